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
