import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// After an edit, `keepsake build` renders only the pages whose digest changed and keeps the
/// others as the output holds them; whatever happened, the site is the one a build from nothing
/// makes.
@Suite("Edit builds")
struct EditBuildTests: RebuildTesting {
    static let files = [
        "Content/entries/2025-11-03-leaves.md": "---\ntitle: Leaves\ntags: [autumn]\n---\nRed and gold.\n",
        "Content/entries/2025-12-24-eve.md": "---\ntitle: 크리스마스 이브\ntags: [winter]\nmood: happy\n---\n눈이 왔다.\n",
        "Content/entries/2026-03-01-spring.md": "---\ntitle: Spring\ntags: [spring]\n---\nThe first warm day.\n",
        "Content/entries/2026-04-05-picnic.md": "---\ntitle: Picnic\ntags: [spring]\n---\nKimbap under the trees.\n",
        "Content/entries/2026-04-07-rain.md": "---\ntitle: 비 오는 날\ntags: [spring, rain]\n---\n우산을 잃어버렸다.\n",
    ]

    /// Waits out the racy window, so that the build trusts the files' signatures.
    func settle() async throws { try await Task.sleep(for: .milliseconds(150)) }

    /// Writes `text` to `path` in `diary` and in `files` (what the build from nothing is made of).
    func edit(_ files: inout [String: String], _ diary: TemporaryDiary, _ path: String, _ text: String) throws {
        files[path] = text
        try write(diary, path, text)
    }

    /// The diary of `files`, built once (and found the same as a build from nothing).
    func built(_ files: [String: String]) async throws -> TemporaryDiary {
        let diary = try TemporaryDiary(files)
        try await buildExpectingFresh(diary, files, "first build")
        return diary
    }

    /// Builds `diary` (after its files settled) and expects the site a build from nothing of `files` makes.
    @discardableResult
    func buildExpectingFresh(_ diary: TemporaryDiary, _ files: [String: String], _ comment: Testing.Comment)
        async throws -> BuildReport
    {
        try await settle()
        let report = try await build(diary)
        #expect(site(diary) == (try await fresh(files)), comment)
        return report
    }

    @Test func aTextEditRendersOnlyThePagesShowingTextAndWritesTheSameSite() async throws {
        var files = Self.files
        let diary = try await built(files)

        try edit(
            &files, diary, "Content/entries/2025-11-03-leaves.md",
            "---\ntitle: Leaves\ntags: [autumn]\n---\nRed and gold, and wind.\n")
        let report = try await buildExpectingFresh(diary, files, "the text of an old entry")
        // Its page, and the pages counting the diary's words; no month, tag or other entry's page.
        #expect(
            Set(report.renderedPages.listed).isSuperset(of: [
                "2025/11/leaves/index.html", "index.html", "stats/index.html",
            ]))
        #expect(!report.renderedPages.listed.contains { $0.hasPrefix("tags/") || $0 == "2025/11/index.html" })
        #expect(!report.renderedPages.listed.contains("2025/12/eve/index.html"))

        // A text edit of the newest entry, which the feeds show.
        try edit(
            &files, diary, "Content/entries/2026-04-07-rain.md",
            "---\ntitle: 비 오는 날\ntags: [spring, rain]\n---\n우산을 또 잃어버렸다.\n")
        let newest = try await buildExpectingFresh(diary, files, "the text of the newest entry")
        #expect(Set(newest.renderedPages.listed).isSuperset(of: ["feed.xml", "feed.json", "2026/04/rain/index.html"]))
    }

    @Test func anEditACardShowsRendersThePagesListingIt() async throws {
        var files = Self.files
        let diary = try await built(files)
        try edit(
            &files, diary, "Content/entries/2026-03-01-spring.md",
            "---\ntitle: Spring at last\ntags: [spring]\n---\nThe first warm day.\n")
        let report = try await buildExpectingFresh(diary, files, "a title changed")
        #expect(report.renderedPages.listed.contains("2026/03/index.html"))
        #expect(report.renderedPages.listed.contains("tags/spring/index.html"))
    }

    @Test func aPageEditedByHandIsWrittenAgain() async throws {
        var files = Self.files
        let diary = try await built(files)
        // A page no text edit renders, changed in place (the hidden generation shares the file).
        try OutputFollowTests.editByHand(diary.layout.output.appending(path: "2025/12/index.html"))
        try edit(
            &files, diary, "Content/entries/2026-04-05-picnic.md",
            "---\ntitle: Picnic\ntags: [spring]\n---\nKimbap and tea.\n")
        let report = try await buildExpectingFresh(diary, files, "a month's page edited by hand, then a text edit")
        // That page rendered again, no other list.
        #expect(report.renderedPages.listed.contains("2025/12/index.html"))
        #expect(!report.renderedPages.listed.contains("tags/autumn/index.html"))
    }

    /// The published folder holds an older generation than the last build's (put back by hand):
    /// its entries' pages may show older text, and are brought up to date.
    @Test func anOlderSitePutBackIsBroughtUpToDate() async throws {
        var files = Self.files
        let diary = try await built(files)
        try edit(
            &files, diary, "Content/entries/2025-11-03-leaves.md",
            "---\ntitle: Leaves\ntags: [autumn]\n---\nRed and gold, and wind.\n")
        try await buildExpectingFresh(diary, files, "the text of an old entry")

        // The site before that edit back in place (the two generations swapped by hand).
        let output = diary.layout.output
        let previous = OutputWriter(layout: diary.layout).previous
        let aside = diary.root.appending(path: "aside")
        try FileManager.default.moveItem(at: output, to: aside)
        try FileManager.default.moveItem(at: previous, to: output)
        try FileManager.default.moveItem(at: aside, to: previous)

        try edit(
            &files, diary, "Content/entries/2026-04-05-picnic.md",
            "---\ntitle: Picnic\ntags: [spring]\n---\nKimbap and tea.\n")
        try await buildExpectingFresh(diary, files, "a text edit after the older site was put back")
    }

    /// A picture a body shows is a file of the site that no card shows: one gone from a body
    /// leaves the site.
    @Test func aPictureDroppedFromABodyLeavesTheSite() async throws {
        var files = Self.files
        files["Content/entries/2026-03-01-spring.md"] =
            "---\ntitle: Spring\ntags: [spring]\n---\nThe first warm day.\n\n![buds](buds.png)\n"
        let diary = try TemporaryDiary(files)
        let picture = Data(TestImages.png(width: 2, height: 2) { _, _ in (90, 160, 90, 255) })
        try picture.write(to: diary.root.appending(path: "Content/entries/buds.png"))
        try await settle()
        _ = try await build(diary)
        #expect(site(diary).keys.contains { $0.hasPrefix("media/") })

        try edit(
            &files, diary, "Content/entries/2026-03-01-spring.md",
            "---\ntitle: Spring\ntags: [spring]\n---\nThe first warm day.\n")
        try await settle()
        try await build(diary)
        #expect(!site(diary).keys.contains { $0.hasPrefix("media/") })
    }

    /// A sidecar without comments is a thread of none ("0 comments" on the entry's cards), not no
    /// thread: adding or removing one changes the cards, though the count stays 0 (found by
    /// KeepsakePropertyTests, seed 30: the cards' fingerprint took both for 0, and the pages
    /// listing the entry kept the old cards).
    @Test func anEmptyCommentSidecarChangesTheCards() async throws {
        var files = Self.files
        let diary = try await built(files)
        let sidecar = "Content/entries/2026-03-01-spring.comments.json"
        try edit(&files, diary, sidecar, "{ \"comments\": [] }\n")
        try await buildExpectingFresh(diary, files, "an empty comment sidecar added")
        #expect(
            try String(contentsOf: diary.layout.output.appending(path: "2026/03/index.html"), encoding: .utf8)
                .contains("card-comments"))

        files[sidecar] = nil
        try FileManager.default.removeItem(at: diary.root.appending(path: sidecar))
        try await buildExpectingFresh(diary, files, "the empty comment sidecar removed")
    }
}
