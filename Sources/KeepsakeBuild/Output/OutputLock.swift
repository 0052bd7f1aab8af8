import Foundation
import Synchronization

/// One build at a time writes an output folder: two would rewrite the same previous generation.
/// An advisory `flock` on `.Output.lock` beside it, held until `release()` (or until the lock is
/// gone); the kernel drops it if the process dies.
final class OutputLock: Sendable {
    private let descriptor: Mutex<Int32>

    init(beside output: URL) throws(OutputWriter.WriteError) {
        let parent = output.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let path = parent.appending(path: ".\(output.lastPathComponent).lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .posix("cannot open \(path)") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(descriptor)
                throw .posix("cannot lock \(path)", code)
            }
        }
        self.descriptor = Mutex(descriptor)
    }

    /// Lets the next build in; safe to call more than once.
    func release() {
        descriptor.withLock { descriptor in
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    deinit { release() }
}
