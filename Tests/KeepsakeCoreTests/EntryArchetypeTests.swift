import Testing

@testable import KeepsakeCore

@Suite("EntryArchetype")
struct EntryArchetypeTests {
    static let date = Fixture.date("2024-05-03 21:30")

    private func fill(_ text: String, _ values: EntryRequest, slug: String) throws -> String {
        try EntryArchetype(text: text, origin: "Content/archetypes/entry.md").fill(values, slug: slug)
    }

    @Test func builtInFillsEveryField() throws {
        let values = EntryRequest(
            title: "Note: 벚꽃 피크닉", date: Self.date, author: "minji", mood: "happy", tags: ["봄", "picnic"])
        #expect(
            try EntryArchetype.builtIn.fill(values, slug: "note-벚꽃-피크닉") == """
                ---
                title: "Note: 벚꽃 피크닉"
                date: 2024-05-03 21:30
                author: minji
                mood: happy
                tags: [봄, picnic]
                ---


                """)
    }

    @Test func emptyPlaceholderLinesAreLeftOut() throws {
        let values = EntryRequest(title: "Rain", date: Self.date)
        #expect(
            try EntryArchetype.builtIn.fill(values, slug: "rain")
                == "---\ntitle: Rain\ndate: 2024-05-03 21:30\n---\n\n")
    }

    @Test func bodyValuesAreTextAndOtherLinesStay() throws {
        let archetype = """
            ---
            title: {{ title }}
            date: {{date}}
            weather: cloudy
            author: {{author}}
            ---
            # {{title}}

            Tags: {{tags}} · mood: {{mood}} · by {{author}} · {{slug}}
            {{author}}

            """
        let values = EntryRequest(
            title: "Note: rain", date: Self.date, mood: "calm", tags: ["a b", "c"])
        #expect(
            try fill(archetype, values, slug: "note-rain") == """
                ---
                title: "Note: rain"
                date: 2024-05-03 21:30
                weather: cloudy
                ---
                # Note: rain

                Tags: a b, c · mood: calm · by  · note-rain


                """)
    }

    @Test func unknownPlaceholdersAreLocated() {
        let archetype = EntryArchetype(
            text: "---\ntitle: {{title}}\nweather: {{wether}}\n---\n{{ Title }} {{x}}\n",
            origin: "Content/archetypes/entry.md")
        let values = EntryRequest(title: "T", date: Self.date)
        guard
            case .failure(let failure) = Result(catching: { () throws(EditFailure) in
                try archetype.fill(values, slug: "t")
            })
        else {
            Issue.record("expected unknown placeholders to fail")
            return
        }
        #expect(
            failure.diagnostics.texts == [
                "Content/archetypes/entry.md:3:10: error: unknown placeholder {{wether}}\n  hint: known placeholders: title, date, author, mood, tags, slug",
                "Content/archetypes/entry.md:5:1: error: unknown placeholder {{Title}}\n  hint: did you mean \"title\"? known placeholders: title, date, author, mood, tags, slug",
                "Content/archetypes/entry.md:5:13: error: unknown placeholder {{x}}\n  hint: known placeholders: title, date, author, mood, tags, slug",
            ])
    }

    @Test func textWithoutFrontMatterIsAllBody() throws {
        let values = EntryRequest(title: "a: b", date: Self.date)
        #expect(
            try fill("{{title}} on {{date}}\nauthor: {{author}}\n", values, slug: "a-b")
                == "a: b on 2024-05-03 21:30\nauthor: \n")
    }

    /// Whatever the title, the filled-in entry reads back with that title.
    @Test(arguments: [
        "벚꽃 피크닉!", "Note: rain #1", "#hashtag", "- dash", "yes", "null", "2024", "[x]", "{y}", "say \"hi\"",
        "back\\slash", "🌸 spring 🌸", "a, b", "it's", "*star", "&anchor", "!tag", "%percent", "@at", "`tick`", "|pipe",
        ">fold",
    ])
    func titlesSurviveYAML(title: String) throws {
        let values = EntryRequest(title: title, date: Self.date, mood: "happy", tags: [title, "x"])
        let text = try EntryArchetype.builtIn.fill(values, slug: "s")
        let (entry, diagnostics) = Fixture.parse(text)
        #expect(diagnostics.texts == [])
        #expect(entry?.title == title)
        #expect(entry?.tags == [title, "x"])
    }
}
