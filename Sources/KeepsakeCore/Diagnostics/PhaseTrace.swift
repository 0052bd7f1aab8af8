import Foundation
import Synchronization

/// Where a build's time goes: with `KEEPSAKE_TRACE=1`, each mark prints the times since the first
/// and the previous mark, and (on Linux) the process's own memory, to standard error.
public enum PhaseTrace {
    private static let enabled =
        ProcessInfo.processInfo.environment["KEEPSAKE_TRACE"].map { !$0.isEmpty && $0 != "0" } ?? false
    private static let start = ContinuousClock.now
    private static let last = Mutex(ContinuousClock.now)

    /// Prints `label` with the times, when tracing.
    public static func mark(_ label: @autoclosure () -> String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let since = last.withLock { last in
            defer { last = now }
            return now - last
        }
        let line = "trace \(milliseconds(now - start)) ms (+\(milliseconds(since)))\(ownMemory) \(label())\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Resident pages less those shared with files (`/proc/self/statm`); empty elsewhere.
    private static var ownMemory: String {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .ascii) else { return "" }
        let pages = statm.split(separator: " ").compactMap { Int($0) }
        guard pages.count > 2 else { return "" }
        return String(format: " %6.1f MB", Double((pages[1] - pages[2]) * Int(getpagesize())) / 1_048_576)
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%7.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
