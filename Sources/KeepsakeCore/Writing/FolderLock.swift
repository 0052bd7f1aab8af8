import Foundation

/// An exclusive advisory lock (`flock`) on a folder, held while a closure runs.
///
/// Locking the folder rather than a lock file leaves nothing behind in the diary. The lock belongs to
/// the open folder, so it is released when the closure ends, and by the system if the process dies.
enum FolderLock {
    static func withExclusiveLock<Value>(on folder: URL, _ body: () throws -> Value) throws -> Value {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFileError.system("cannot open the folder \(folder.path)") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AtomicFileError.system("cannot lock the folder \(folder.path)") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
