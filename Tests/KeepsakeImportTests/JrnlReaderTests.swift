import Foundation
import Testing

@testable import KeepsakeImport

@Suite struct JrnlReaderTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Fixtures/jrnl/journal.json")

    @Test func readsJrnlsJSONExport() throws {
        let batch = try JrnlReader().read(Self.fixture)
        let expected = [
            ImportedEntry(
                origin: "journal.json#4", date: ImportedDate(year: 2024, month: 6, day: 14, hour: 7, minute: 5),
                body: "Only a body here.\nSecond line."),
            ImportedEntry(
                origin: "journal.json#0", date: ImportedDate(year: 2024, month: 6, day: 15, hour: 18, minute: 30),
                title: "한강에서 @자전거 를 탔다.", body: "바람이 시원했다.\n\n다음 주에도 가야지.\n- 물 챙기기\n- 선크림",
                tags: ["자전거"]),
            ImportedEntry(
                origin: "journal.json#1", date: ImportedDate(year: 2024, month: 6, day: 16, hour: 9, minute: 0),
                title: "Called in sick.", body: "Used the time to clean, and spent 4h on writing my #book.",
                tags: ["book"]),
            ImportedEntry(
                origin: "journal.json#2", date: ImportedDate(year: 2024, month: 6, day: 16, hour: 9, minute: 0),
                title: "Best day of my life.", body: "", tags: ["starred"]),
            ImportedEntry(
                origin: "journal.json#3", date: ImportedDate(year: 2024, month: 6, day: 17, hour: 18, minute: 5),
                title: "Had a wonderful day at the @beach with @Tom and @Anna.",
                body: "The water was *cold*.\n\n  Indented line stays.", tags: ["beach", "tom", "anna", "starred"]),
        ]
        #expect(batch.entries.map(\.origin) == expected.map(\.origin))
        for (entry, expected) in zip(batch.entries, expected) { #expect(entry == expected) }
        #expect(batch.entries.allSatisfy { $0.date.utcOffset == nil && $0.pictures.isEmpty && $0.extra.isEmpty })
        #expect(batch.notes == [])
        #expect(batch.unpackedFolder == nil)
    }

    @Test func cleansTagsAndSkipsEntriesWithoutADate() throws {
        let folder = try ReaderScratchFolder()
        let decomposed = "일기".decomposedStringWithCanonicalMapping
        try folder.write(
            "mine.json",
            #"{ "tags" : {}, "entries" : [ "#
                + #"{ "title" : "  ", "body" : "b\r\nc\n", "date" : "2024-06-01", "time" : "23:59", "#
                + ##""tags" : [ "@\##(decomposed)", "@일기", "@@", "#Work", "@work" ], "starred" : false }, "##
                + #"{ "title" : "no date", "body" : "", "date" : "June 1st", "time" : "10:00", "tags" : [] }, "#
                + #"{ "title" : "bad time", "body" : "", "date" : "2024-06-01", "time" : "25:00" }, "#
                + #"{ "title" : "day only", "body" : "", "date" : "2024-05-31" }, "#
                + #"{ "title" : 7 } ] }"#)
        let batch = try JrnlReader().read(folder.url.appending(path: "mine.json"))
        #expect(batch.entries.map(\.origin) == ["mine.json#3", "mine.json#0"])
        #expect(batch.entries.map(\.date.written) == ["2024-05-31", "2024-06-01 23:59"])
        let first = try #require(batch.entries.last)
        #expect(first.title == nil && first.body == "b\nc")
        #expect(first.tags == ["일기", "Work"])
        #expect(first.tags[0].unicodeScalars.count == 2)
        #expect(
            batch.notes == [
                ImportNote("entry without a date one can read, not imported", in: "mine.json#1"),
                ImportNote("entry without a date one can read, not imported", in: "mine.json#2"),
                ImportNote("entry without a date one can read, not imported", in: "mine.json#4"),
            ])
    }

    @Test func refusesWhatIsNotAJrnlExport() throws {
        let folder = try ReaderScratchFolder()
        try folder.write("journal.txt", "2024-06-16 09:00 Called in sick.\nUsed the time to clean.")
        try folder.write("other.json", #"{ "tags" : { "@beach" : 1 } }"#)
        try folder.write("list.json", #"[ { "title" : "a" } ]"#)
        let text = #expect(throws: ImportFailure.self) {
            try JrnlReader().read(folder.url.appending(path: "journal.txt"))
        }
        #expect(text?.message == "\(folder.url.path)/journal.txt is not JSON")
        #expect(text?.hint == "give the file `jrnl --export json > journal.json` writes")
        for name in ["other.json", "list.json"] {
            let failure = #expect(throws: ImportFailure.self) {
                try JrnlReader().read(folder.url.appending(path: name))
            }
            #expect(failure?.message == "\(folder.url.path)/\(name) is not a jrnl export: it has no list of entries")
            #expect(failure?.hint != nil)
        }
        let missing = #expect(throws: ImportFailure.self) {
            try JrnlReader().read(folder.url.appending(path: "none.json"))
        }
        #expect(missing?.message.hasPrefix("cannot read") == true)
        let isFolder = #expect(throws: ImportFailure.self) { try JrnlReader().read(folder.url) }
        #expect(isFolder?.message.hasPrefix("cannot read") == true)
    }
}
