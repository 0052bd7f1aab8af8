import Foundation
import Testing

@testable import KeepsakeCore

/// What an entry keeps in memory is kept small (history behind a reference, narrow dates, no
/// stored summary); what it gives is what it gave when everything was stored.
@Suite("Lean entries")
struct LeanEntryTests {
    /// Replies, a deleted comment and an edited one, in Korean and English.
    private static let thread = CommentThreadCodingTests.chain(depth: 4)

    /// HTML bodies with tags, entities, Korean, emoji and long runs, for the summary shortcuts.
    private static func randomBodies(count: Int) -> [String] {
        let pieces = [
            "<p>", "</p>", "<em>", "</em>", "<a href=\"x&amp;y\">", "</a>", "&amp;", "&lt;", "&#39;", "&#x1F319;",
            "&bogus", " ", "\n", "오늘은 ", "벚꽃이 ", "활짝 ", "picnic ", "day ", "🌙", "👍🏽", "—", "x", "<br />",
        ]
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 0..<900, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
    }

    @Test func wordCountAndSummaryAloneMatchTheDigest() {
        for html in Self.randomBodies(count: 400) {
            let digest = PlainText.digest(html: html)
            #expect(PlainText.wordCount(html: html) == digest.wordCount, "\(html.debugDescription)")
            #expect(PlainText.summary(html: html) == digest.summary, "\(html.debugDescription)")
        }
    }

    @Test func summaryOfAPrefixIsTheWholeSummaryOrNothing() {
        for html in Self.randomBodies(count: 400) {
            let bytes = Array(html.utf8)
            let expected = PlainText.digest(html: html).summary
            for length in [0, 1, 17, 200, 700, 1500, 4096, bytes.count] where length <= bytes.count {
                let summary = bytes[..<length].withUnsafeBufferPointer {
                    PlainText.summary(htmlPrefix: $0, isWhole: length == bytes.count)
                }
                if let summary { #expect(summary == expected, "prefix \(length) of \(html.debugDescription)") }
                if length == bytes.count { #expect(summary != nil) }
            }
        }
    }

    /// A detail moved to a file gives back each of its parts: the summary (from the body's start
    /// when that is enough), the body, the decorations, the title alone, the file's path (Korean,
    /// decomposed, empty) and the comment thread (none, empty, or with replies and a deletion).
    @Test func aDetailOnDiskGivesEachOfItsParts() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(BodyFile.scratch(in: folder))
        let long = String(repeating: "<p>오늘은 <em>벚꽃이</em> 활짝 폈다 &amp; picnic</p>\n", count: 300)
        let markupFirst =
            String(repeating: "<a href=\"https://example.com/\"></a>", count: 200) + "<p>words at last</p>"
        let sources = ["Content/entries/2024/05/2024-05-03-벚꽃.md", "Content/e\u{301}té.md", ""]
        let threads: [CommentThread?] = [nil, CommentThread(source: "x.comments.json", roots: []), Self.thread]
        for (number, html) in (["", "<p>short</p>", long, markupFirst] + Self.randomBodies(count: 50)).enumerated() {
            let decorations = EntryDecorations(
                title: "벚꽃 \(html.count)", weather: Weather(kind: "sunny", temperature: -3.5),
                color: DiaryColor(name: "peach", hex: "#ffd8c2"),
                stickers: [StickerPlacement(name: "heart", x: 10, y: 20, rotate: -8, scale: 1.25)])
            let (source, thread) = (sources[number % sources.count], threads[number % threads.count])
            let resident = EntryDetail(decorations: decorations, source: source, html: html, comments: thread)
            guard let detail = resident.spilled(to: file), case .file = detail.storage else {
                Issue.record("the detail stayed in memory")
                continue
            }
            #expect(detail.spilled(to: file) == nil, "in a file already")
            #expect(detail.summary == PlainText.digest(html: html).summary)
            #expect(detail.html == html)
            #expect(detail.decorations == decorations)
            #expect(detail.title == decorations.title)
            #expect(detail.source.utf8.elementsEqual(source.utf8))
            #expect(detail.comments == thread)
            let text = detail.pageText
            #expect(
                text.summary == detail.summary && text.html == html && text.comments == thread,
                "the page's text at once")
            let residentText = resident.pageText
            #expect(
                residentText.summary == text.summary && residentText.html == html && residentText.comments == thread)
            #expect(detail == resident && detail.hashValue == resident.hashValue)
        }
    }

    /// Decorations in a store's checked file are read through its digests: damaged, they are not
    /// trusted (empty), and the file says so, which sends the build back to the entry files.
    @Test func damagedDecorationsAreNotTrusted() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let decorations = EntryDecorations(
            title: "셋", weather: nil, color: DiaryColor(name: nil, hex: "#abcdef"),
            stickers: [StickerPlacement(name: "heart", x: 10, y: 20)])
        let (bytes, parts) = EntryDetail.encoded(
            EntryDetail.Resident(decorations: decorations, source: "Content/3.md", html: "<p>세 번째</p>", comments: nil))
        let path = folder.appending(path: "store").path
        for damaged in [false, true] {
            var written = bytes
            if damaged { written[1 + 8 + 1] ^= 0x01 }  // in the title (after its flag and its length)
            try Data(written).write(to: URL(filePath: path))
            let checks = ChunkChecks(
                start: 0, length: bytes.count, chunkSize: 256 << 10,
                expected: [bytes.withUnsafeBytes { ChunkDigest.of($0) }])
            let file = try #require(BodyFile.reading(path)?.checked(by: checks))
            let detail = EntryDetail(
                .file(file, try #require(EntryDetail.Place(offset: 0, decorations: Int(parts.decorations)))))
            #expect(detail.decorations == (damaged ? .none : decorations))
            #expect(file.isDamaged == damaged)
        }
    }

    /// An entry spilled to a file gives the same title, decorations and body, and is equal to
    /// the entry it was (a changed decoration is not).
    @Test func anEntryInAFileGivesWhatItHeld() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(BodyFile.scratch(in: folder))
        func entry(title: String?, sticker: String) -> Entry {
            Entry(
                source: "Content/entries/2024/05/2024-05-03-picnic.md", slug: "picnic", title: title,
                date: DiaryDate(
                    instant: Date(timeIntervalSince1970: 1_714_700_000), year: 2024, month: 5, day: 3, hour: 0,
                    minute: 0,
                    second: 0, weekday: 6, utcOffset: 32_400, hasTime: false),
                author: nil, tags: ["봄"], mood: "happy", weather: Weather(kind: "rainy", temperature: nil),
                color: DiaryColor(name: nil, hex: "#123456"), photo: nil,
                stickers: [StickerPlacement(name: sticker, x: 1, y: 2, rotate: 3, scale: 0.5)], isDraft: false,
                isDeleted: false, bodyHTML: "<p>소풍 picnic</p>", media: [], comments: nil)
        }
        let resident = entry(title: "소풍", sticker: "star")
        let spilled = resident.spillingDetail(to: file)
        #expect(spilled.identity != resident.identity)
        #expect(spilled.title == "소풍")
        #expect(spilled.weather == Weather(kind: "rainy", temperature: nil))
        #expect(spilled.color?.hex == "#123456")
        #expect(spilled.stickers.map(\.name) == ["star"])
        #expect(spilled.bodyHTML == "<p>소풍 picnic</p>")
        #expect(spilled.decorations == resident.decorations)
        #expect(spilled == resident)
        #expect(spilled.hashValue == resident.hashValue)
        #expect(spilled != entry(title: "소풍", sticker: "heart").spillingDetail(to: file))
        #expect(entry(title: nil, sticker: "star").spillingDetail(to: file).title == nil)
    }

    /// A member's entries share one box for their author, whether parsed or read back from a
    /// store; an entry made by hand still gives its author.
    @Test func aMembersEntriesShareTheirAuthor() throws {
        let parser = Fixture.parser()
        let text = "---\ntitle: 소풍\ndate: 2024-05-03\nauthor: minji\n---\nBody.\n"
        let first = try #require(parser.parse(path: Fixture.entryPath, text: text).0)
        let second = try #require(parser.parse(path: "Content/entries/2024/05/2024-05-04-walk.md", text: text).0)
        #expect(first.author == Fixture.members[0])
        #expect(first.box.fields.people == second.box.fields.people)
        #expect(first.box.fields.people.author === second.box.fields.people.author)

        var writer = BinaryWriter()
        for member in [Fixture.members[0], nil, Fixture.members[1], Fixture.members[0]] as [Member?] {
            writer.write(member)
        }
        try writer.bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            let read = try (0..<4).map { _ in try reader.readMember() }
            #expect(read.map { $0?.value } == [Fixture.members[0], nil, Fixture.members[1], Fixture.members[0]])
            #expect(read[0] === read[3])
            #expect(read[0] !== read[2])
        }
        let byHand = Entry(
            source: Fixture.entryPath, slug: "picnic", title: nil, date: Fixture.date("2024-05-03"),
            author: Fixture.members[1], tags: [], mood: nil, weather: nil, color: nil, photo: nil, stickers: [],
            isDraft: false, isDeleted: false, bodyHTML: "", media: [], comments: nil)
        #expect(byHand.author == Fixture.members[1])
        // Equal pairs are equal numbers, whatever their boxes; other pairs other numbers.
        let again = AuthorAndMood(author: Indirect(Fixture.members[1]), mood: Indirect("happy"))
        #expect(again == AuthorAndMood(author: Indirect(Fixture.members[1]), mood: Indirect("happy")))
        #expect(again != AuthorAndMood(author: Indirect(Fixture.members[0]), mood: Indirect("happy")))
        #expect(again != AuthorAndMood(author: Indirect(Fixture.members[1]), mood: nil))
        #expect(again.author?.value == Fixture.members[1] && again.mood?.value == "happy")
        #expect(again.with(author: nil).author == nil && again.with(author: nil).mood?.value == "happy")
        #expect(AuthorAndMood(author: nil, mood: nil) == .none)
    }

    @Test func narrowDatesKeepEveryCalendarValue() {
        let date = DiaryDate(
            instant: Date(timeIntervalSince1970: 1_714_700_000), year: 2024, month: 5, day: 3, hour: 23, minute: 59,
            second: 58, weekday: 6, utcOffset: -34_200, hasTime: true)
        let values: [Int] = [
            date.year, date.month, date.day, date.hour, date.minute, date.second, date.weekday, date.utcOffset,
        ]
        #expect(values == [2024, 5, 3, 23, 59, 58, 6, -34_200])
        #expect(date.hasTime)
        #expect(MemoryLayout<DiaryDate>.size == 16)
        #expect(
            DiaryDate.fits(
                year: -9999, month: 12, day: 31, hour: 23, minute: 59, second: 60, weekday: 7, utcOffset: 50_400))
        #expect(
            !DiaryDate.fits(year: 1 << 40, month: 1, day: 1, hour: 0, minute: 0, second: 0, weekday: 1, utcOffset: 0))
        #expect(
            !DiaryDate.fits(year: 2024, month: 256, day: 1, hour: 0, minute: 0, second: 0, weekday: 1, utcOffset: 0))
        #expect(!DiaryDate.fits(year: 2024, month: 5, day: -1, hour: 0, minute: 0, second: 0, weekday: 1, utcOffset: 0))
        #expect(
            !DiaryDate.fits(year: 2024, month: 5, day: 1, hour: 0, minute: 0, second: 0, weekday: 300, utcOffset: 0))
        #expect(
            !DiaryDate.fits(year: 40_000, month: 1, day: 1, hour: 0, minute: 0, second: 0, weekday: 1, utcOffset: 0))
        #expect(
            !DiaryDate.fits(year: 2024, month: 1, day: 1, hour: 0, minute: 0, second: 0, weekday: 1, utcOffset: 200_000)
        )
        // Every field at both ends of its range, beside the others at theirs.
        for (year, offset) in [(-32_768, -131_072), (32_767, 131_071), (0, 0)] {
            for (month, day, hour, minute, second, weekday) in [
                (0, 0, 0, 0, 0, 0), (15, 31, 31, 63, 63, 7), (12, 1, 23, 0, 60, 1),
            ] {
                #expect(
                    DiaryDate.fits(
                        year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                        weekday: weekday,
                        utcOffset: offset))
                for hasTime in [false, true] {
                    let packed = DiaryDate(
                        instant: Date(timeIntervalSince1970: 0), year: year, month: month, day: day, hour: hour,
                        minute: minute, second: second, weekday: weekday, utcOffset: offset, hasTime: hasTime)
                    let values: [Int] = [
                        packed.year, packed.month, packed.day, packed.hour, packed.minute, packed.second,
                        packed.weekday,
                        packed.utcOffset,
                    ]
                    #expect(values == [year, month, day, hour, minute, second, weekday, offset])
                    #expect(packed.hasTime == hasTime)
                }
            }
        }
        // Past its range, a value is clamped (a year from a clock gone wrong).
        let far = DiaryDate(
            instant: Date(timeIntervalSince1970: 0), year: 40_000, month: 99, day: -3, hour: 0, minute: 0, second: 0,
            weekday: 1, utcOffset: -200_000, hasTime: false)
        #expect([far.year, far.month, far.day, far.utcOffset] as [Int] == [32_767, 15, 0, -131_072])
    }

    @Test func indirectValuesCompareByValue() {
        let a = Indirect(SourceLocation(path: "a.md", line: 3))
        let b = Indirect(SourceLocation(path: "a.md", line: 3))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Indirect(SourceLocation(path: "a.md", line: 4)))
        #expect(MemoryLayout<Indirect<EntryHistory>?>.size == MemoryLayout<Int>.size)
    }

    /// An entry's box, its detail inside, stays within the allocator's 96-byte size (before its
    /// fields, the object's header: 16 bytes): one more field, or the flags and the author and mood
    /// apart, moves every entry of a big diary to the next size, 112 bytes.
    /// (It was 112 until the date took one word and the extras went beside the detail's file;
    /// 128 until the date took 16 bytes and the author and mood 4; 160 until the
    /// detail's lengths went to its file and the photo's file, pictures and history behind one
    /// reference; 192 until the flags became one byte, the photo's file a shared box and the
    /// address's hash and the front matter's card digest were no longer kept; 256 before the
    /// photo's `alt` and place went to the detail.)
    @Test func anEntrysBoxWithItsDetailFitsNinetySixBytes() {
        #expect(MemoryLayout<Entry.Fields>.size <= 96 - 16)
        // The flags, the author and mood, and the counts fill the two words after the date's one.
        #expect(MemoryLayout<Entry.Fields>.offset(of: \.fingerprint) == 24)
        #expect(MemoryLayout<PackedDate>.size == 8)
        #expect(MemoryLayout<Entry.Flags>.size == 1)
        #expect(MemoryLayout<AuthorAndMood>.size == 4)
        // The detail in a file is two words: its file (with the extras, when there are any), and
        // its place and decorations' length in one.
        #expect(MemoryLayout<EntryDetail>.size <= 16)
        #expect(MemoryLayout<EntryDetail.Place>.size == 8)
    }

    /// A packed date gives back the date it was given, in every zone, from the year 1600 to
    /// 9999 as its wall clock alone, and dates whose instant that does not give (a fraction of a
    /// second, Julian, a year past the date's range, made by hand) kept whole; equal dates pack equal.
    @Test(arguments: ["Asia/Seoul", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Kiritimati"])
    func packedDatesGiveBackTheirDate(zone: String) throws {
        let parser = DiaryDateParser(timeZone: try #require(TimeZone(identifier: zone)))
        var generator = SystemRandomNumberGenerator()
        var instants = (0..<5_000).map { _ in
            Double(Int.random(in: -11_670_000_000..<253_402_214_400, using: &generator))
        }
        instants += [-2_208_988_801, -2_208_988_800, 0, 253_402_214_399, 253_402_214_400, 0.5, -12_219_292_800, 1e12]
        var dates = instants.flatMap { seconds in
            [true, false].map { parser.date(at: Date(timeIntervalSince1970: seconds), hasTime: $0) }
        }
        let fromInstants = dates.count
        dates.append(try parser.parse("1582-10-04").get())
        dates.append(try parser.parse("2024-05-03 21:30").get())
        dates.append(try parser.parse("2024-05-03T21:30:00-18:00").get())
        dates.append(
            DiaryDate(
                instant: Date(timeIntervalSince1970: 1_714_700_000), year: 1999, month: 1, day: 1, hour: 0, minute: 0,
                second: 0, weekday: 1, utcOffset: 0, hasTime: true))
        dates.append(
            DiaryDate(
                instant: Date(timeIntervalSince1970: 0), year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0,
                weekday: 5, utcOffset: 100_000, hasTime: true))
        for (index, date) in dates.enumerated() {
            let packed = PackedDate(date)
            // Whole seconds of a year the date keeps, in the Gregorian calendar: the wall clock alone.
            let seconds = date.instant.timeIntervalSince1970
            if index < fromInstants, seconds == seconds.rounded(.down),
                (-11_670_000_000..<253_402_214_400).contains(seconds)
            {
                #expect(packed.isWallClock, "\(date.rfc3339)")
            }
            #expect(packed.date == date, "\(zone) \(date.instant.timeIntervalSince1970) \(date.rfc3339)")
            #expect(packed.instant == date.instant.timeIntervalSinceReferenceDate)
            #expect(packed == PackedDate(date) && packed.hashValue == PackedDate(date).hashValue)
        }
        let (first, second) = (PackedDate(dates[0]), PackedDate(dates[2]))
        #expect((first == second) == (dates[0] == dates[2]))
    }

    /// An entry's extras (the photo's file, the body's pictures, git's history) go with its detail
    /// to a file and come back as they were; without any, the detail holds the file alone.
    @Test func anEntrysExtrasGoWithItsDetail() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(BodyFile.scratch(in: folder))
        let history = EntryHistory(
            created: Fixture.date("2024-05-03 10:00"), updated: Fixture.date("2024-05-04 11:00"), creatorIdentity: nil,
            creator: Fixture.members[0], lastAuthorIdentity: GitIdentity(name: "Minji", email: "minji@example.com"),
            lastAuthor: Fixture.members[0], isEdited: true, commitCount: 2, commentsUpdated: nil)
        let photo = Photo(source: "Content/entries/2024/05/photos/벚꽃.jpg", alt: "벚꽃")
        for (photo, media) in [(photo, [MediaFile(source: "Content/media/a.png")]), (nil, []), (photo, [])]
            as [(Photo?, [MediaFile])]
        {
            let entry = Entry(
                source: "Content/entries/2024/05/2024-05-03-a.md", slug: "a", title: "봄",
                date: Fixture.date("2024-05-03 09:00"),
                author: nil, tags: [], mood: nil, weather: nil, color: nil, photo: photo, stickers: [], isDraft: false,
                isDeleted: false, bodyHTML: "<p>x</p>", media: media, comments: nil)
            for withHistory in [entry, entry.with(history: history)] {
                let spilled = withHistory.spillingDetail(to: file)
                #expect(spilled.box.fields.detail.inFile != nil)
                #expect(spilled.photoSource == photo?.source && spilled.photo == photo)
                #expect(spilled.media == media && spilled.history == withHistory.history)
                #expect(spilled == withHistory && spilled.hashValue == withHistory.hashValue)
                if case .file = spilled.box.fields.detail.storage {
                    #expect(photo == nil && !withHistory.hasHistory, "a detail without extras holds the file alone")
                }
                // History attached to (and taken from) an entry in a file leaves the detail there.
                let again = spilled.with(history: history).with(history: nil)
                #expect(again.box.fields.detail.inFile != nil && again.history == nil)
                #expect(again.photoSource == photo?.source && again.media == media && again.bodyHTML == "<p>x</p>")
                #expect(again == entry)
            }
        }
    }

    /// A detail's place keeps offsets up to a terabyte and decorations up to 16 MB; past either
    /// there is none (the detail stays in memory).
    @Test func aDetailsPlaceKeepsItsOffsetAndDecorations() throws {
        let place = try #require(EntryDetail.Place(offset: (1 << 40) - 1, decorations: (1 << 24) - 1))
        #expect(place.offset == (1 << 40) - 1 && place.decorations == (1 << 24) - 1)
        let small = try #require(EntryDetail.Place(offset: 12_345, decorations: 67))
        #expect(small.offset == 12_345 && small.decorations == 67)
        #expect(EntryDetail.Place(offset: 1 << 40, decorations: 0) == nil)
        #expect(EntryDetail.Place(offset: 0, decorations: 1 << 24) == nil)
        #expect(EntryDetail.Place(offset: -1, decorations: 0) == nil)
    }

    /// A load's records are values, one list of them per table (16 bytes each: the flags in the
    /// files' signature's top bits, the digest of an entry's texts its `contentFingerprint`, an
    /// entry's diagnostics, when it has any, behind the same reference as the entry):
    /// as objects of their own, let go once the store was saved, they left the pages of the
    /// entries' tag and picture lists (the same size) half empty for the rest of a big build.
    @Test func recordsAreValuesOfSixteenBytes() {
        #expect(!(EntryCache.Record.self is AnyClass))
        #expect(MemoryLayout<EntryCache.Record>.stride <= 16)
        let record = EntryCache.Record(files: nil, digest: 7, entry: nil, diagnostics: [], isRacy: true)
        #expect(record.digest == 7 && record.files == nil && record.isRacy && record.entry == nil)
        let other = EntryCache.Record(
            files: EntryFilesSignature(digest: 0), digest: nil, entry: nil, diagnostics: [], isRacy: false)
        #expect(other.digest == nil && other.files == EntryFilesSignature(digest: 0) && !other.isRacy)
        // Every combination of the flags, beside a signature with all its bits set.
        let full = EntryFilesSignature(digest: .max)
        #expect(full.digest == EntryFilesSignature.digestBits)
        let warning = Diagnostic.warning(at: SourceLocation(path: "Content/a.md"), "a warning", hint: nil)
        for (files, digest, racy) in [
            (full, UInt64.max, true), (full, nil, false), (nil, UInt64.max, false), (nil, nil, true),
        ]
            as [(EntryFilesSignature?, UInt64?, Bool)]
        {
            let made = EntryCache.Record(files: files, digest: digest, entry: nil, diagnostics: [warning], isRacy: racy)
            #expect(
                made.files == files && made.digest == digest && made.isRacy == racy && made.diagnostics == [warning])
        }
        // An entry's record gives its texts' digest (the entry's fingerprint, before history is
        // attached and after), and keeps its diagnostics.
        let entry = EntryHistoryTests.entry("2024-05-03", fingerprint: 99)
        let holding = EntryCache.Record(files: full, digest: 99, entry: entry, diagnostics: [warning], isRacy: false)
        #expect(holding.entry?.identity == entry.identity && holding.digest == 99 && holding.diagnostics == [warning])
        let plain = EntryCache.Record(files: full, digest: 99, entry: entry, diagnostics: [], isRacy: true)
        #expect(
            plain.entry?.identity == entry.identity && plain.digest == 99 && plain.diagnostics.isEmpty && plain.isRacy)
        #expect(plain.seen(nil, isRacy: false).entry?.identity == entry.identity)
        let author = GitIdentity(name: "Minji", email: "minji@example.com")
        let history = EntryHistory(
            created: nil, updated: entry.date, creatorIdentity: nil, creator: nil as Member?,
            lastAuthorIdentity: author,
            lastAuthor: nil as Member?, isEdited: true, commitCount: 2, commentsUpdated: nil)
        let attached = holding.holding(entry.with(history: history))
        #expect(attached.entry?.hasHistory == true && attached.digest == 99 && attached.files == full)
    }

    /// Bodies copied through one buffer (a store's save): each range reads back as written,
    /// whatever the buffer held before, and a range past the end gives nothing.
    @Test func bytesReadThroughOneBufferAreEachRange() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(BodyFile.scratch(in: folder))
        let texts = ["<p>짧다</p>", String(repeating: "긴 본문 long body ", count: 500), "", "<p>x</p>"]
        let places = try texts.map { try #require(file.append($0)) }
        var buffer: [UInt8] = []
        for (text, place) in zip(texts, places) {
            let read = file.withBytes(at: place.offset, count: place.count, buffer: &buffer) { Array($0) }
            #expect(read == Array(text.utf8))
        }
        #expect(buffer.count >= places[1].count)
        let end = places.last!.offset + places.last!.count
        #expect(file.withBytes(at: end, count: 10, buffer: &buffer) { _ in true } == nil)
    }

    /// The pictures a body shows go to the file with the detail (a big diary's lists were 1.8 MB
    /// held through its build): read back as given, and the entry equal to the one in memory.
    @Test func picturesGoWithTheDetailToAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(BodyFile.scratch(in: folder))
        let pictures = [
            MediaFile(source: "Content/entries/2024/05/photos/벚꽃.jpg", position: SourcePosition(line: 7, column: 1)),
            MediaFile(source: "Content/media/shared.png", position: .unknown),
        ]
        for media in [pictures, []] {
            let entry = Entry(
                source: "Content/entries/2024/05/2024-05-03-a.md", slug: "a", title: "봄",
                date: Fixture.date("2024-05-03 09:00"),
                author: nil, tags: [], mood: nil, weather: nil, color: nil, photo: nil,
                stickers: [StickerPlacement(name: "star", x: 1, y: 2, rotate: 3, scale: 1)], isDraft: false,
                isDeleted: false, bodyHTML: "<p>x</p>", media: media, comments: nil)
            let spilled = entry.spillingDetail(to: file)
            #expect(spilled.box.fields.media.isEmpty)
            #expect(spilled.box.fields.flags.mediaInDetail == !media.isEmpty)
            #expect(spilled.media == media)
            #expect(spilled.title == "봄" && spilled.stickers.map(\.name) == ["star"])
            #expect(spilled == entry && spilled.hashValue == entry.hashValue)
            // A thread attached afterwards brings the pictures back with the detail into memory.
            #expect(spilled.with(comments: nil, fingerprint: 1).media == media)
        }
    }

    /// The photo's `alt` and place are in the detail: read back from a file as they were given.
    @Test func aPhotoInAFileIsThePhotoGiven() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lean-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(BodyFile.scratch(in: folder))
        let photo = Photo(
            source: "Content/entries/2024/05/photos/벚꽃.jpg", alt: "벚꽃 아래 picnic",
            location: SourceLocation(path: "Content/entries/2024/05/2024-05-03-a.md", line: 4, column: 8))
        for (given, title) in [(photo, "봄"), (nil, nil)] {
            let entry = Entry(
                source: "Content/entries/2024/05/2024-05-03-a.md", slug: "a", title: title,
                date: Fixture.date("2024-05-03 09:00"),
                author: nil, tags: [], mood: nil, weather: nil, color: nil, photo: given, stickers: [], isDraft: false,
                isDeleted: false, bodyHTML: "<p>x</p>", media: [], comments: nil)
            let spilled = entry.spillingDetail(to: file)
            guard spilled.box.fields.detail.inFile != nil else {
                Issue.record("the detail stayed in memory")
                continue
            }
            #expect(spilled.photo == given)
            #expect(spilled.title == title)
            #expect(spilled.photoSource == given?.source)
            #expect(spilled == entry)
        }
    }

    /// The page's address is worked out from the month and the slug when asked, not kept.
    @Test func anEntrysAddressIsItsMonthAndSlug() {
        let entry = Fixture.entry("봄-소풍", "2024-05-03 09:00")
        #expect(entry.sitePath == "2024/05/봄-소풍/")
        #expect(MediaFile.sitePath(of: "Content/photos/a.jpg") == "media/photos/a.jpg")
        #expect(Photo(source: "Content/photos/a.jpg", alt: "").sitePath == "media/photos/a.jpg")
    }

    /// Lines and columns are kept narrow, and what a message shows is unchanged.
    @Test func narrowPlacesKeepTheirLinesAndColumns() {
        #expect(SourceLocation(path: "a.md", line: 4, column: 11).description == "a.md:4:11")
        #expect(SourceLocation(path: "a.md", line: 4).description == "a.md:4")
        #expect(SourceLocation(path: "a.md", column: 3).description == "a.md")
        #expect(SourceLocation(path: "a.md", line: 0, column: 0).line == 0)
        #expect(SourceLocation(path: "a.md", line: -2).line == -2)
        #expect(SourceLocation(path: "a.md", line: 1 << 40).line == Int(Int32.max))
        #expect(SourceLocation(path: "a.md", line: 4, column: 11) == SourceLocation(path: "a.md", line: 4, column: 11))
        #expect(SourceLocation(path: "a.md", line: 4) != SourceLocation(path: "a.md", line: 4, column: 1))
    }
}
