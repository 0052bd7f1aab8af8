import Testing

@testable import KeepsakeCore

/// A diary's own moods in diary.yaml, laid over the theme's vocabulary.
@Suite("Diary moods")
struct DiaryMoodsTests {
    static func extend(_ yaml: String) throws -> (DecorationCatalog, [Diagnostic]) {
        try DiaryConfigFile.parse(yaml, path: "Content/diary.yaml").get().extend(Fixture.catalog)
    }

    @Test func overridesFieldByFieldAndAddsNewMoodsAfterTheThemes() throws {
        let (catalog, diagnostics) = try Self.extend(
            """
            title: T
            moods:
              sad: { emoji: "🥲", label: { ko: 슬퍼요 } }
              homesick: { emoji: "🏠", tone: negative, label: { en: Homesick, ko: 집이 그리워요 } }
            """)
        #expect(diagnostics.isEmpty)
        #expect(catalog.moods.map(\.name) == ["happy", "calm", "sad", "homesick"])
        let sad = try #require(catalog.mood(named: "sad"))
        #expect(sad.emoji == "🥲")
        #expect(sad.tone == .negative)  // kept from the theme
        #expect(sad.labels == ["ko": "슬퍼요"])
        #expect(catalog.mood(named: "homesick")?.tone == .negative)
    }

    @Test func aNewMoodNeedsAnEmojiAndToneIsChecked() throws {
        let (catalog, diagnostics) = try Self.extend(
            """
            title: T
            moods:
              homesick: { tone: negative }
              calm: { tone: sideways }
            """)
        #expect(
            diagnostics.headlines == [
                "Content/diary.yaml:3:13: error: mood \"homesick\" has no emoji",
                "Content/diary.yaml:4:17: error: tone must be `positive` or `negative`",
            ])
        #expect(catalog.mood(named: "homesick") == nil)
    }

    @Test func withoutMoodsTheCatalogIsTheThemes() throws {
        let (catalog, diagnostics) = try Self.extend("title: T\n")
        #expect(diagnostics.isEmpty)
        #expect(catalog.moods == Fixture.catalog.moods)
    }
}
