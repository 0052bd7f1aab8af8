import Foundation

/// The built `keepsake` binary, for the test suites that run it as a person would.
public enum KeepsakeBinary {
    /// Beside the test bundle in the build products folder, else `.build/debug/keepsake`.
    public static let url: URL = {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var candidates = [Bundle.main.bundleURL.appending(path: "keepsake")]
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appending(path: "keepsake"))
        }
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appending(path: "keepsake") }
        candidates.append(package.appending(path: ".build/debug/keepsake"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()
}
