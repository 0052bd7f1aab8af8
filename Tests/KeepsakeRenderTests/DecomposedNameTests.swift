import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A diary copied from a Mac keeps Korean file names decomposed (NFD), while the writer types
/// names composed (NFC) and other files come from elsewhere composed. The whole build, from the
/// first to a rebuild after an edit, works with both spellings side by side, and the pages' addresses
/// are composed whatever the files' spelling.
@Suite("Decomposed file names")
struct DecomposedNameTests {
    private static func nfd(_ text: String) -> String { text.decomposedStringWithCanonicalMapping }

    private static let folder = "Content/entries/2026/05/"

    @Test func aDiaryWithBothSpellingsBuildsAndRebuilds() async throws {
        let diary = try TemporaryDiary([
            // Decomposed entry name, composed photo reference to a decomposed photo.
            Self.folder + "2026-05-04-" + Self.nfd("나들이") + ".md":
                "---\ntitle: \(Self.nfd("나들이 Outing"))\nphoto: photos/사진.png\nphoto_alt: 돗자리\n---\nKimbap.\n",
            // Composed entry name, decomposed sidecar.
            Self.folder + "2026-05-05-가족.md": "---\ntitle: Family\n---\nDinner.\n",
            Self.folder + "2026-05-05-" + Self.nfd("가족") + ".comments.json":
                #"{"comments": [{"id": "c1", "author": "Jun", "date": "2026-05-05 21:00", "body": "맛있겠다"}]}"#,
        ])
        let photo = diary.root.appending(path: Self.folder + "photos/" + Self.nfd("사진") + ".png")
        try FileManager.default.createDirectory(
            at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(TestImages.png(width: 8, height: 8) { _, _ in (200, 120, 80, 255) }).write(to: photo)
        let options = BuildOptions(readsGitHistory: false)
        let first = try await Builder(layout: diary.layout, options: options).build()
        #expect(
            first.counts.entries == 2 && first.counts.comments == 1 && first.counts.photos == 1
                && first.warnings.isEmpty,
            "\(first.warnings)")
        // The page of the decomposed file at the composed address, its decomposed title composed, and
        // the decomposed photo published under its composed name. Regression: both stayed decomposed.
        let page = try #require(diary.output("2026/05/나들이/index.html"))
        #expect(page.contains("<title>나들이 Outing"))
        // Compared as bytes: Swift's `contains` finds the composed spelling for the decomposed one.
        #expect(Data(page.utf8).range(of: Data(Self.nfd("나들이").utf8)) == nil)
        #expect(page.contains("media/entries/2026/05/photos/%EC%82%AC%EC%A7%84"))
        let media = try FileManager.default.contentsOfDirectory(
            atPath: diary.layout.output.appending(path: "media/entries/2026/05/photos").path)
        #expect(media.contains { Array($0.utf8).starts(with: Array("사진".utf8)) }, "\(media.map { Array($0.utf8) })")
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: diary.layout.output.appending(path: "2026/05").path)
        #expect(pages.contains { Array($0.utf8) == Array("나들이".utf8) }, "\(pages.map { Array($0.utf8) })")
        #expect(diary.output("2026/05/가족/index.html")?.contains("맛있겠다") == true)
        // A rebuild that knows which file changed looks it up among both spellings.
        try await Task.sleep(for: .milliseconds(150))
        try Data("---\ntitle: Family, edited\n---\nDinner.\n".utf8).write(
            to: diary.root.appending(path: Self.folder + "2026-05-05-가족.md"))
        try await Task.sleep(for: .milliseconds(150))
        let second = try await Builder(layout: diary.layout, options: options).build()
        #expect(second.counts.entries == 2 && second.warnings.isEmpty)
        #expect(second.parsedEntries.count == 1)
        #expect(diary.output("2026/05/가족/index.html")?.contains("Family, edited") == true)
    }
}
