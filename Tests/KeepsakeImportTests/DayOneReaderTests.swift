import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeImport

/// Serialized: two tests unpack zips, and one looks for the unpacked folders left behind.
@Suite(.serialized) struct DayOneReaderTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/dayone")
    static let photos = fixture.appending(path: "export/photos")

    /// What the fixture's export reads into, in the order of the import (by the writer's own clock).
    static let expected: [ImportedEntry] = [
        ImportedEntry(
            origin: "Journal.json#0A7C3E2B5D1F4A6B9C8E7D6F5A4B3C2D",
            date: ImportedDate(year: 2024, month: 4, day: 6, hour: 12, minute: 10), title: "서울숲 벚꽃 피크닉",
            body: "도시락을 싸서 서울숲에 갔다. 벚꽃이 한창이었다!\n\n- 김밥\n- 딸기\n\n1\\. 다음에는 돗자리를 더 큰 걸로.",
            tags: ["벚꽃", "피크닉"], photo: "photos/2024-04-06-1.jpeg",
            weather: ImportedWeather(kind: "partly-cloudy", temperature: 18),
            extra: [
                zone("Asia/Seoul"),
                location(["서울숲", "성동구", "서울특별시", "대한민국", "37.544388", "127.037442"]),
            ],
            pictures: [picture("2024-04-06-1.jpeg", "490e236d728867f2182e36b0af4ac3fb.jpeg")]),
        ImportedEntry(
            origin: "Journal.json#1B8D4F3C6E2A5B7C0D9F8E7A6B5C4D3E",
            date: ImportedDate(year: 2024, month: 5, day: 3, hour: 12, minute: 30), title: "Market day",
            body: "First stop: the flower market. Peonies everywhere!\n\n"
                + "Then a walk on the river-side path, 5\\.2 km.\n\n![](photos/2024-05-03-2.png)\n\nHome by six\\.\\.\\.",
            photo: "photos/2024-05-03-1.jpg", weather: ImportedWeather(kind: "rainy", temperature: 12),
            extra: [zone("Asia/Seoul")],
            pictures: [
                picture("2024-05-03-1.jpg", "8c85652a824b3de3e5b6298d52504a87.jpg"),
                picture("2024-05-03-2.png", "7c65d968f6da1cf427fb6580dc349e26.png"),
            ]),
        // Written at 02:30 UTC on the 4th: 19:30 on the 3rd in Los Angeles. Its one photo is listed, not
        // shown in the text: it is the polaroid's.
        ImportedEntry(
            origin: "Journal.json#4E1A7C6F9B5D8E0F3A2C1B0D9E8F7A6B",
            date: ImportedDate(year: 2024, month: 5, day: 3, hour: 19, minute: 30), title: "Landed in LA",
            body: "Long flight, but the sunset over the Pacific was worth it.", photo: "photos/2024-05-03-1.png",
            weather: ImportedWeather(kind: "sunny", temperature: 16),
            extra: [
                zone("America/Los_Angeles"),
                location([
                    "Los Angeles International Airport", "Los Angeles", "CA", "United States", "33.941589",
                    "-118.40853",
                ]),
            ],
            pictures: [picture("2024-05-03-1.png", "1266fb238b3c10689c6a170cae60c77b.png")]),
        ImportedEntry(
            origin: "Journal.json#2C9E5A4D7F3B6C8D1E0A9F8B7C6D5E4F",
            date: ImportedDate(year: 2024, month: 5, day: 10, hour: 19, minute: 5, second: 30),
            title: "Dinner with Minji",
            body:
                "We talked about [the picnic](\(ImportedEntry.link(to: "Journal.json#0A7C3E2B5D1F4A6B9C8E7D6F5A4B3C2D")))"
                + " and about an old trip.\n\n`grep -r \\. notes` still makes me laugh.",
            tags: ["Friends", "food", "starred"], weather: ImportedWeather(kind: "sunny", temperature: 17),
            extra: [
                zone("Asia/Seoul"),
                location(["Yeonnam-dong", "Mapo-gu", "Seoul", "South Korea", "37.5621", "126.9255"]),
                CustomField(key: "pinned", value: .flag(true)),
            ]),
        ImportedEntry(
            origin: "Journal.json#3D0F6B5E8A4C7D9E2F1B0A9C8D7E6F5A",
            date: ImportedDate(year: 2024, month: 5, day: 20, hour: 22, minute: 45),
            body: "Just a quiet evening at home.\nNothing much happened - and that was fine.",
            extra: [
                zone("Asia/Seoul"),
                CustomField(
                    key: "weather",
                    value: .table([
                        CustomField(key: "code", value: .text("volcanic-ash")),
                        CustomField(key: "conditions", value: .text("Volcanic Ash")),
                        CustomField(key: "temperature", value: .text("20")),
                    ])),
            ]),
    ]

    static let expectedNotes = [
        ImportNote("photo missing from the export", in: "Journal.json#3D0F6B5E8A4C7D9E2F1B0A9C8D7E6F5A"),
        ImportNote(
            "weather \"volcanic-ash\" has no kind in the theme, kept under extra.weather",
            in: "Journal.json#3D0F6B5E8A4C7D9E2F1B0A9C8D7E6F5A"),
        ImportNote(
            "link to an entry outside the export kept as its text", in: "Journal.json#2C9E5A4D7F3B6C8D1E0A9F8B7C6D5E4F"),
        ImportNote("video not imported", in: "Journal.json#1B8D4F3C6E2A5B7C0D9F8E7A6B5C4D3E"),
    ]

    @Test func readsTheUnzippedExport() throws {
        let batch = try DayOneReader().read(Self.fixture.appending(path: "export"))
        #expect(batch.entries.map(\.origin) == Self.expected.map(\.origin))
        for (entry, expected) in zip(batch.entries, Self.expected) { #expect(entry == expected) }
        #expect(batch.notes == Self.expectedNotes)
        #expect(batch.unpackedFolder == nil)
    }

    @Test func composesTagsAndKeepsEachOnce() throws {
        let batch = try DayOneReader().read(Self.fixture.appending(path: "export"))
        // The export writes 피크닉 decomposed; Swift's == would not tell.
        #expect(
            batch.entries[0].tags.map { Array($0.unicodeScalars) } == [
                Array("벚꽃".unicodeScalars), Array("피크닉".unicodeScalars),
            ])
        #expect(batch.entries[0].tags[1].unicodeScalars.count == 3)
    }

    @Test func readsTheZipAsItsFolder() throws {
        let batch = try DayOneReader().read(Self.fixture.appending(path: "DayOne-export.zip"))
        let unpacked = try #require(batch.unpackedFolder)
        defer { try? FileManager.default.removeItem(at: unpacked) }
        #expect(unpacked.path != Self.fixture.path && FileManager.default.fileExists(atPath: unpacked.path))
        #expect(batch.entries.map(Self.withoutFiles) == Self.expected.map(Self.withoutFiles))
        #expect(batch.notes == Self.expectedNotes)
        for picture in batch.entries.flatMap(\.pictures) {
            #expect(picture.file.path.hasPrefix(unpacked.path))
            let original = Self.photos.appending(path: picture.file.lastPathComponent)
            #expect(try Data(contentsOf: picture.file) == Data(contentsOf: original))
        }
    }

    @Test func readsTheJournalFileGivenAlone() throws {
        let batch = try DayOneReader().read(Self.fixture.appending(path: "export/Journal.json"))
        #expect(batch.entries == Self.expected)
    }

    @Test func refusesASourceWithoutAJournal() throws {
        let leftovers = { Set(Self.unpackedFolders()) }
        let before = leftovers()
        let zipFailure = #expect(throws: ImportFailure.self) {
            try DayOneReader().read(Self.fixture.appending(path: "no-journal.zip"))
        }
        #expect(zipFailure?.message.contains("no Day One journal") == true)
        #expect(zipFailure?.hint?.contains("Journal.json") == true)
        #expect(leftovers() == before)

        let folder = try ReaderScratchFolder()
        let folderFailure = #expect(throws: ImportFailure.self) { try DayOneReader().read(folder.url) }
        #expect(folderFailure?.message == "no Day One journal in \(folder.url.path): it holds no .json file")

        try folder.write("notes.txt", "not a zip")
        let notZip = #expect(throws: ImportFailure.self) {
            try DayOneReader().read(folder.url.appending(path: "notes.txt"))
        }
        #expect(notZip?.message.contains("could not be unpacked as a .zip") == true)
        #expect(leftovers() == before)

        let missing = #expect(throws: ImportFailure.self) {
            try DayOneReader().read(folder.url.appending(path: "nothing-here.zip"))
        }
        #expect(missing?.message.hasPrefix("no such file or folder") == true)

        try folder.write("Journal.json", #"{ "metadata": { "version": "1.0" } }"#)
        let noEntries = #expect(throws: ImportFailure.self) { try DayOneReader().read(folder.url) }
        #expect(noEntries?.message == "no Day One journal in \(folder.url.path): Journal.json holds no list of entries")
    }

    static func unpackedFolders() -> [String] {
        let items =
            (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return items.filter { $0.hasPrefix("keepsake-dayone-") }
    }

    static func withoutFiles(_ entry: ImportedEntry) -> ImportedEntry {
        var entry = entry
        entry.pictures = entry.pictures.map {
            ImportedPicture(name: $0.name, file: URL(fileURLWithPath: "/" + $0.file.lastPathComponent))
        }
        return entry
    }

    static func zone(_ name: String) -> CustomField { CustomField(key: "time_zone", value: .text(name)) }

    static func location(_ values: [String]) -> CustomField {
        let keys = ["place", "locality", "area", "country", "latitude", "longitude"]
        return CustomField(
            key: "location", value: .table(zip(keys, values).map { CustomField(key: $0, value: .text($1)) }))
    }

    static func picture(_ name: String, _ file: String) -> ImportedPicture {
        ImportedPicture(name: name, file: photos.appending(path: file))
    }
}
