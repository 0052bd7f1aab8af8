import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

@Suite("Rendered site")
struct SiteTests {
    @Test func untrustedTextStaysText() async throws {
        let diary = try TemporaryDiary(
            [
                "Content/entries/2026-04-05-x.md": """
                ---
                title: "<script>alert(1)</script>"
                tags: ["\\"><img src=x onerror=alert(2)>"]
                photo_alt: ignored
                ---
                <script>alert(3)</script> [link](javascript:alert(4)) [data](DATA:text/html;base64,xx)
                <div onclick="x">raw</div>

                """,
                "Content/entries/2026-04-05-x.comments.json": """
                {"comments": [{"id": "c1\\" onmouseover=\\"alert(5)", "author": "<b>bold</b>", "date": "2026-04-05 10:00",
                  "body": "<img src=x onerror=alert(6)> [js](jAvAsCrIpT:alert(7))"}]}
                """,
            ],
            config: TemporaryDiary.defaultConfig.replacingOccurrences(
                of: "Test diary", with: "\"</title><script>alert(8)</script>\""))
        _ = try await diary.build()
        let page = try #require(diary.output("2026/04/x/index.html"))
        // Payloads may appear as visible text, never as markup.
        for payload in [
            "<script>", "<img src=x onerror", "href=\"javascript:", "href=\"jAvAsCrIpT:", "href=\"DATA:text",
            "<div onclick",
            "<b>bold", "\" onmouseover=\"",
        ] {
            #expect(!page.contains(payload), "page contains \(payload)")
        }
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;b&gt;bold&lt;/b&gt;"))
        let index = try #require(diary.output("index.html"))
        #expect(!index.contains("<script>alert"))
    }

    @Test func veryDeepThreadsNestBoundedAndLoseNothing() async throws {
        var comments = [#"{"id": "c0", "author": "a", "date": "2026-04-05 10:00", "body": "x"}"#]
        for index in 1..<1000 {
            comments.append(
                #"{"id": "c\#(index)", "author": "a\#(index - 1)", "date": "2026-04-05 10:00", "body": "x", "replyTo": "c\#(index - 1)"}"#
            )
        }
        let diary = try TemporaryDiary([
            "Content/entries/2026-04-05-x.md": "Hi\n",
            "Content/entries/2026-04-05-x.comments.json": #"{"comments": ["# + comments.joined(separator: ",") + "]}",
        ])
        _ = try await diary.build()
        let page = try #require(diary.output("2026/04/x/index.html"))
        #expect(page.components(separatedBy: "<ol class=\"comment-replies\">").count - 1 == CommentView.maxDepth)
        #expect(page.components(separatedBy: "id=\"comment-c").count - 1 == 1000)
        #expect(page.contains("<span class=\"comment-reply-to\">↪ a997</span>"))
    }

    @Test func stickersArePlacedAsWritten() async throws {
        let diary = try TemporaryDiary([
            "Content/entries/2026-04-05-x.md": """
            ---
            stickers:
              - { name: heart, x: 12.5, y: 90, rotate: -20, scale: 1.25 }
            ---
            Hi

            """
        ])
        _ = try await diary.build()
        let page = try #require(diary.output("2026/04/x/index.html"))
        #expect(
            page.contains(
                "src=\"../../../theme/stickers/heart.svg\" alt=\"\" style=\"left:12.5%;top:90%;--rotate:-20deg;--scale:1.25\""
            ))
    }

    @Test func eachLayoutLinksToTheOther() async throws {
        let diary = try TemporaryDiary(["Content/entries/2026-04-05-x.md": "Hi\n"])
        _ = try await diary.build()
        let polaroid = try #require(diary.output("index.html"))
        let grid = try #require(diary.output("grid/index.html"))
        #expect(polaroid.contains("href=\"grid/index.html\" data-layout=\"grid\""))
        #expect(grid.contains("href=\"../index.html\" data-layout=\"polaroid\""))
        #expect(grid.contains("cards-grid") && polaroid.contains("cards-polaroid"))
        let month = try #require(diary.output("2026/04/grid/index.html"))
        #expect(month.contains("href=\"../../../2026/04/index.html\" data-layout=\"polaroid\""))
    }

    @Test func theFrontPageShowsRecentMonthsAndLinksTheRest() async throws {
        var files: [String: String] = [:]
        for month in 1...6 { files["Content/entries/2026-0\(month)-10-m\(month).md"] = "Entry \(month)\n" }
        let diary = try TemporaryDiary(files, config: TemporaryDiary.defaultConfig + "index_months: 2\n")
        _ = try await diary.build()
        let index = try #require(diary.output("index.html"))
        #expect(index.contains("id=\"month-2026-06\"") && index.contains("id=\"month-2026-05\""))
        #expect(!index.contains("id=\"month-2026-04\""))
        #expect(index.contains("href=\"2026/01/index.html\">January 2026</a>"))
        #expect(
            diary.output("2026/01/index.html")?.contains("href=\"../../2026/01/m1/index.html\"") == true,
            "older months keep their own pages")
    }

    @Test func aFailedBuildLeavesThePreviousOutputIntact() async throws {
        let diary = try TemporaryDiary(["Content/entries/2026-04-05-x.md": "Hi\n"])
        _ = try await diary.build()
        let before = Fixtures.tree(diary.layout.output)
        try Data("---\ndate: 2026-02-30\n---\n".utf8).write(
            to: diary.root.appending(path: "Content/entries/2026-04-06-y.md"))
        await #expect(throws: BuildFailure.self) { try await diary.build() }
        #expect(Fixtures.tree(diary.layout.output) == before)
    }

    @Test func filesThatNoLongerBelongAreRemoved() async throws {
        let diary = try TemporaryDiary([
            "Content/entries/2026-04-05-x.md": "Hi\n", "Content/entries/2026-05-05-y.md": "Yo\n",
        ])
        _ = try await diary.build()
        #expect(diary.output("2026/05/y/index.html") != nil)
        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/entries/2026-05-05-y.md"))
        _ = try await diary.build()
        #expect(diary.output("2026/05/y/index.html") == nil)
        #expect(diary.output("2026/04/x/index.html") != nil)
    }

    @Test func refusesToReplaceAFolderKeepsakeDidNotWrite() async throws {
        let diary = try TemporaryDiary(["Content/entries/2026-04-05-x.md": "Hi\n"])
        let notes = diary.layout.output.appending(path: "notes.txt")
        try FileManager.default.createDirectory(at: diary.layout.output, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: notes)
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        #expect(failure?.diagnostics.first?.message.contains("not written by keepsake") == true)
        #expect(FileManager.default.contents(atPath: notes.path) == Data("mine".utf8))
    }

    @Test func checkWritesNothing() async throws {
        let diary = try TemporaryDiary(["Content/entries/2026-04-05-x.md": "Hi\n"])
        _ = try await diary.build(write: false)
        #expect(!FileManager.default.fileExists(atPath: diary.layout.output.path))
    }

    @Test func draftsOnlyWithDrafts() async throws {
        let diary = try TemporaryDiary(["Content/entries/2026-04-05-x.md": "---\ndraft: true\n---\nHi\n"])
        let without = try await diary.build()
        #expect(without.counts.entries == 0)
        #expect(without.counts.draftsSkipped == 1)
        #expect(diary.output("2026/04/x/index.html") == nil)
        let with = try await diary.build(drafts: true)
        #expect(with.counts.entries == 1 && with.counts.drafts == 1 && with.counts.draftsSkipped == 0)
        #expect(diary.output("2026/04/x/index.html")?.contains("badge-draft") == true)
    }
}
