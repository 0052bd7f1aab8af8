import Foundation
import KeepsakeCore
import KeepsakeImport
import KeepsakeTestSupport
import Testing

/// `ObsidianReader` against a small vault (Fixtures/obsidian): `.obsidian/app.json`, daily notes
/// in `Daily/` with wikilinks, embeds, comments and tags, attachments, notes that are not daily.
@Suite struct ObsidianReaderTests: FixtureBatchSuite {
    static let vault = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/obsidian")

    /// Read from the daily-notes folder: the vault is found above it.
    let batch: ImportBatch

    init() throws { batch = try ObsidianReader().read(Self.vault.appending(path: "Daily")) }

    @Test func dailyNotesAreTheEntries() {
        #expect(
            batch.entries.map(\.origin) == [
                "2024-05-03.md", "2024-05-04 Saturday.md", "2024-05-05-rainy day.md", "meeting.md", "standup.md",
            ])
        #expect(
            batch.entries.map(\.date) == [
                ImportedDate(year: 2024, month: 5, day: 3),
                ImportedDate(year: 2024, month: 5, day: 4, hour: 18, minute: 30, utcOffset: 9 * 3600),
                ImportedDate(year: 2024, month: 5, day: 5),
                ImportedDate(year: 2024, month: 5, day: 7),  // `date:`
                ImportedDate(year: 2024, month: 5, day: 6, hour: 9, minute: 15),  // `created:`
            ])
        #expect(batch.entries.allSatisfy { $0.photo == nil && !$0.isDraft })
        #expect(notes("Ideas.md") == ["note without a date, not imported"])
        // dated by its name, but its front matter cannot be read: skipped
        #expect(
            notes("2024-05-08.md") == [
                "front matter not read: YAML at line 3, column 9: invalid YAML: found unexpected end of stream (while scanning a quoted scalar)"
            ])
    }

    @Test func linksEmbedsTagsAndComments() throws {
        let friday = try entry("2024-05-03.md")
        #expect(friday.title == "Friday picnic")  // the first `# heading`, taken out of the body
        // front matter (`#life` without its `#`), then inline; `#Diary` is `diary` again
        #expect(friday.tags == ["diary", "life", "picnic", "food/snacks"])
        #expect(friday.extra == [CustomField(key: "mood", value: .text("happy"))])
        let saturday = ImportedEntry.link(to: "2024-05-04 Saturday.md")
        #expect(
            friday.body == """
                Packed lunch for the park with [Saturday's](\(saturday)) plans in mind. #picnic #food/snacks #Diary

                ![](photos/sunset.png)
                ![](<photos/Pasted image 20240503101530.png>)
                ![The sunset over the river](photos/sunset.png)
                ![Beach](photos/beach.png)
                ![also the sunset](photos/sunset.png)
                ![[missing.png]]

                Books to read: my list, then [2024-05-04 Saturday > Evening](\(saturday)).
                Reading list


                > [!note] Weather
                > Sunny, 21°C. #1984 is a year, not a tag; `#notatag` is code.

                ## Plans
                See https://example.com/page#section and Plans.

                ```
                #notatageither [[2024-05-04 Saturday]]
                ```

                """)
        #expect(
            friday.pictures == [
                // found by its name elsewhere in the vault
                ImportedPicture(name: "beach.png", file: Self.vault.appending(path: "Photos/beach.png")),
                // in app.json's attachment folder; shown three times, copied once
                ImportedPicture(name: "sunset.png", file: Self.vault.appending(path: "attachments/sunset.png")),
                ImportedPicture(
                    name: "Pasted image 20240503101530.png",
                    file: Self.vault.appending(path: "attachments/Pasted image 20240503101530.png")),
            ])
        #expect(
            notes("2024-05-03.md") == [
                "front matter key \"cssclasses\" not imported", "Obsidian comment (%%…%%) dropped",
                "embedded picture not found, kept as text", "wikilink to a note that is not imported, kept as text",
                "note embed (![[…]]) kept as text: the note is not imported",
            ])
    }

    @Test func aKoreanNoteWithAnOffsetAndADecomposedPictureName() throws {
        let saturday = try entry("2024-05-04 Saturday.md")
        #expect(saturday.title == "토요일 산책")
        #expect(saturday.date.written == "2024-05-04T18:30:00+09:00")
        #expect(saturday.tags == ["산책", "주말", "고양이"])
        #expect(
            saturday.body == """
                고양이를 만났다. ![](photos/고양이.png) #고양이

                Back to [2024-05-03](\(ImportedEntry.link(to: "2024-05-03.md"))) for the picnic.

                ## Evening
                Dinner at home.

                """)
        let picture = try #require(saturday.pictures.first)
        // The file is stored decomposed; its name here is composed (`==` would call them equal).
        #expect(Array(picture.name.utf8) == Array("고양이.png".precomposedStringWithCanonicalMapping.utf8))
        // the file as the disk names it (Linux keeps the decomposed name the fixture was made with)
        #expect(FileManager.default.fileExists(atPath: picture.file.path))
        #expect(picture.file.deletingLastPathComponent().path == Self.vault.appending(path: "attachments/").path)
        #expect(saturday.pictures.count == 1)
        #expect(notes("2024-05-04 Saturday.md").isEmpty)
    }

    @Test func aNoteWithoutTitleAndMarkdownLinks() throws {
        let rainy = try entry("2024-05-05-rainy day.md")
        #expect(rainy.title == nil)
        // `[[saturday walk]]`: the Saturday note's alias, without case
        #expect(rainy.tags.isEmpty)
        #expect(
            rainy.body == """
                It rained all day, unlike the [saturday walk](\(ImportedEntry.link(to: "2024-05-04 Saturday.md"))).

                Looked at [yesterday's walk](\(ImportedEntry.link(to: "2024-05-04 Saturday.md"))) and the list.

                """)
        #expect(
            notes("2024-05-05-rainy day.md") == [
                "Obsidian comment (%%…%%) dropped", "wikilink to a note that is not imported, kept as text",
            ])
    }

    @Test func theVaultAsSource() throws {
        let batch = try ObsidianReader().read(Self.vault)
        #expect(
            batch.entries.map(\.origin) == [
                "Daily/2024-05-03.md", "Daily/2024-05-04 Saturday.md", "Daily/2024-05-05-rainy day.md",
                "Daily/meeting.md",
                "Daily/standup.md",
            ])
        let friday = try #require(batch.entries.first)
        #expect(
            friday.body.hasPrefix(
                "Packed lunch for the park with [Saturday's](keepsake-import:Daily/2024-05-04%20Saturday.md)"))
        let undated = batch.notes.filter { $0.kind == "note without a date, not imported" }.map(\.origin)
        #expect(undated == ["Daily/Ideas.md", "Reading list.md", "Templates/Daily.md"])
    }

    @Test func withoutObsidianSettingsPicturesAreFoundByName() throws {
        let folder = try ReaderScratchFolder()
        try folder.write("2024-01-01 Monday.md", "![[dog.png|dog|120x80]] ![](sub/dog.png) %% half\n")
        try folder.write("sub/dog.png", bytes: PNGFile.rgba(width: 1, height: 1) { _, _ in (0, 0, 0, 255) })
        let batch = try ObsidianReader().read(folder.url)
        let monday = try #require(batch.entries.first)
        #expect(monday.body == "![dog](photos/dog.png) ![](photos/dog.png) %% half\n")  // an unclosed %% stays
        #expect(monday.pictures.map(\.file.lastPathComponent) == ["dog.png"])
        #expect(batch.notes.isEmpty)
    }

    @Test func aSourceWithoutNotesFails() throws {
        let folder = try ReaderScratchFolder()
        #expect {
            try ObsidianReader().read(folder.url)
        } throws: { error in
            (error as? ImportFailure)?.message == "no notes (.md files) in \(folder.url.standardizedFileURL.path)"
                && (error as? ImportFailure)?.hint != nil
        }
        #expect(throws: ImportFailure.self) { try ObsidianReader().read(Self.vault.appending(path: "Reading list.md")) }
    }
}
