import KeepsakeRender
import KeepsakeCore
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file mapped into memory read-only, or read where mapping fails: the build's tables are
/// big. Such files are only replaced by a rename, never written in place, so it does not change.
package final class MappedBytes: @unchecked Sendable {
    // @unchecked: the bytes are never written, and they live as long as this object.
    /// The file's bytes: only inside `withUnsafeBytes`, which keeps them mapped.
    private let bytes: UnsafeRawBufferPointer
    private let isMapped: Bool

    /// The whole file at `path`, `nil` when it is not a regular file or cannot be read.
    package init?(contentsOf path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let count = Int(info.st_size)
        guard count > 0 else {
            (bytes, isMapped) = (UnsafeRawBufferPointer(start: nil, count: 0), false)
            return
        }
        if let address = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0), address != MAP_FAILED {
            (bytes, isMapped) = (UnsafeRawBufferPointer(start: address, count: count), true)
            return
        }
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        var done = 0
        while done < count {
            let result = pread(descriptor, memory.baseAddress! + done, count - done, off_t(done))
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                memory.deallocate()
                return nil
            }
            done += result
        }
        (bytes, isMapped) = (UnsafeRawBufferPointer(memory), false)
    }

    deinit {
        guard let address = bytes.baseAddress else { return }
        if isMapped { munmap(UnsafeMutableRawPointer(mutating: address), bytes.count) } else { address.deallocate() }
    }

    package var count: Int { bytes.count }

    /// Calls `body` with the bytes, which stay mapped until it returns.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }
}
