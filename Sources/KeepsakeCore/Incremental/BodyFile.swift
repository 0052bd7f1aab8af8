import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A file that holds entries' rendered bodies, so a big diary's text does not have to stay in
/// memory: `keepsake build` writes each body here once it is parsed and reads it back for the one
/// page (and feed) that shows it. Either a nameless scratch file that disappears with the process,
/// or the body section of an `EntryStore`.
public final class BodyFile: Sendable {
    let descriptor: Int32
    /// Where the next appended body goes (scratch files only).
    private let end = Atomic<Int>(0)
    /// For a store's file: the digests its chunks must have, checked when first read.
    let checks: ChunkChecks?

    private init(descriptor: Int32, checks: ChunkChecks? = nil) {
        self.descriptor = descriptor
        self.checks = checks
    }

    /// The same open file, its chunks checked against `checks` as they are first read.
    func checked(by checks: ChunkChecks) -> BodyFile? {
        let copy = dup(descriptor)
        return copy >= 0 ? BodyFile(descriptor: copy, checks: checks) : nil
    }

    /// Whether a read found a chunk that is not what was saved (a store damaged on disk): what
    /// was read from it is wrong, and the build must read the entry files instead.
    public var isDamaged: Bool { checks?.isDamaged ?? false }

    deinit { close(descriptor) }

    /// A scratch file in `folder` that no other process can see and that is gone when the last
    /// reference to it is; `nil` when the folder cannot hold one.
    public static func scratch(in folder: URL) -> BodyFile? {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var descriptor = open(folder.path, O_RDWR | O_CLOEXEC | Self.temporaryFile, 0o600)
        if descriptor < 0 {
            // File systems without O_TMPFILE: a named file, unlinked at once.
            let path = folder.appending(path: ".bodies.\(getpid()).\(UInt32.random(in: 0...UInt32.max))").path
            descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return nil }
            unlink(path)
        }
        return BodyFile(descriptor: descriptor)
    }

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift's Glibc module does not export.
    private static let temporaryFile: Int32 = 0o20_000_000 | O_DIRECTORY

    /// An existing file, for reading bodies others wrote.
    static func reading(_ path: String) -> BodyFile? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        return descriptor >= 0 ? BodyFile(descriptor: descriptor) : nil
    }

    /// Writes `text` at the end (from any thread); returns where it went, or `nil` on failure.
    func append(_ text: String) -> (offset: Int, count: Int)? {
        var text = text
        return text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    package func append(_ bytes: [UInt8]) -> (offset: Int, count: Int)? {
        bytes.withUnsafeBytes { append($0) }
    }

    private func append(_ bytes: UnsafeRawBufferPointer) -> (offset: Int, count: Int)? {
        let offset = end.add(bytes.count, ordering: .relaxed).oldValue
        guard Self.writeAll(descriptor, bytes, at: offset) else { return nil }
        return (offset, bytes.count)
    }

    /// The text at `offset`; empty when it cannot be read (a failing disk) or, in a store's file,
    /// is damaged (then `isDamaged` says so and the build starts again from the entry files).
    func read(offset: Int, count: Int) -> String {
        guard checks?.verify(offset, count, in: self) ?? true else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            Self.readAll(descriptor, UnsafeMutableRawBufferPointer(buffer), at: offset) ? count : 0
        }
    }

    /// `count` bytes at `offset`, or `nil` when they cannot be read (or are damaged).
    package func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard checks?.verify(offset, count, in: self) ?? true else { return nil }
        return unchecked(at: offset, count: count)
    }

    /// `bytes(at:count:)` read into `buffer` (grown when too small, and kept by the caller for the
    /// next read) and handed to `body`; `nil` when they cannot be read (or are damaged). Copying a
    /// big diary's bodies into its store made and let go an array for each (tens of thousands,
    /// of every size), while the diary was assembled beside it.
    func withBytes<Result>(
        at offset: Int, count: Int, buffer: inout [UInt8], _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result? {
        guard count >= 0, checks?.verify(offset, count, in: self) ?? true else { return nil }
        if buffer.count < count { buffer = [UInt8](repeating: 0, count: max(count, 2 * buffer.count)) }
        return buffer.withUnsafeMutableBytes { raw in
            let bytes = UnsafeMutableRawBufferPointer(rebasing: raw[0..<count])
            guard count == 0 || Self.readAll(descriptor, bytes, at: offset) else { return nil }
            return body(UnsafeRawBufferPointer(bytes))
        }
    }

    /// `bytes(at:count:)` without looking at the digests (for checking them).
    func unchecked(at offset: Int, count: Int) -> [UInt8]? {
        guard count > 0 else { return count == 0 ? [] : nil }
        // Not zeroed first: the read fills it (the store's records are megabytes).
        var read = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            read = Self.readAll(descriptor, UnsafeMutableRawBufferPointer(buffer), at: offset)
            initialized = read ? count : 0
        }
        return read ? bytes : nil
    }

    /// `count` bytes at `offset`, mapped rather than read (see `MappedBytes`), without looking at
    /// the digests (the caller checks them); `nil` when they cannot be had.
    func mapped(at offset: Int, count: Int) -> MappedBytes? {
        MappedBytes(descriptor: descriptor, offset: offset, count: count)
    }

    /// Writes all of `bytes` at `offset` of the open file (retrying short and interrupted writes).
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let result = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            done += result
        }
        return true
    }

    static func readAll(_ descriptor: Int32, _ bytes: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let result = pread(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            done += result
        }
        return true
    }
}
