import Foundation
import KeepsakeCore
import KeepsakeTestSupport
import Testing

@testable import KeepsakeImport

/// Day One entries written here in the export's form, for what the fixture's export has no room for.
@Suite struct DayOneEntryTests {
    let folder: ReaderScratchFolder

    init() throws { folder = try ReaderScratchFolder() }

    /// Each journal of `journals` holds the entries given (JSON objects, comma-separated); `files` are
    /// written as they are.
    func read(_ journals: [String: String], files: [String: String] = [:], photos: [String: [UInt8]] = [:]) throws
        -> ImportBatch
    {
        for (name, text) in files { try folder.write(name, text) }
        for (name, entries) in journals {
            try folder.write(name, #"{ "metadata" : { "version" : "1.0" }, "entries" : [ \#(entries) ] }"#)
        }
        for (name, bytes) in photos { try folder.write("photos/" + name, bytes: bytes) }
        return try DayOneReader().read(folder.url)
    }

    func entry(_ uuid: String, _ date: String, zone: String? = "Asia/Seoul", text: String = "", _ more: String = "")
        -> String
    {
        let zoneField = zone.map { #""timeZone" : "\#($0)", "# } ?? ""
        let extra = more.isEmpty ? "" : ", " + more
        return #"{ "uuid" : "\#(uuid)", "creationDate" : "\#(date)", \#(zoneField)"text" : "\#(text)"\#(extra) }"#
    }

    @Test func datesWithoutAKnownZoneInUTC() throws {
        let batch = try read([
            "Journal.json": [
                entry("A", "2024-05-03T23:30:00Z", zone: nil), entry("B", "2024-05-03T23:40:00Z", zone: "Mars/Olympus"),
                entry("C", "2024-05-03T23:50:00Z", #""isAllDay" : true"#),
            ].joined(separator: ", ")
        ])
        #expect(
            batch.entries.map(\.date.written) == [
                "2024-05-03T23:30:00+00:00", "2024-05-03T23:40:00+00:00", "2024-05-04",
            ])
        #expect(batch.entries.map(\.extra) == [[], [], [CustomField(key: "time_zone", value: .text("Asia/Seoul"))]])
        #expect(
            batch.notes == [
                ImportNote("no time zone, dated in UTC", in: "Journal.json#A"),
                ImportNote("unknown time zone Mars/Olympus, dated in UTC", in: "Journal.json#B"),
            ])
    }

    @Test func skipsWhatItCannotReadWithANote() throws {
        let batch = try read(
            [
                "Journal.json": [
                    #"{ "uuid" : "A", "text" : "no date" }"#, entry("B", "2024-05-03T10:00:00Z", #""tags" : 5"#),
                    entry("C", "yesterday"),
                    entry(
                        "D", "2024-05-03T10:00:00Z", text: "odd weather",
                        #""weather" : { "temperatureCelsius" : "warm" }"#),
                ].joined(separator: ", ")
            ], files: ["settings.json": #"{ "theme" : "dark" }"#])
        #expect(batch.entries.map(\.origin) == ["Journal.json#D"])
        #expect(batch.entries.first?.weather == nil)
        #expect(
            batch.notes == [
                ImportNote("not a Day One journal (no list of entries), skipped", in: "settings.json"),
                ImportNote("no creation date one can read, not imported", in: "Journal.json#A"),
                ImportNote("entry one cannot read, not imported", in: "Journal.json#1"),
                ImportNote("no creation date one can read, not imported", in: "Journal.json#C"),
            ])
    }

    @Test func tagsEachEntryWithItsJournalWhenThereAreSeveral() throws {
        let batch = try read([
            "Travel.json": entry("T1", "2024-05-04T01:00:00Z", text: "# Trip", #""tags" : [ "여행" ], "starred" : true"#),
            "Work.json": entry("W1", "2024-05-03T01:00:00Z", text: #"See [the trip](dayone://view?entryId=T1)\\."#),
        ])
        #expect(batch.entries.map(\.origin) == ["Work.json#W1", "Travel.json#T1"])
        #expect(batch.entries.map(\.tags) == [["Work"], ["여행", "starred", "Travel"]])
        #expect(batch.entries[0].body == "See [the trip](\(ImportedEntry.link(to: "Travel.json#T1"))).")
        #expect(batch.notes == [])
    }

    @Test func pinnedInEitherSpelling() throws {
        let batch = try read([
            "Journal.json": [
                entry("A", "2024-05-03T01:00:00Z", #""isPinned" : true"#),
                entry("B", "2024-05-03T02:00:00Z", #""pinned" : true"#),
                entry("C", "2024-05-03T03:00:00Z", #""pinned" : false, "starred" : false"#),
            ].joined(separator: ", ")
        ])
        #expect(batch.entries.map { $0.extra["pinned"] } == [.flag(true), .flag(true), nil])
        #expect(batch.entries.map(\.tags) == [[], [], []])
    }

    @Test func placesPhotosOnceEachAndDropsOtherAttachments() throws {
        let (red, blue, green) = (
            PNGFile.rgba(width: 1, height: 1) { _, _ in (255, 0, 0, 255) },
            PNGFile.rgba(width: 1, height: 1) { _, _ in (0, 0, 255, 255) },
            PNGFile.rgba(width: 1, height: 1) { _, _ in (0, 255, 0, 255) }
        )
        let photos =
            #""photos" : [ { "identifier" : "P1", "md5" : "AAA1", "type" : "png", "orderInEntry" : 0 }, "#
            + #"{ "identifier" : "P2", "md5" : "aaa2", "type" : "png", "orderInEntry" : 2 }, "#
            + #"{ "identifier" : "P3", "md5" : "aaa3", "type" : "png", "orderInEntry" : 1 } ]"#
        let text =
            #"Look:\n\n![](dayone-moment://P1)\n\nAgain: ![again](dayone-moment://P1)\n![](dayone-moment:/audio/AU1)\n"#
            + #"![](dayone-moment:/pdfAttachment/PDF1)\n\n![](dayone-moment://NOWHERE)\n\nThe end\\."#
        let batch = try read(
            [
                "Journal.json": [
                    entry(
                        "A", "2024-05-03T01:00:00Z", text: text, photos + #", "audios" : [ { "identifier" : "AU1" } ]"#),
                    // Day One lists the photo Q, copied from C into B, under C's photos.
                    entry("B", "2024-05-03T02:00:00Z", text: #"![](dayone-moment://Q)"#),
                    entry("C", "2024-05-03T03:00:00Z", #""photos" : [ { "identifier" : "Q", "md5" : "aaa2" } ]"#),
                ].joined(separator: ", ")
            ], photos: ["aaa1.png": red, "aaa2.png": blue, "aaa3.png": green])
        let photosFolder = folder.url.appending(path: "photos")
        let (a, b, c) = (batch.entries[0], batch.entries[1], batch.entries[2])
        #expect(a.photo == "photos/2024-05-03-1.png")
        #expect(
            a.body
                == "Look:\n\nAgain: ![again](photos/2024-05-03-1.png)\n\nThe end.\n\n![](photos/2024-05-03-2.png)\n\n![](photos/2024-05-03-3.png)"
        )
        #expect(
            a.pictures == [
                ImportedPicture(name: "2024-05-03-1.png", file: photosFolder.appending(path: "aaa1.png")),
                ImportedPicture(name: "2024-05-03-2.png", file: photosFolder.appending(path: "aaa3.png")),
                ImportedPicture(name: "2024-05-03-3.png", file: photosFolder.appending(path: "aaa2.png")),
            ])
        #expect(b.photo == "photos/2024-05-03-1.png" && b.body == "")
        #expect(
            b.pictures == [ImportedPicture(name: "2024-05-03-1.png", file: photosFolder.appending(path: "aaa2.png"))])
        #expect(c.photo == nil && c.pictures == [])
        #expect(
            batch.notes == [
                ImportNote("audio not imported", in: "Journal.json#A"),
                ImportNote("PDF not imported", in: "Journal.json#A"),
                ImportNote("photo missing from the export", in: "Journal.json#A"),
            ])
    }

    @Test func findsTheJournalsInTheOneFolderOfTheSource() throws {
        let text =
            #"{ "entries" : [ \#(entry("A", "2024-05-03T01:00:00Z", text: "![](dayone-moment://P)", #""photos" : [ { "identifier" : "P", "md5" : "abc" } ]"#)) ] }"#
        try folder.write("Export - Journal/Journal.json", text)
        try folder.write("Export - Journal/photos/abc.jpeg", bytes: [0xFF, 0xD8, 0xFF, 0xD9])
        try folder.write("photos/abc.jpeg", bytes: [0xFF, 0xD8])
        let batch = try DayOneReader().read(folder.url)
        #expect(batch.entries.map(\.origin) == ["Journal.json#A"])
        let inner = folder.url.appending(path: "Export - Journal/photos/abc.jpeg")
        #expect(batch.entries.first?.pictures == [ImportedPicture(name: "2024-05-03-1.jpeg", file: inner)])
    }
}
