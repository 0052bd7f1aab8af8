import Testing

@testable import KeepsakeCore

@Suite("EntryParser: the extra table")
struct CustomFieldTests {
    @Test func extraKeepsEveryValueAsWritten() throws {
        let (parsed, diagnostics) = Fixture.parse(
            """
            ---
            date: 2024-05-03
            extra:
              location: 서울숲
              distance: 4.5
              shared: true
              quoted: "false"
              companions: [지민, 준]
              trip: { from: 서울, to: 부산 }
              nothing: ~
            ---
            Body

            """)
        #expect(diagnostics.texts == [])
        let extra = try #require(parsed).extra
        #expect(extra.map(\.key) == ["location", "distance", "shared", "quoted", "companions", "trip"])
        #expect(extra["location"] == .text("서울숲"))
        #expect(extra["distance"] == .text("4.5"))
        #expect(extra["shared"] == .flag(true))
        #expect(extra["quoted"] == .text("false"), "a quoted text stays text")
        #expect(extra["companions"] == .list([.text("지민"), .text("준")]))
        #expect(
            extra["trip"]
                == .table([CustomField(key: "from", value: .text("서울")), CustomField(key: "to", value: .text("부산"))]))
        #expect(extra["nothing"] == nil)
    }

    @Test func anEntryWithoutExtraHasAnEmptyTable() throws {
        let (parsed, _) = Fixture.parse("---\ndate: 2024-05-03\n---\nBody\n")
        #expect(try #require(parsed).extra.isEmpty)
    }

    @Test func extraMustBeAMappingOfNamesATemplateCanSpell() {
        let (scalar, scalarDiagnostics) = Fixture.parse("---\ndate: 2024-05-03\nextra: 서울숲\n---\nBody\n")
        #expect(scalar == nil)
        #expect(
            scalarDiagnostics.texts == [
                "Content/entries/2024/05/2024-05-03-picnic.md:3:8: error: \"extra\" must be a mapping, found \"서울숲\""
                    + "\n  hint: give it keys and values, e.g. `extra: { location: 서울숲, companions: [지민, 준] }`"
            ])
        let (badKey, keyDiagnostics) = Fixture.parse("---\ndate: 2024-05-03\nextra:\n  \"a b\": 1\n---\nBody\n")
        #expect(badKey == nil)
        #expect(
            keyDiagnostics.texts == [
                "Content/entries/2024/05/2024-05-03-picnic.md:4:3: error: extra has a key \"a b\" that a template cannot name"
                    + "\n  hint: use letters, digits, `_` and `-`, e.g. `location` or `다녀온_곳`"
            ])
    }

    @Test func extraIsPartOfTheCard() throws {
        let plain = try #require(Fixture.parse("---\ndate: 2024-05-03\n---\nBody\n").0)
        let located = try #require(
            Fixture.parse("---\ndate: 2024-05-03\nextra: { location: 서울숲 }\n---\nBody\n").0)
        #expect(plain.cardFingerprint != located.cardFingerprint, "a card may show extra: list pages depend on it")
    }
}
