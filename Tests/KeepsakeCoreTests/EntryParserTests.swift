import Foundation
import Testing

@testable import KeepsakeCore

@Suite("EntryParser: valid entries")
struct EntryParserTests {
    static let fullEntry = """
        ---
        title: 벚꽃 피크닉!
        date: 2024-05-03 21:30
        author: minji
        tags: [picnic, spring, picnic, " "]
        mood: happy
        weather: { kind: sunny, temperature: 21.5 }
        color: "#FF8800"
        photo: photos/picnic.jpg
        photo_alt: A blanket under cherry trees
        stickers:
          - { name: heart, x: 80, y: 10 }
          - name: star
            x: 20
            y: 90.5
            rotate: -15
            scale: 1.5
        draft: false
        deleted: false
        slug: cherry-picnic
        ---
        We said "let's go" -- and went.

        ![blossoms](photos/blossom%20close.jpg)

        """

    @Test func fullEntryDecodesEveryKey() throws {
        let (parsed, diagnostics) = Fixture.parse(Self.fullEntry)
        #expect(diagnostics.texts == [])
        let entry = try #require(parsed)
        #expect(entry.source == "Content/entries/2024/05/2024-05-03-picnic.md")
        #expect(entry.title == "벚꽃 피크닉!")
        #expect(entry.date.rfc3339 == "2024-05-03T21:30:00+09:00")
        #expect(entry.date.hasTime)
        #expect(entry.author == Fixture.members[0])
        #expect(entry.tags == ["picnic", "spring"])
        #expect(entry.mood == "happy")
        #expect(entry.weather == Weather(kind: "sunny", temperature: 21.5))
        #expect(entry.color == DiaryColor(name: nil, hex: "#ff8800"))
        #expect(
            entry.photo
                == Photo(
                    source: "Content/entries/2024/05/photos/picnic.jpg", alt: "A blanket under cherry trees",
                    location: SourceLocation(path: "Content/entries/2024/05/2024-05-03-picnic.md", line: 9, column: 8)))
        #expect(entry.photo?.sitePath == "media/entries/2024/05/photos/picnic.jpg")
        #expect(
            entry.stickers == [
                StickerPlacement(name: "heart", x: 80, y: 10, rotate: 0, scale: 1),
                StickerPlacement(name: "star", x: 20, y: 90.5, rotate: -15, scale: 1.5),
            ])
        #expect(!entry.isDraft)
        #expect(!entry.isDeleted)
        #expect(entry.slug == "cherry-picnic")
        #expect(entry.sitePath == "2024/05/cherry-picnic/")
        #expect(
            entry.bodyHTML == """
                <p>We said “let’s go” – and went.</p>
                <p><img src="../../../media/entries/2024/05/photos/blossom%20close.jpg" alt="blossoms" /></p>

                """)
        #expect(
            entry.media == [
                MediaFile(
                    source: "Content/entries/2024/05/photos/blossom close.jpg",
                    position: SourcePosition(line: 24, column: 1))
            ])
        #expect(
            entry.media.first?.location(in: entry.source)
                == SourceLocation(path: "Content/entries/2024/05/2024-05-03-picnic.md", line: 24, column: 1))
        #expect(MediaFile(source: "Content/a.jpg").location(in: entry.source) == SourceLocation(path: "Content/a.jpg"))
        #expect(entry.media.map(\.sitePath) == ["media/entries/2024/05/photos/blossom close.jpg"])
        #expect(entry.comments == nil)
    }

    /// Files copied from a Mac keep Korean names decomposed, while the writer types them
    /// composed. Regression: the reference was found (a `String` compares both spellings as
    /// equal) but kept in the writer's spelling, which opens no file on Linux: "photo cannot be read".
    @Test func referencesTakeTheFoldersSpellingOfAName() throws {
        let folder = "Content/entries/2024/05/photos/"
        let (photo, picture) = (
            "사진.jpg".decomposedStringWithCanonicalMapping, "그림.jpg".decomposedStringWithCanonicalMapping
        )
        let parser = Fixture.parser(
            files: Fixture.files.union([folder + photo, folder + picture]))
        let (entry, diagnostics) = parser.parse(
            path: Fixture.entryPath,
            text:
                "---\ndate: 2024-05-03\nphoto: photos/사진.jpg\nphoto_alt: 소풍\n---\n![그림](photos/%EA%B7%B8%EB%A6%BC.jpg)\n"
        )
        #expect(diagnostics.isEmpty)
        let parsed = try #require(entry)
        #expect("사진.jpg".utf8.count != photo.utf8.count, "the two spellings differ in bytes")
        #expect(parsed.photo.map { Array($0.source.utf8) } == Array((folder + photo).utf8))
        // Published under the composed name, whatever the folder's spelling. Regression: it kept the decomposed one.
        #expect(parsed.photo.map { Array($0.sitePath.utf8) } == Array("media/entries/2024/05/photos/사진.jpg".utf8))
        #expect(parsed.media.map { Array($0.source.utf8) } == [Array((folder + picture).utf8)])
        #expect(parsed.bodyHTML.contains("photos/%EA%B7%B8%EB%A6%BC.jpg"), "\(parsed.bodyHTML)")
    }

    @Test(arguments: [
        ("tags: picnic", ["picnic"]),
        ("tags: [ a , b ]", ["a", "b"]),
        ("tags: [a, ~, b]", ["a", "b"]),
        ("tags: []", []),
        ("tags:", []),
        ("tags: 2024", ["2024"]),
        ("tags:\n  - 봄\n  - 소풍", ["봄", "소풍"]),
    ])
    func tagForms(line: String, tags: [String]) throws {
        let (entry, diagnostics) = Fixture.parse("---\n\(line)\n---\n")
        #expect(diagnostics.texts == [])
        #expect(try #require(entry).tags == tags)
    }

    @Test(arguments: [
        ("weather: rainy", Weather(kind: "rainy")),
        ("weather: { kind: snowy, temperature: -3 }", Weather(kind: "snowy", temperature: -3)),
        ("weather: { kind: cloudy }", Weather(kind: "cloudy")),
    ])
    func weatherForms(line: String, weather: Weather) throws {
        let (entry, diagnostics) = Fixture.parse("---\n\(line)\n---\n")
        #expect(diagnostics.texts == [])
        #expect(try #require(entry).weather == weather)
    }

    @Test(arguments: [
        ("color: peach", DiaryColor(name: "peach", hex: "#ffcba4")),
        ("color: \"#A1B2C3\"", DiaryColor(name: nil, hex: "#a1b2c3")),
        ("color: ' mint '", DiaryColor(name: "mint", hex: "#b8e0d2")),
    ])
    func colorForms(line: String, color: DiaryColor) throws {
        let (entry, diagnostics) = Fixture.parse("---\n\(line)\n---\n")
        #expect(diagnostics.texts == [])
        #expect(try #require(entry).color == color)
    }

    @Test func draftAndDeletedFlags() throws {
        let (entry, diagnostics) = Fixture.parse("---\ndraft: true\ndeleted: true\n---\n")
        #expect(diagnostics.texts == [])
        let parsed = try #require(entry)
        #expect(parsed.isDraft)
        #expect(parsed.isDeleted)
    }

    @Test func photoWithoutAltHasEmptyAltAndAWarning() throws {
        let (entry, diagnostics) = Fixture.parse("---\nphoto: ./photos/../photos/picnic.jpg\n---\n")
        #expect(
            diagnostics.map(\.headline) == [
                "Content/entries/2024/05/2024-05-03-picnic.md:2:8: warning: photo has no photo_alt"
            ])
        #expect(
            try #require(entry).photo
                == Photo(
                    source: "Content/entries/2024/05/photos/picnic.jpg", alt: "",
                    location: SourceLocation(path: "Content/entries/2024/05/2024-05-03-picnic.md", line: 2, column: 8)))
    }

    @Test func photoMayLiveElsewhereInContent() throws {
        let (entry, diagnostics) = Fixture.parse(
            "---\nphoto: ../../../media/shared.png\nphoto_alt: A shared picture\n---\n")
        #expect(diagnostics.texts == [])
        #expect(try #require(entry).photo?.sitePath == "media/media/shared.png")
    }

    @Test func photoIsMediaOnlyWhenTheBodyShowsIt() throws {
        let (shown, _) = Fixture.parse(
            "---\nphoto: photos/picnic.jpg\n---\n![a](photos/picnic.jpg) ![b](photos/picnic.jpg)\n")
        #expect(try #require(shown).media.map(\.source) == ["Content/entries/2024/05/photos/picnic.jpg"])
        let (polaroidOnly, _) = Fixture.parse("---\nphoto: photos/picnic.jpg\n---\nNo pictures here.\n")
        #expect(try #require(polaroidOnly).media == [])
    }

    @Test func remoteAndAbsoluteImagesAreLeftAlone() throws {
        let (entry, diagnostics) = Fixture.parse(
            "---\n---\n![a](https://example.com/a.png) ![b](/site/b.png) ![c](#top)\n")
        #expect(diagnostics.texts == [])
        let parsed = try #require(entry)
        #expect(
            parsed.bodyHTML
                == "<p><img src=\"https://example.com/a.png\" alt=\"a\" /> <img src=\"/site/b.png\" alt=\"b\" /> <img src=\"#top\" alt=\"c\" /></p>\n"
        )
        #expect(parsed.media == [])
    }

    @Test func rawHTMLInTheBodyIsDropped() throws {
        let (entry, _) = Fixture.parse("Hello <script>alert(1)</script> [x](javascript:alert(1))\n")
        let html = try #require(entry).bodyHTML
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
    }

    @Test func entryWithoutFrontMatterIsDatedByItsFileName() throws {
        let (entry, diagnostics) = Fixture.parse(
            "Just a walk.\n", path: "Content/entries/2024/05/2024-05-04-walk.md")
        #expect(diagnostics.texts == [])
        let parsed = try #require(entry)
        #expect(parsed.date.rfc3339 == "2024-05-04T00:00:00+09:00")
        #expect(!parsed.date.hasTime)
        #expect(parsed.slug == "walk")
        #expect(parsed.title == nil)
        #expect(parsed.tags == [])
        #expect(parsed.author == nil)
        #expect(parsed.bodyHTML == "<p>Just a walk.</p>\n")
    }

    @Test func frontMatterDateWinsOverFileName() throws {
        let (entry, _) = Fixture.parse("---\ndate: 2024-05-05 08:00\n---\n")
        #expect(try #require(entry).date.rfc3339 == "2024-05-05T08:00:00+09:00")
    }

    @Test func blankTitleIsNoTitle() throws {
        let (entry, _) = Fixture.parse("---\ntitle: \"   \"\n---\n", path: "Content/entries/2024-05-03.md")
        let parsed = try #require(entry)
        #expect(parsed.title == nil)
        #expect(parsed.slug == "03")
    }

    @Test func titleIsTrimmed() throws {
        let (entry, _) = Fixture.parse("---\ntitle: \"  Hi there \"\n---\n")
        #expect(try #require(entry).title == "Hi there")
    }

    @Test(arguments: [
        // (file name, front matter lines, slug)
        ("2024-05-03-picnic.md", "", "picnic"),
        ("2024-05-03_Hello World.md", "", "hello-world"),
        ("2024-05-03.md", "title: 벚꽃 피크닉!", "벚꽃-피크닉"),
        ("2024-05-03-!!!.md", "title: Rainy -- Day?", "rainy-day"),
        ("2024-05-03.md", "", "03"),
        ("2024-05-03.md", "date: 2024-05-03 07:05", "03-0705"),
        ("2024-05-03.md", "title: '!!!'", "03"),
        ("notes.md", "date: 2024-05-03", "notes"),
        ("2024-05-03-picnic.md", "slug: 벚꽃_picnic.v2", "벚꽃_picnic.v2"),
    ])
    func slugChoice(fileName: String, frontMatter: String, slug: String) throws {
        let (entry, diagnostics) = Fixture.parse(
            "---\n\(frontMatter)\n---\n", path: "Content/entries/2024/05/\(fileName)")
        #expect(diagnostics.texts == [])
        #expect(try #require(entry).slug == slug)
    }

    @Test func dateInAUTCDiary() throws {
        let (entry, _) = Fixture.parse(
            "---\ndate: 2024-05-31T23:30:00+09:00\n---\n", path: "Content/entries/x.md", timeZone: Fixture.utc)
        let parsed = try #require(entry)
        #expect(parsed.date.rfc3339 == "2024-05-31T14:30:00+00:00")
        #expect(parsed.sitePath == "2024/05/x/")
    }

    @Test func dateAcrossTheDateLineChangesMonth() throws {
        let (entry, _) = Fixture.parse("---\ndate: 2024-05-31T20:00:00-05:00\n---\n", path: "Content/entries/x.md")
        let parsed = try #require(entry)
        #expect(parsed.date.rfc3339 == "2024-06-01T10:00:00+09:00")
        #expect(parsed.sitePath == "2024/06/x/")
    }

    @Test func imageURLsAreRelativeToTheEntryPage() throws {
        let (entry, _) = Fixture.parse(
            "---\ndate: 2024-06-01\nslug: deep\n---\n![x](../../../media/shared.png)\n",
            path: "Content/entries/2024/05/x.md")
        #expect(
            try #require(entry).bodyHTML
                == "<p><img src=\"../../../media/media/shared.png\" alt=\"x\" /></p>\n")
    }
}
