import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// In a shared diary the cover says whose turn it is: the member after the newest entry's author.
@Suite("Whose turn")
struct CoverTurnTests {
    static let config = """
        title: Shared
        language: en
        members:
          - { id: minji, name: Minji }
          - { id: jun, name: Jun }
          - { id: emma, name: Emma }

        """

    static func cover(_ files: [String: String], config: String = config) async throws -> String {
        let diary = try TemporaryDiary(files, config: config)
        let report = try await diary.build(drafts: true, write: false)
        guard case .bytes(let bytes)? = report.site.files.first(where: { $0.path == "index.html" })?.contents else {
            return ""
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theMemberAfterTheNewestAuthorWrapsAround() async throws {
        let page = try await Self.cover([
            "Content/2026-04-01-a.md": "---\nauthor: jun\n---\nA\n",
            "Content/2026-04-02-b.md": "---\nauthor: emma\n---\nB\n",
            // A newer draft does not take the turn.
            "Content/2026-04-03-c.md": "---\nauthor: minji\ndraft: true\n---\nC\n",
            // Nor does an entry without an author.
            "Content/2026-04-04-d.md": "D\n",
        ])
        #expect(page.contains("<p class=\"cover-turn\">Next to write: <strong>Minji</strong></p>"))
    }

    @Test func nobodyHasWrittenYetSoTheFirstMemberStarts() async throws {
        let page = try await Self.cover(["Content/2026-04-01-a.md": "A\n"])
        #expect(page.contains("Next to write: <strong>Minji</strong>"))
    }

    @Test func aDiaryOfOneHasNoTurns() async throws {
        let page = try await Self.cover(
            ["Content/2026-04-01-a.md": "---\nauthor: minji\n---\nA\n"],
            config: "title: Mine\nlanguage: en\nmembers:\n  - { id: minji, name: Minji }\n")
        #expect(!page.contains("cover-turn"))
        #expect(page.contains("Minji"))
    }
}

/// A tag of a big diary is split into pages of `TagPage.pageSize`, newest first.
@Suite("Tag pages")
struct TagPageTests {
    @Test func aTagWithMoreEntriesThanAPageHoldsGetsMorePages() async throws {
        var files: [String: String] = [:]
        for day in 0...TagPage.pageSize {
            let date = Date(timeIntervalSince1970: 1_767_225_600 + Double(day) * 86_400)  // from 2026-01-01
            let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
            let name = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            files["Content/\(name)-e\(day).md"] = "---\ntags: [Walk]\n---\nDay \(day).\n"
        }
        let diary = try TemporaryDiary(files)
        _ = try await diary.build()
        let first = try #require(diary.output("tags/walk/index.html"))
        let second = try #require(diary.output("tags/walk/page/2/index.html"))
        #expect(diary.output("tags/walk/page/3/index.html") == nil)
        #expect(first.components(separatedBy: "class=\"card card-grid\"").count - 1 == TagPage.pageSize)
        #expect(second.components(separatedBy: "class=\"card card-grid\"").count - 1 == 1)
        #expect(first.contains("rel=\"next\" href=\"../../tags/walk/page/2/index.html\""))
        #expect(second.contains("rel=\"prev\" href=\"../../../../tags/walk/index.html\""))
        #expect(second.contains("January 1, 2026"))  // the oldest entry is on the last page
        #expect(first.contains("61 entries · page 1 / 2"))
    }
}
