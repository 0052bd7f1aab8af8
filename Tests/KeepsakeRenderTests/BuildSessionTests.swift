import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A session re-reads and re-renders only what changed, and its result is always the same as a
/// build from scratch.
@Suite("Build sessions")
struct BuildSessionTests {
    static let files = [
        "Content/2026-04-01-one.md": "---\ntitle: One\n---\nFirst.\n",
        "Content/2026-04-02-two.md": "---\ntitle: Two\n---\nSecond.\n",
        "Content/2026-04-03-three.md": "---\ntitle: Three\n---\nThird.\n",
        "Content/2026-05-01-four.md": "---\ntitle: Four\n---\nFourth.\n",
        "Content/2026-06-01-five.md": "---\ntitle: Five\n---\nFifth.\n",
    ]

    /// Every file of a rendered site, path → bytes (copies by their source path).
    static func contents(_ site: RenderedSite) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for file in site.files {
            switch file.contents {
            case .bytes(let bytes): result[file.path] = bytes
            case .copy(let source): result[file.path] = Array(source.utf8)
            case .processed(let path): result[file.path] = Array(path.utf8)
            case .published, .placed:
                Issue.record("a session without a published folder left \(file.path) unrendered")
            }
        }
        return result
    }

    static func fresh(_ diary: TemporaryDiary) async throws -> [String: [UInt8]] {
        contents(try await diary.build(write: false).site)
    }

    @Test func nothingChangedMeansNothingReadOrRendered() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        let first = try await session.build()
        #expect(first.parsedEntries.count == 5)
        let generated = first.site.files.map(\.path).filter { !$0.hasPrefix("theme/") && !$0.hasPrefix("media/") }
        #expect(first.renderedPages.everyPage && first.renderedPages.count == generated.count)
        let second = try await session.build()
        #expect(second.parsedEntries.isEmpty)
        #expect(second.renderedPages.isEmpty)
        #expect(Self.contents(second.site) == Self.contents(first.site))
    }

    @Test func editingOneEntryRendersItsNeighboursItsMonthAndTheFrontPages() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        try Data("---\ntitle: Two, renamed\n---\nSecond.\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-02-two.md"))
        let report = try await session.build()
        #expect(report.parsedEntries == ["Content/2026-04-02-two.md"])
        #expect(
            report.renderedPages.listed.sorted() == [
                "2026/04/grid/index.html", "2026/04/index.html", "2026/04/one/index.html", "2026/04/three/index.html",
                "2026/04/two/index.html", "feed.json", "feed.xml", "grid/index.html", "index.html",
                "on-this-day/04-02/index.html", "on-this-day/index.html", "sitemap.xml", "stats/index.html",
                "tags/index.html",
            ])
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
    }

    /// Writing more of an entry changes its page, the feeds and the word counts, not the lists
    /// that only show its card.
    @Test func editingOnlyTheTextRendersThePageFeedsAndWordCounts() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        try Data("---\ntitle: Two\n---\nSecond, and more words now.\n".utf8)
            .write(to: diary.root.appending(path: "Content/2026-04-02-two.md"))
        let report = try await session.build()
        #expect(report.parsedEntries == ["Content/2026-04-02-two.md"])
        #expect(
            report.renderedPages.listed.sorted() == [
                "2026/04/two/index.html", "feed.json", "feed.xml", "grid/index.html", "index.html", "stats/index.html",
            ])
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
    }

    /// An entry's page lists the entries of the same day in other years ("on this day"): a new
    /// title there renders it, and the page shows the new title.
    @Test func anEditOnTheSameDayOfAnotherYearRendersThePagesThatListIt() async throws {
        var files = Self.files
        files["Content/2025-04-02-before.md"] = "---\ntitle: A year before\n---\nEarlier.\n"
        let diary = try TemporaryDiary(files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        try Data("---\ntitle: A year before, renamed\n---\nEarlier.\n".utf8)
            .write(to: diary.root.appending(path: "Content/2025-04-02-before.md"))
        let report = try await session.build()
        #expect(report.renderedPages.listed.contains("2026/04/two/index.html"))
        #expect(report.renderedPages.listed.contains("on-this-day/04-02/index.html"))
        #expect(!report.renderedPages.listed.contains("2026/04/three/index.html"))
        let page = Self.contents(report.site)["2026/04/two/index.html"].map { String(decoding: $0, as: UTF8.self) }
        #expect(page?.contains("A year before, renamed") == true)
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
    }

    /// Comments show as a count on cards: a new comment renders the lists that show the entry.
    @Test func aNewCommentRendersTheCardsThatCountIt() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        try Data(#"{"comments": [{"id": "c1", "author": "Jun", "date": "2026-04-03 10:00", "body": "Hi"}]}"#.utf8)
            .write(to: diary.root.appending(path: "Content/2026-04-02-two.comments.json"))
        let report = try await session.build()
        #expect(report.renderedPages.listed.contains("2026/04/index.html"))
        #expect(report.renderedPages.listed.contains("2026/04/two/index.html"))
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
    }

    /// `serve` passes the files its watcher saw change: only those are looked at, and the site
    /// is the same as a fresh build's.
    @Test func aRebuildToldWhatChangedLooksOnlyAtThat() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        try Data("---\ntitle: Two, renamed\n---\nSecond.\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-02-two.md"))
        try Data("A new month.\n".utf8).write(to: diary.root.appending(path: "Content/2026-07-01-six.md"))
        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/2026-05-01-four.md"))
        let report = try await session.build(
            changed: ["Content/2026-04-02-two.md", "Content/2026-07-01-six.md", "Content/2026-05-01-four.md"])
        #expect(report.parsedEntries.paths?.sorted() == ["Content/2026-04-02-two.md", "Content/2026-07-01-six.md"])
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
        // A file the watcher did not report is taken as it was: that is the point of the list.
        try Data("---\ntitle: One, unseen\n---\nFirst.\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-01-one.md"))
        let unseen = try await session.build(changed: ["Content/2026-04-02-two.md"])
        #expect(unseen.parsedEntries.isEmpty)
        // Without a list (or with one it cannot use), every file is looked at again.
        let full = try await session.build(changed: ["Content"])
        #expect(full.parsedEntries == ["Content/2026-04-01-one.md"])
    }

    /// A session meant to build once (`keepsake build`'s) keeps no inventory of `Content/`: told
    /// what changed, it looks at everything again, and still builds what a fresh build does.
    @Test func aSessionForOneBuildLooksAgainWhenToldWhatChanged() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false), buildsAgain: false)
        _ = try await session.build()
        try Data("---\ntitle: Two, renamed\n---\nSecond.\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-02-two.md"))
        try Data("---\ntitle: One, unseen\n---\nFirst.\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-01-one.md"))
        let report = try await session.build(changed: ["Content/2026-04-02-two.md"])
        #expect(!report.knewChanges)
        #expect(report.parsedEntries.paths?.sorted() == ["Content/2026-04-01-one.md", "Content/2026-04-02-two.md"])
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
    }

    /// Told of sidecars, new and removed entries and a broken one, one after the other: always
    /// what a fresh build gives (or says).
    @Test func toldRebuildsMatchFreshBuildsStepByStep() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        let steps: [(String, String?)] = [
            (
                "Content/2026-04-02-two.comments.json",
                #"{"comments": [{"id": "a", "author": "Jun", "date": "2026-04-03 10:00", "body": "Hi"}]}"#
            ),
            ("Content/2026-04-02-zero.md", "---\ntitle: Zero\n---\nNew.\n"),
            ("Content/2026-04-02-two.comments.json", nil),
            ("Content/2026-04-01-one.md", nil),
            ("Content/2026-06-01-five.md", "---\ntitle: Five again\n---\nFifth.\n"),
        ]
        for (path, text) in steps {
            let url = diary.root.appending(path: path)
            if let text { try Data(text.utf8).write(to: url) } else { try FileManager.default.removeItem(at: url) }
            let report = try await session.build(changed: [path])
            #expect(Self.contents(report.site) == (try await Self.fresh(diary)), "after \(path)")
        }
        // A broken entry fails like a fresh build, and comes back when fixed.
        let broken = diary.root.appending(path: "Content/2026-04-03-three.md")
        try Data("---\ntitle: [unclosed\n---\nThird.\n".utf8).write(to: broken)
        await #expect(throws: BuildFailure.self) { try await session.build(changed: ["Content/2026-04-03-three.md"]) }
        try Data("---\ntitle: Three\n---\nThird.\n".utf8).write(to: broken)
        let fixed = try await session.build(changed: ["Content/2026-04-03-three.md"])
        #expect(Self.contents(fixed.site) == (try await Self.fresh(diary)))
    }

    @Test func addingAndRemovingEntriesMatchesAFreshBuild() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        try Data("A new month.\n".utf8).write(to: diary.root.appending(path: "Content/2026-07-01-six.md"))
        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/2026-05-01-four.md"))
        let report = try await session.build()
        #expect(report.parsedEntries == ["Content/2026-07-01-six.md"])
        #expect(!Self.contents(report.site).keys.contains("2026/05/index.html"))
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
    }

    @Test func aBrokenEntryFailsThenTheFixComesBackWithOnlyThatFileRead() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        let path = diary.root.appending(path: "Content/2026-04-03-three.md")
        try Data("---\ntitle: [unclosed\n---\nThird.\n".utf8).write(to: path)
        await #expect(throws: BuildFailure.self) { try await session.build() }
        try Data("---\ntitle: Three again\n---\nThird.\n".utf8).write(to: path)
        let report = try await session.build()
        #expect(report.parsedEntries == ["Content/2026-04-03-three.md"])
        #expect(Self.contents(report.site) == (try await Self.fresh(diary)))
    }

    @Test func aTemplateChangeRendersEverythingAndAStylesheetChangeNothing() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        let first = try await session.build()
        let css = diary.root.appending(path: "Themes/default/assets/style.css")
        try FileManager.default.createDirectory(at: css.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("body { color: red }\n".utf8).write(to: css)
        let styled = try await session.build()
        #expect(styled.renderedPages.isEmpty)
        #expect(Self.contents(styled.site)["theme/assets/style.css"] == Array("body { color: red }\n".utf8))

        let footer = diary.root.appending(path: "Themes/default/templates/partials/footer.mustache")
        try FileManager.default.createDirectory(
            at: footer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<footer>mine</footer>\n".utf8).write(to: footer)
        let templated = try await session.build()
        #expect(templated.renderedPages.count == first.renderedPages.count)
        #expect(Self.contents(templated.site) == (try await Self.fresh(diary)))
    }

    @Test func changingTheConfigRereadsEveryEntry() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        try Data((TemporaryDiary.defaultConfig.replacingOccurrences(of: "Test diary", with: "Renamed")).utf8)
            .write(to: diary.root.appending(path: "Content/diary.yaml"))
        let report = try await session.build()
        #expect(report.parsedEntries.count == 5)
        #expect(String(decoding: Self.contents(report.site)["index.html"] ?? [], as: UTF8.self).contains("Renamed"))
    }

    @Test func editingAnEntryRendersOnlyTheTagPageThatShowsIt() async throws {
        var files: [String: String] = [:]
        for day in 1...28 {
            files["Content/2026-02-\(day < 10 ? "0" : "")\(day)-f\(day).md"] = "---\ntags: [Walk]\n---\nF\(day)\n"
        }
        for day in 1...31 {
            files["Content/2026-03-\(day < 10 ? "0" : "")\(day)-m\(day).md"] = "---\ntags: [Walk]\n---\nM\(day)\n"
        }
        for day in 1...2 { files["Content/2026-04-0\(day)-a\(day).md"] = "---\ntags: [Walk]\n---\nA\(day)\n" }
        let diary = try TemporaryDiary(files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(write: false))
        _ = try await session.build()
        // The newest entry is on the first page of the tag; the second page does not change.
        try Data("---\ntitle: A2, renamed\ntags: [Walk]\n---\nA2\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-02-a2.md"))
        let edited = try await session.build()
        #expect(edited.renderedPages.listed.contains("tags/walk/index.html"))
        #expect(!edited.renderedPages.listed.contains("tags/walk/page/2/index.html"))
        // A new newest entry moves one entry from the first page onto the second.
        try Data("---\ntags: [Walk]\n---\nA3\n".utf8).write(to: diary.root.appending(path: "Content/2026-04-03-a3.md"))
        let added = try await session.build()
        #expect(added.renderedPages.listed.contains("tags/walk/page/2/index.html"))
        #expect(Self.contents(added.site) == (try await Self.fresh(diary)))
    }

    /// `serve` printed "91 of 87 pages rendered": the feeds and sitemap were counted as pages.
    @Test func renderedPagesAreCountedLikePages() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(readsGitHistory: false))
        let report = try await session.build()
        #expect(report.renderedPages.count > report.counts.pages)
        #expect(report.renderedHTMLPages == report.counts.pages)
    }

    /// A build from nothing into the output renders every page and lists none (a big diary's
    /// list was megabytes), only counts them; a build after an edit lists what it rendered.
    @Test func aBuildOfEveryPageCountsThemWithoutListing() async throws {
        let diary = try TemporaryDiary(Self.files)
        var session = BuildSession(layout: diary.layout, options: BuildOptions(readsGitHistory: false))
        let first = try await session.build()
        #expect(first.renderedPages.everyPage && first.renderedPages.listed.isEmpty)
        #expect(first.renderedPages.count > first.counts.pages, "the feeds and the sitemap too")
        #expect(first.renderedHTMLPages == first.counts.pages)
        try Data("---\ntitle: Two, renamed\n---\nSecond.\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-02-two.md"))
        let edited = try await session.build()
        #expect(!edited.renderedPages.everyPage)
        #expect(edited.renderedPages.listed.contains("2026/04/two/index.html"))
        #expect(edited.renderedPages.count == edited.renderedPages.listed.count)
        #expect(edited.renderedHTMLPages == edited.renderedPages.listed.count { $0.hasSuffix(".html") })
    }
}
