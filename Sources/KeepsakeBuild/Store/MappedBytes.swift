#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file mapped into memory read-only: the build's tables are big. Such files are only
/// replaced by a rename, never written in place, so the mapping does not change.
package final class MappedBytes: @unchecked Sendable {
    // @unchecked: the bytes are never written, and they live as long as this object.
    /// The file's bytes: only inside `withUnsafeBytes`, which keeps them mapped.
    private let bytes: UnsafeRawBufferPointer

    /// The whole file at `path`, `nil` when it is not a regular file or cannot be mapped.
    package init?(contentsOf path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let count = Int(info.st_size)
        guard count > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        let address = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: count)
    }

    deinit {
        guard let address = bytes.baseAddress else { return }
        munmap(UnsafeMutableRawPointer(mutating: address), bytes.count)
    }

    package var count: Int { bytes.count }

    /// Calls `body` with the bytes, which stay mapped until it returns.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }
}
