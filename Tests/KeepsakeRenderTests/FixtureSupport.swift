import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender
import Testing

/// Fixture diaries under `Tests/KeepsakeRenderTests/Fixtures/`.
///
/// Golden sites keep their expected output in `expected/`; invalid sites keep the exact diagnostics
/// in `expected-diagnostics.txt`. To re-record after an intended change:
///
///     KEEPSAKE_RECORD=1 swift test --filter Golden
///
/// Recording rewrites the expectations and fails the run, so a recording never passes unnoticed.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["KEEPSAKE_RECORD"] == "1" }

    static func golden(_ name: String) -> URL { folder.appending(path: "golden/\(name)") }
    static func invalid(_ name: String) -> URL { folder.appending(path: "invalid/\(name)") }

    static func names(in kind: String) -> [String] {
        let path = folder.appending(path: kind).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// A new empty folder under this test run's own temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = runFolder.appending(path: UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `…/keepsake-tests/<pid>/`: one folder per test run, so that the next run can remove what a
    /// finished run left (outputs the tests still read after building are not removed one by one).
    private static let runFolder: URL = {
        let parent = FileManager.default.temporaryDirectory.appending(
            path: "keepsake-tests", directoryHint: .isDirectory)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            if let pid = Int32(name), pid != getpid(), kill(pid, 0) != 0 {
                try? FileManager.default.removeItem(at: parent.appending(path: name))
            }
        }
        return parent.appending(path: String(getpid()), directoryHint: .isDirectory)
    }()

    /// Every regular file below `folder` (relative path → bytes), skipping the theme's copied files
    /// (checked by their own test) and the output marker.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return files
        }
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            if path.hasPrefix("theme/") || path == OutputWriter.markerName { continue }
            files[path] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }

    /// Replaces `folder` with `files`.
    static func write(_ files: [String: Data], to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for (path, data) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Builds a fixture diary that must build; a failure is recorded with its diagnostics.
    static func buildValid(_ root: URL, drafts: Bool = false) async throws -> (BuildReport, URL) {
        do {
            return try await build(root, drafts: drafts)
        } catch {
            let text = error.diagnostics.map(\.description).joined(separator: "\n")
            Issue.record("\(root.lastPathComponent) did not build:\n\(text)")
            throw error
        }
    }

    /// Builds a copy of a fixture diary (so its caches never land in the source tree) into a
    /// temporary output folder.
    static func build(_ fixture: URL, drafts: Bool = false) async throws(BuildFailure) -> (BuildReport, URL) {
        let folder = (try? temporaryFolder())!
        let root = folder.appending(path: fixture.lastPathComponent)
        try? FileManager.default.copyItem(at: fixture, to: root)
        try? FileManager.default.removeItem(at: root.appending(path: ".keepsake-cache"))
        let output = folder.appending(path: "Output")
        let report = try await Builder(
            layout: SiteLayout(root: root, output: output),
            options: BuildOptions(includeDrafts: drafts, readsGitHistory: false)
        )
        .build()
        return (report, output)
    }
}
