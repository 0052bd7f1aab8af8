import Foundation
import KeepsakeImport
import KeepsakeTestSupport
import Testing

@testable import KeepsakeCore

/// The plan for batches made by hand: names, addresses, pictures, links and a second import.
@Suite struct ImportPlannerTests {
    static let catalog = DecorationCatalog(
        palette: [], stickers: [], moods: [.init(name: "happy", emoji: "😊", tone: .positive, labels: [:])],
        weather: [.init(name: "sunny", icon: "weather/sunny.svg", labels: [:])])
    static let planner = ImportPlanner(
        format: .jekyll, config: DiaryConfig(title: "T", timeZone: TimeZone(identifier: "Asia/Seoul")!),
        catalog: catalog)

    /// A folder with two small, different pictures, removed by the caller.
    static func pictures() throws -> (URL, URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "planner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (red, blue) = (folder.appending(path: "a.png"), folder.appending(path: "b.png"))
        try Data(PNGFile.rgba(width: 1, height: 1) { _, _ in (255, 0, 0, 255) }).write(to: red)
        try Data(PNGFile.rgba(width: 1, height: 1) { _, _ in (0, 0, 255, 255) }).write(to: blue)
        return (folder, red, blue)
    }

    static func empty(_ root: URL) -> ExistingDiary {
        ExistingDiary(files: ["Content/diary.yaml"], pagesInUse: [], imported: [:], root: root)
    }

    @Test func entriesGetFreeNamesAndAddressesAndReadBackWithoutProblems() throws {
        let (folder, red, _) = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = ImportedDate(year: 2024, month: 5, day: 3, hour: 21, minute: 30, utcOffset: 9 * 3600)
        let batch = ImportBatch(entries: [
            ImportedEntry(
                origin: "_posts/2024-05-03-hello.md", date: day, title: "Hello: world",
                body: "See [the next](\(ImportedEntry.link(to: "_posts/2024-05-03-hello again.md"))).\n",
                tags: ["봄", "C++"], isDraft: true, photo: "photos/a.png", photoAlt: "빨간 점",
                extra: [CustomField(key: "permalink", value: .text("/2024/hello/"))],
                pictures: [ImportedPicture(name: "a.png", file: red)]),
            ImportedEntry(
                origin: "_posts/2024-05-03-hello again.md", date: day, title: "Hello: world", body: "![](photos/a.png)",
                pictures: [ImportedPicture(name: "a.png", file: red)]),
        ])
        let plan = Self.planner.plan(batch, into: Self.empty(folder))
        #expect(plan.problems.map(\.printableDescription) == [])
        #expect(
            plan.entries.map(\.path) == [
                "Content/entries/2024/05/2024-05-03-hello-world.md",
                "Content/entries/2024/05/2024-05-03-hello-world-2.md",
            ])
        // The same source picture is copied once.
        #expect(plan.pictures.map(\.path) == ["Content/entries/2024/05/photos/a.png"])
        #expect(
            plan.entries[0].text == """
                ---
                title: "Hello: world"
                date: 2024-05-03T21:30:00+09:00
                tags: [봄, "C++"]
                photo: "photos/a.png"
                photo_alt: 빨간 점
                draft: true
                extra:
                  imported_from: "jekyll _posts/2024-05-03-hello.md"
                  permalink: "/2024/hello/"
                ---

                See [the next](../../../2024/05/hello-world-2/).

                """)
    }

    @Test func aDifferentPictureOfTheSameNameIsNumberedAndTheBodyFollows() throws {
        let (folder, red, blue) = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = ImportedDate(year: 2024, month: 5, day: 3)
        let batch = ImportBatch(entries: [
            ImportedEntry(
                origin: "a.md", date: day, title: "A", body: "![](photos/x.png)",
                pictures: [ImportedPicture(name: "x.png", file: red)]),
            ImportedEntry(
                origin: "b.md", date: day, title: "B", body: "![one](photos/x.png \"t\")", photo: "photos/x.png",
                pictures: [ImportedPicture(name: "x.png", file: blue)]),
        ])
        let plan = Self.planner.plan(batch, into: Self.empty(folder))
        #expect(
            plan.pictures.map(\.path) == [
                "Content/entries/2024/05/photos/x.png", "Content/entries/2024/05/photos/x-2.png",
            ])
        #expect(plan.entries[1].text.contains("photo: \"photos/x-2.png\""))
        #expect(plan.entries[1].text.contains("![one](photos/x-2.png \"t\")"))
        #expect(plan.problems.map(\.message) == ["photo has no photo_alt"])
    }

    @Test func aSecondImportSkipsWhatTheFirstBroughtAndLinksToIt() throws {
        let (folder, _, _) = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = ImportedDate(year: 2024, month: 6, day: 1)
        let batch = ImportBatch(entries: [
            ImportedEntry(origin: "old.md", date: day, title: "Old", body: "x"),
            ImportedEntry(
                origin: "new.md", date: day, title: "New", body: "[old](\(ImportedEntry.link(to: "old.md")))"),
        ])
        var diary = Self.empty(folder)
        diary.imported = ["jekyll old.md": "2024/06/old/"]
        diary.pagesInUse = ["2024/06/old/"]
        let plan = Self.planner.plan(batch, into: diary)
        #expect(plan.alreadyImported == ["old.md"])
        #expect(plan.entries.map(\.path) == ["Content/entries/2024/06/2024-06-01-new.md"])
        #expect(plan.entries[0].text.hasSuffix("[old](../../../2024/06/old/)\n"))
    }

    @Test func aWeatherKindTheThemeLacksIsKeptUnderExtraAndNoted() throws {
        let entry = ImportedEntry(
            origin: "w.md", date: ImportedDate(year: 2024, month: 1, day: 2), body: "",
            weather: ImportedWeather(kind: "sleet", temperature: -2))
        let plan = Self.planner.plan(
            ImportBatch(entries: [entry]), into: Self.empty(URL(fileURLWithPath: "/nonexistent")))
        #expect(plan.notes == [ImportNote("weather \"sleet\" is not one of the theme's, kept under extra", in: "w.md")])
        #expect(plan.entries[0].text.contains("  weather: sleet\n"))
        #expect(!plan.entries[0].text.contains("\nweather:"))
        #expect(plan.entries[0].path == "Content/entries/2024/01/2024-01-02-w.md")
    }

    /// A daily note's `mood:` (kept under `extra` by the readers) is the entry's mood when the theme has it.
    @Test func aMoodTheThemeHasLeavesExtra() throws {
        let happy = ImportedEntry(
            origin: "a.md", date: ImportedDate(year: 2024, month: 1, day: 2), body: "",
            extra: [CustomField(key: "mood", value: .text("happy"))])
        var odd = happy
        (odd.origin, odd.extra) = ("b.md", [CustomField(key: "mood", value: .text("meh"))])
        let plan = Self.planner.plan(ImportBatch(entries: [happy, odd]), into: Self.empty(URL(fileURLWithPath: "/x")))
        #expect(plan.entries[0].text.contains("\nmood: happy\n") && !plan.entries[0].text.contains("  mood:"))
        #expect(plan.entries[1].text.contains("  mood: meh\n") && !plan.entries[1].text.contains("\nmood:"))
    }

    /// A link to an entry that is not imported keeps only its text (a link to nothing would be a broken
    /// page); a published entry linking to a draft is reported. Regression: Jekyll's link to a post that
    /// was not there became a relative link to nowhere.
    @Test func aLinkToAMissingEntryKeepsItsTextAndALinkToADraftIsReported() throws {
        let day = ImportedDate(year: 2024, month: 6, day: 1)
        let batch = ImportBatch(entries: [
            ImportedEntry(
                origin: "a.md", date: day, title: "A",
                body:
                    "See [the [best] day](\(ImportedEntry.link(to: "gone.md"))) and [plans](\(ImportedEntry.link(to: "b.md"))).",
                tags: []),
            ImportedEntry(origin: "b.md", date: day, title: "B", body: "x", isDraft: true),
        ])
        let plan = Self.planner.plan(batch, into: Self.empty(URL(fileURLWithPath: "/x")))
        #expect(plan.entries[0].text.hasSuffix("See the [best] day and [plans](../../../2024/06/b/).\n"))
        #expect(
            plan.notes == [
                ImportNote("link to an entry that is not imported, kept as its text", in: "a.md"),
                ImportNote("link to a draft: it leads nowhere until the draft is published", in: "a.md"),
            ])
    }
}
