import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender

/// A diary written into a temporary folder by a test, from path → text; removed with the value.
final class TemporaryDiary {
    let root: URL

    static let defaultConfig = """
        title: Test diary
        language: en
        time_zone: Asia/Seoul
        members:
          - { id: minji, name: Minji, color: rose }

        """

    init(_ files: [String: String], config: String = TemporaryDiary.defaultConfig) throws {
        root = try Fixtures.temporaryFolder()
        var all = files
        all["Content/diary.yaml"] = all["Content/diary.yaml"] ?? config
        for (path, text) in all {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var layout: SiteLayout { SiteLayout(root: root) }

    func build(drafts: Bool = false, write: Bool = true) async throws(BuildFailure) -> BuildReport {
        try await Builder(layout: layout, options: BuildOptions(includeDrafts: drafts, write: write)).build()
    }

    func output(_ path: String) -> String? {
        FileManager.default.contents(atPath: layout.output.appending(path: path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
