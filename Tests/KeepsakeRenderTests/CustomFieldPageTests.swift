import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A diary's own front matter fields (`extra:`) reach its templates, on entry pages and on cards.
@Suite("Pages: the extra table")
struct CustomFieldPageTests: RebuildTesting {
    static let entry = "Content/entries/2026-04-05-walk.md"
    static func text(location: String) -> String {
        "---\ntitle: Walk\nextra:\n  location: \(location)\n  companions: [지민, 준]\n  shared: true\n---\nHello\n"
    }
    static let files = [
        entry: text(location: "서울숲"),
        "Themes/default/templates/partials/footer.mustache": "<footer></footer>\n",
        "Themes/default/templates/partials/polaroid-card.mustache":
            "<article>{{title}} @ {{extra.location}}{{#extra.shared}} (shared){{/extra.shared}}"
            + "{{#extra.companions}} with {{.}}{{/extra.companions}}</article>\n",
    ]

    @Test func templatesShowExtraValues() async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        let month = try #require(diary.output("2026/04/index.html"))
        #expect(month.contains("<article>Walk @ 서울숲 (shared) with 지민 with 준</article>"))
    }

    /// A card's digest covers `extra`: editing it alone renders the month page again.
    @Test func anEditToExtraAloneReachesTheCards() async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        try write(diary, Self.entry, Self.text(location: "한강"))
        _ = try await build(diary)
        var edited = Self.files
        edited[Self.entry] = Self.text(location: "한강")
        #expect(site(diary) == (try await fresh(edited)))
        #expect(diary.output("2026/04/index.html")?.contains("Walk @ 한강") == true)
    }
}
