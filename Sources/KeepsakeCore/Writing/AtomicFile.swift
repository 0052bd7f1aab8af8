import Foundation

/// A file that is only ever replaced whole (a flushed temporary file renamed over it): readers see
/// the old contents or the new. `update` locks the folder, so writers at the same moment take turns.
public struct AtomicFile: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url.standardizedFileURL }

    /// The folder that holds the file (and is locked by `update`).
    public var folder: URL { url.deletingLastPathComponent() }

    /// Reads the file (`nil` when missing) under the folder's lock and writes what `transform`
    /// returns (`nil`: leave it alone) before the lock is released.
    public func update<Value>(_ transform: (Data?) throws -> (contents: Data?, value: Value)) throws -> Value {
        // An advisory lock (`flock`) on the folder: a lock file would be left behind in the diary, and
        // this one is released on return, or by the system if the process dies.
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFileError.system("cannot open the folder \(folder.path)") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AtomicFileError.system("cannot lock the folder \(folder.path)") }
        }
        defer { flock(descriptor, LOCK_UN) }
        Self.removeDeadTemporaries(of: url.lastPathComponent, in: folder)
        let (contents, value) = try transform(try read())
        if let contents { try write(contents) }
        return value
    }

    /// Removes the temporary files (`temporaryName(for:)`) of the file `name` in `folder` whose writing
    /// process is gone, so that killed writers' leftovers do not pile up in the diary (and in git).
    public static func removeDeadTemporaries(of name: String, in folder: URL) {
        let prefix = ".\(name)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for found in names where found.hasPrefix(prefix) && found.hasSuffix(".tmp") {
            let middle = found.dropFirst(prefix.count).dropLast(".tmp".count)
            let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { unlink(folder.appending(path: found).path) }
        }
    }

    /// A temporary file's name for `name` in this process: `.NAME.PID-N.tmp`.
    public static func temporaryName(for name: String) -> String {
        ".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// The current contents, or `nil` when there is no file.
    public func read() throws(AtomicFileError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw AtomicFileError("cannot read \(url.path)")
        }
        return data
    }

    /// Replaces the file with `contents` (temporary file, `fsync`, rename, `fsync` of the folder).
    /// An existing file keeps its permissions; a new one gets `rw-r--r--` (less the umask).
    public func write(_ contents: Data) throws(AtomicFileError) {
        var status = stat()
        let existingMode = stat(url.path, &status) == 0 ? mode_t(status.st_mode) & 0o7777 : nil
        let temporary = try temporaryFile(with: contents, mode: existingMode)
        guard rename(temporary.path, url.path) == 0 else {
            let failure = AtomicFileError.system("cannot replace \(url.path)")
            unlink(temporary.path)
            throw failure
        }
        syncFolder()
    }

    /// Writes a new file with `contents`, never replacing one: it appears whole or not at all.
    /// - Returns: `false` when a file of that name is already there (and is left as it is).
    @discardableResult public func create(_ contents: Data) throws(AtomicFileError) -> Bool {
        let temporary = try temporaryFile(with: contents, mode: nil)
        defer { unlink(temporary.path) }
        // link(2) fails when the name is taken, where rename(2) would replace the file.
        guard link(temporary.path, url.path) == 0 else {
            if errno == EEXIST { return false }
            throw .system("cannot create \(url.path)")
        }
        syncFolder()
        return true
    }

    /// A flushed temporary file beside the file, holding `contents`, with permissions `mode` (else
    /// `rw-r--r--` less the umask); removed again when it cannot be written.
    private func temporaryFile(with contents: Data, mode: mode_t?) throws(AtomicFileError) -> URL {
        let temporary = folder.appending(path: Self.temporaryName(for: url.lastPathComponent))
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o644)
        guard descriptor >= 0 else { throw .system("cannot create a temporary file in \(folder.path)") }
        do throws(AtomicFileError) {
            defer { close(descriptor) }
            if let mode, fchmod(descriptor, mode) != 0 { throw .system("cannot set permissions") }
            guard contents.withUnsafeBytes({ Self.writeAll($0, to: descriptor) }) else { throw .system("cannot write") }
            guard fsync(descriptor) == 0 else { throw .system("cannot flush \(temporary.path)") }
        } catch {
            unlink(temporary.path)
            throw error
        }
        return temporary
    }

    /// Makes a rename or link into the folder durable; a failure leaves the new file in place, so it is not reported.
    private func syncFolder() {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Writes all of `bytes` at the descriptor's position, retrying short and interrupted writes.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

/// Why a file could not be read, locked or replaced.
public struct AtomicFileError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }

    /// `message: <the system's reason>`, from `errno`.
    static func system(_ message: String) -> AtomicFileError {
        AtomicFileError("\(message): \(String(cString: strerror(errno)))")
    }
}
