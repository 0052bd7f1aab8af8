import Dispatch
import Foundation

/// Waits for Ctrl-C (SIGINT) or SIGTERM; the process exits `grace` after the signal even if a big rebuild
/// still holds every thread of the async runtime.
enum SignalWait {
    static func untilInterrupted(grace: DispatchTimeInterval = .milliseconds(500)) async {
        // A stream, not a continuation: a second Ctrl-C only yields again.
        let (signals, continuation) = AsyncStream<Void>.makeStream()
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                continuation.yield()
                queue.asyncAfter(deadline: .now() + grace) { exit(ExitStatus.success) }
            }
            source.resume()
            sources.append(source)
        }
        for await _ in signals { return }
    }

    /// Not the main queue and not the async runtime's threads, which a build may keep busy.
    private static let queue = DispatchQueue(label: "keepsake.signals")

    /// Kept alive for the life of the process.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
}
