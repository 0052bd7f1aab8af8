import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender
import Testing

/// What `keepsake init` and `keepsake new` write must build with the built-in theme.
@Suite("New diaries and entries build")
struct ScaffoldBuildTests {
    @Test(arguments: DiaryScaffold.Language.allCases)
    func aNewDiaryBuilds(language: DiaryScaffold.Language) async throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scaffold = DiaryScaffold(
            title: "Note: \"ours\" #1", language: language, timeZone: TimeZone(identifier: "Asia/Seoul")!, now: Date())
        _ = try scaffold.write(into: root)
        let report = try await Builder(layout: SiteLayout(root: root), options: BuildOptions()).build()
        #expect(report.warnings.map(\.description) == [])
        #expect(report.counts.entries == 1)
        let month = "\(scaffold.date.year)/\(scaffold.date.month < 10 ? "0" : "")\(scaffold.date.month)"
        #expect(FileManager.default.fileExists(atPath: root.appending(path: "Output/\(month)/welcome/index.html").path))
    }

    @Test func plannedEntriesBuildTogether() async throws {
        let diary = try TemporaryDiary([:])
        defer { try? FileManager.default.removeItem(at: diary.root) }
        let files = ThemeFiles.load(name: "default", layout: diary.layout)
        let theme = try #require(Theme.load(try files.get()).0)
        let config = DiaryConfig(
            title: "T", timeZone: TimeZone(identifier: "Asia/Seoul")!,
            members: [Member(id: "minji", name: "Minji", color: nil)])
        let creator = EntryCreator(config: config, catalog: theme.catalog)
        let date = DiaryDateParser(timeZone: config.timeZone).minute(at: Date())
        for (title, mood) in [("벚꽃 피크닉!", "happy"), ("벚꽃 피크닉!", "calm"), ("!!!", "tired"), ("Welcome", "cozy")] {
            let inventory = ContentScanner.scan(diary.layout)
            let planned = try creator.plan(
                EntryRequest(title: title, date: date, author: "minji", mood: mood, tags: ["봄", "a, b"]),
                archetype: .builtIn,
                files: inventory.files, pagesInUse: creator.pagesInUse(inventory, layout: diary.layout))
            let url = diary.root.appending(path: planned.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile(url: url).create(Data(planned.text.utf8))
        }
        let report = try await diary.build(write: false)
        #expect(report.counts.entries == 4)
    }
}
