import Dispatch
import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM; the process exits `grace` after the signal even if a big rebuild
/// still holds every thread of the async runtime.
enum SignalWait {
    static func untilInterrupted(grace: DispatchTimeInterval = .milliseconds(500)) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = Once(continuation)
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                source.setEventHandler {
                    once.resume()
                    queue.asyncAfter(deadline: .now() + grace) { exit(ExitStatus.success) }
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Not the main queue and not the async runtime's threads, which a build may keep busy.
    private static let queue = DispatchQueue(label: "keepsake.signals")

    /// Kept alive for the life of the process.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Resumes the continuation at most once (a second Ctrl-C must not crash).
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, Never>?
        init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
        func resume() {
            lock.withLock {
                continuation?.resume()
                continuation = nil
            }
        }
    }
}
