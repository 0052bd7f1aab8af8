import Foundation

/// Folders a killed build left beside the output (`.Output.staging-PID`, `.Output.old-PID`):
/// removed by the next build once the process that made them is gone. Only names of exactly
/// that form are touched, so nothing else beside the output folder is ever deleted.
enum StaleStaging {
    static func removeLeftovers(beside output: URL) {
        let parent = output.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            if let pid = ownerPID(of: name, output: output.lastPathComponent), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH  // no such process
            {
                try? FileManager.default.removeItem(at: parent.appending(path: name))
            }
        }
    }

    /// `.Output.staging-1234` → 1234 (for output folder `Output`); `nil` for any other name.
    static func ownerPID(of name: String, output: String) -> pid_t? {
        for kind in ["staging", "old"] {
            let prefix = ".\(output).\(kind)-"
            guard name.hasPrefix(prefix) else { continue }
            let digits = name.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
            return pid_t(digits)
        }
        return nil
    }
}
