import Foundation
@testable import KeepsakeBuild
import KeepsakeCore

@testable import KeepsakeRender

/// Builds as `keepsake build` runs them (a new `Builder` each time, with the entry store and the
/// stamp on disk), and the site a build from nothing makes: what the rebuild tests share.
protocol RebuildTesting {}

extension RebuildTesting {
    func build(_ diary: TemporaryDiary) async throws -> BuildReport {
        try await Builder(layout: diary.layout, options: BuildOptions(readsGitHistory: false)).build()
    }

    /// The output folder's files (without the marker, which names the generation).
    func site(_ diary: TemporaryDiary) -> [String: Data] {
        Fixtures.tree(diary.layout.output).filter { $0.key != ".keepsake-output" }
    }

    /// The site of `files` built from nothing.
    func fresh(_ files: [String: String]) async throws -> [String: Data] {
        let diary = try TemporaryDiary(files)
        _ = try await build(diary)
        return site(diary)
    }

    func write(_ diary: TemporaryDiary, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: diary.root.appending(path: path))
    }
}
