#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file's bytes through `open` and `read`: what `FileManager.contents(atPath:)` gives,
/// without building a URL, a `Data` and then an array for every file of a large diary.
enum FileBytes {
    /// - Returns: `nil` when the file cannot be opened or read (missing, unreadable, a folder).
    static func contents(of file: String) -> [UInt8]? {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 ? max(Int(info.st_size), 0) : 0
        // One byte more than the size, so that a file that has grown needs no second allocation
        // before its end is seen.
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
