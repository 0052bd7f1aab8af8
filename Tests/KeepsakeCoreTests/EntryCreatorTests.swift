import Testing

@testable import KeepsakeCore

@Suite("EntryCreator")
struct EntryCreatorTests {
    let creator = EntryCreator(config: Fixture.config(), catalog: Fixture.catalog)

    private func plan(
        _ title: String, _ date: String = "2024-05-03 21:30", author: String? = nil, mood: String? = nil,
        tags: [String] = [],
        archetype: EntryArchetype = .builtIn, files: Set<String> = [], pages: Set<String> = []
    ) -> Result<PlannedEntry, EditFailure> {
        Result { () throws(EditFailure) in
            try creator.plan(
                EntryRequest(title: title, date: Fixture.date(date), author: author, mood: mood, tags: tags),
                archetype: archetype, files: files, pagesInUse: pages)
        }
    }

    private func path(_ result: Result<PlannedEntry, EditFailure>) -> String? {
        try? result.get().path
    }

    @Test func plansAFileFromTheTitle() throws {
        let planned = try plan("벚꽃 피크닉!", author: "minji", mood: "happy", tags: ["봄", "picnic"]).get()
        #expect(planned.path == "Content/entries/2024/05/2024-05-03-벚꽃-피크닉.md")
        #expect(
            planned.text == """
                ---
                title: 벚꽃 피크닉!
                date: 2024-05-03 21:30
                author: minji
                mood: happy
                tags: [봄, picnic]
                ---


                """)
        #expect(planned.warnings == [])
    }

    @Test func theSameDayAndTitleGetANumber() {
        let first = "Content/entries/2024/05/2024-05-03-picnic.md"
        let second = "Content/entries/2024/05/2024-05-03-picnic-2.md"
        #expect(path(plan("Picnic", files: [first])) == second)
        #expect(path(plan("Picnic", files: [first, second])) == "Content/entries/2024/05/2024-05-03-picnic-3.md")
    }

    @Test func aPageAddressInUseThisMonthGetsANumber() throws {
        // Another day of May already has the page 2024/05/picnic/.
        let planned = try plan("Picnic", "2024-05-20", pages: ["2024/05/picnic/"]).get()
        #expect(planned.path == "Content/entries/2024/05/2024-05-20-picnic-2.md")
        #expect(
            path(plan("Picnic", "2024-06-01", pages: ["2024/05/picnic/"]))
                == "Content/entries/2024/06/2024-06-01-picnic.md")
    }

    @Test func titlesWithoutLettersFallBackToTheTimeOrEntry() {
        #expect(path(plan("!!!", "2024-05-03 07:05")) == "Content/entries/2024/05/2024-05-03-0705.md")
        #expect(path(plan("🌸", "2024-05-03")) == "Content/entries/2024/05/2024-05-03-entry.md")
        #expect(
            path(plan("", "2024-05-03", files: ["Content/entries/2024/05/2024-05-03-entry.md"]))
                == "Content/entries/2024/05/2024-05-03-entry-2.md")
    }

    @Test func unknownAuthorAndMoodAreRefusedWithSuggestions() {
        guard case .failure(let failure) = plan("x", author: "minij", mood: "hapy") else {
            Issue.record("expected a refusal")
            return
        }
        #expect(
            failure.diagnostics.texts == [
                "--author: error: unknown author \"minij\"\n  hint: did you mean \"minji\"? known members: minji, jun (members are listed in Content/diary.yaml)",
                "--mood: error: unknown mood \"hapy\"\n  hint: did you mean \"happy\"? known moods: happy, calm, sad",
            ])
    }

    @Test func anArchetypeThatWouldNotBuildIsRefused() {
        let archetype = EntryArchetype(
            text: "---\ntitle: {{title}}\nweather: {{mood}}\n---\n", origin: "Content/archetypes/entry.md")
        guard case .failure(let failure) = plan("x", mood: "happy", archetype: archetype) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(
            failure.diagnostics.map(\.headline) == [
                "Content/entries/2024/05/2024-05-03-x.md:3:10: error: unknown weather \"happy\"",
                "Content/archetypes/entry.md: error: the entry made from this archetype would not build (the problems are listed above); nothing was written",
            ])
    }

    @Test func warningsAreHandedOn() throws {
        let archetype = EntryArchetype(
            text: "---\ntitle: {{title}}\nmod: x\n---\n", origin: "Content/archetypes/entry.md")
        let planned = try plan("x", archetype: archetype).get()
        #expect(
            planned.warnings.map(\.headline) == [
                "Content/entries/2024/05/2024-05-03-x.md:3:1: warning: unknown key \"mod\" in front matter is ignored"
            ])
    }

    @Test func pagesInUseSkipDeletedEntries() throws {
        let folder = try TemporaryFolder()
        try folder.write("Content/entries/2024/05/2024-05-03-picnic.md", "Hi\n")
        try folder.write("Content/entries/2024/05/2024-05-04-walk.md", "---\nslug: stroll\n---\n")
        try folder.write("Content/entries/2024/05/2024-05-05-gone.md", "---\ndeleted: true\n---\n")
        try folder.write("Content/entries/2024/05/2024-05-06-bad.md", "---\nmood: nope\n---\n")
        let layout = SiteLayout(root: folder.url)
        let pages = creator.pagesInUse(ContentScanner.scan(layout), layout: layout)
        #expect(pages == ["2024/05/picnic/", "2024/05/stroll/"])
    }
}
