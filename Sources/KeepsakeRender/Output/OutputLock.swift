import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One build at a time writes an output folder: two would rewrite the same previous generation.
/// An advisory `flock` on `.Output.lock` beside it; the kernel drops it if the process dies.
struct OutputLock {
    private let descriptor: Int32

    init(beside output: URL) throws(OutputWriter.WriteError) {
        let parent = output.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let path = parent.appending(path: ".\(output.lastPathComponent).lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io("cannot open \(path): \(String(cString: strerror(errno)))") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                throw .io("cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    func release() {
        close(descriptor)
    }
}
