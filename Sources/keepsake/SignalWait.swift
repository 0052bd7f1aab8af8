import Dispatch
import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM, so a long-running command can stop cleanly and promptly.
enum SignalWait {
    static func untilInterrupted() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = Once(continuation)
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
                source.setEventHandler { once.resume() }
                source.resume()
                sources.append(source)
            }
        }
    }

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
