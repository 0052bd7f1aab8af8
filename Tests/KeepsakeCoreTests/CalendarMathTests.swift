import Testing

@testable import KeepsakeCore

@Suite("Calendar arithmetic")
struct CalendarMathTests {
    @Test(arguments: [
        (2026, 2, 1, 1), (2025, 11, 1, 7), (2024, 2, 29, 5), (2000, 1, 1, 7), (1970, 1, 1, 5), (2026, 11, 22, 1),
    ])
    func weekdays(year: Int, month: Int, day: Int, weekday: Int) {
        #expect(CalendarMath.weekday(year: year, month: month, day: day) == weekday)
    }

    @Test func leapYearsAndMonthLengths() {
        #expect(CalendarMath.isLeapYear(2024))
        #expect(!CalendarMath.isLeapYear(1900))
        #expect(CalendarMath.isLeapYear(2000))
        #expect(CalendarMath.daysIn(month: 2, year: 2024) == 29)
        #expect(CalendarMath.daysIn(month: 2, year: 2026) == 28)
        #expect(CalendarMath.daysIn(month: 11, year: 2025) == 30)
        #expect(CalendarMath.daysIn(month: 12, year: 2025) == 31)
    }

    @Test func dayNumbersAreConsecutiveAcrossMonthsAndYears() {
        #expect(CalendarMath.dayNumber(year: 1970, month: 1, day: 1) == 0)
        #expect(
            CalendarMath.dayNumber(year: 2024, month: 3, day: 1) - CalendarMath.dayNumber(year: 2024, month: 2, day: 29)
                == 1)
        #expect(
            CalendarMath.dayNumber(year: 2026, month: 1, day: 1)
                - CalendarMath.dayNumber(year: 2025, month: 12, day: 31) == 1)
        #expect(
            CalendarMath.dayNumber(year: 2001, month: 1, day: 1) - CalendarMath.dayNumber(year: 2000, month: 1, day: 1)
                == 366)
    }
}

@Suite("Diary stats, tags and days of the year")
struct DiaryStatsTests {
    static func entry(_ slug: String, _ date: String, tags: [String] = [], words: String = "one two") -> Entry {
        let base = Fixture.entry(slug, date)
        return Entry(
            card: EntryCard(source: base.source, slug: base.slug, date: base.date, tags: tags),
            bodyHTML: "<p>\(words)</p>")
    }

    @Test func streaksCountCalendarDaysAcrossMonthBoundaries() {
        let entries = [
            Self.entry("a", "2026-03-30"), Self.entry("b", "2026-03-31"), Self.entry("c", "2026-04-01"),
            Self.entry("d", "2026-04-01"),  // the same day twice
            Self.entry("e", "2026-04-05"), Self.entry("f", "2026-04-06"),
        ]
        let stats = DiaryStats(entries: entries)
        #expect(stats.entries == 6)
        #expect(stats.words == 12)
        #expect(stats.daysWritten == 5)
        #expect(stats.longestStreak?.days == 3)
        #expect(stats.longestStreak?.first.isoDay == "2026-03-30")
        #expect(stats.longestStreak?.last.isoDay == "2026-04-01")
        #expect(stats.currentStreak?.days == 2)
        #expect(stats.currentStreak?.last.isoDay == "2026-04-06")
        #expect(DiaryStats(entries: []).longestStreak == nil)
    }

    @Test func daysAreFoundInOnePassForADiarysOrderAndInAnyOrderOtherwise() {
        // A diary's order: newest first, the same day twice in a row.
        let newestFirst = [
            Self.entry("f", "2026-04-06"), Self.entry("e", "2026-04-05"), Self.entry("d", "2026-04-01"),
            Self.entry("c", "2026-04-01"), Self.entry("b", "2026-03-31"), Self.entry("a", "2026-03-30"),
        ]
        // A day seen again after an older one: not a diary's order, counted all the same.
        let mixed = [newestFirst[2], newestFirst[0], newestFirst[5], newestFirst[3], newestFirst[1], newestFirst[4]]
        let (sorted, shuffled) = (DiaryStats(entries: newestFirst), DiaryStats(entries: mixed))
        #expect(sorted.daysWritten == 5 && shuffled.daysWritten == 5)
        #expect(sorted.longestStreak == shuffled.longestStreak)
        #expect(sorted.currentStreak == shuffled.currentStreak)
        #expect(sorted.longestStreak?.days == 3)
    }

    @Test func tagsThatDifferOnlyInCaseShareAPageUnderTheCommonestSpelling() {
        let entries = [
            Self.entry("c", "2026-04-03", tags: ["Picnic"]), Self.entry("b", "2026-04-02", tags: ["picnic", "봄"]),
            Self.entry("a", "2026-03-01", tags: ["picnic", "!!"]),
        ]
        let tags = TagGrouping.group(entries)
        #expect(
            tags.map(\.slug) == ["picnic", "tag-" + String(ContentDigest.of("!!"), radix: 16).prefix(8), "봄"].sorted())
        let picnic = tags.first { $0.slug == "picnic" }
        #expect(picnic?.name == "picnic")
        #expect(picnic?.entryCount == 3)
        #expect(picnic?.months.map(\.key.description) == ["2026-04", "2026-03"])
    }

    /// A list's months are slices of it, one per month in order, sharing its storage (a tag's
    /// months are no lists of their own beside the tag's): together they are the list again.
    @Test func monthsAreSlicesOfTheList() {
        let entries = (0..<60).map { Self.entry("e\($0)", String(format: "2026-%02d-%02d", 12 - $0 / 6, 28 - $0 % 6)) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let list = entries.filter { _ in Bool.random(using: &generator) }
            let months = MonthGrouping.group(list)
            #expect(months.flatMap { $0.items.map(\.source) } == list.map(\.source))
            #expect(months.allSatisfy { month in month.items.allSatisfy { $0.date.monthKey == month.key } })
            #expect(Set(months.map(\.key)).count == months.count, "one section per month")
            let storage = list.withUnsafeBufferPointer { $0.baseAddress }
            #expect(
                months.allSatisfy { month in
                    month.items.withUnsafeBufferPointer { $0.baseAddress }
                        == storage.map { $0 + month.items.startIndex }
                })
        }
        #expect(MonthGrouping.group([]).isEmpty)
        let tag = TagSection(name: "봄", slug: "봄", entries: entries)
        #expect(tag.months.flatMap { $0.items.map(\.source) } == entries.map(\.source))
    }

    @Test func onThisDayListsTheSameDayInOtherYearsOnly() {
        let entries = [
            Self.entry("c", "2026-04-01"), Self.entry("x", "2026-04-02"), Self.entry("b", "2025-04-01"),
            Self.entry("a", "2024-04-01"), Self.entry("leap", "2024-02-29"),
        ]
        let diary = Diary(config: Fixture.config(), months: [], entries: entries, catalog: Fixture.catalog)
        #expect(diary.onThisDay(as: entries[0], limit: .max).shown.map(\.slug) == ["b", "a"])
        #expect(diary.onThisDay(as: entries[1], limit: .max).shown.isEmpty)
        #expect(diary.daysOfYear.map(\.sitePath) == ["on-this-day/02-29/", "on-this-day/04-01/", "on-this-day/04-02/"])
        #expect(diary.daysOfYear[1].years == [2026, 2025, 2024])
    }

    /// Days of the year hold places in the diary's list, each day a slice of one list of them:
    /// the same sections a grouping into lists of their own gives, for any set of dates.
    @Test func daysOfTheYearAreTheDiarysEntriesByDay() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<30 {
            let entries = (0..<Int.random(in: 0...80, using: &generator)).map { index in
                let (month, day) = (
                    Int.random(in: 1...12, using: &generator), Int.random(in: 1...28, using: &generator)
                )
                return Self.entry("e\(index)", String(format: "20%02d-%02d-%02d", 30 - index / 10, month, day))
            }
            let days = DayOfYearSection.group(entries)
            let expected = Dictionary(grouping: entries) { $0.date.month * 100 + $0.date.day }
            #expect(days.map(\.key) == expected.keys.sorted(), "calendar order, one section per day")
            for day in days {
                #expect(
                    day.entries.map(\.source) == expected[day.key]?.map(\.source), "the diary's order within a day")
                #expect(day.entries.allSatisfy { $0.date.month == day.month && $0.date.day == day.day })
            }
        }
        let whole = DayOfYearSection(
            month: 4, day: 1, entries: [Self.entry("a", "2026-04-01"), Self.entry("b", "2025-04-01")])
        #expect(whole.entries.map(\.slug) == ["a", "b"] && whole.years == [2026, 2025])
    }

    /// `day(number:)` is `dayNumber`'s inverse, across leap days, centuries and before 1970.
    @Test func aDayNumberGivesItsDayBack() {
        for number in stride(from: -800_000, through: 800_000, by: 997) {
            let (year, month, day) = CalendarMath.day(number: number)
            #expect(CalendarMath.dayNumber(year: year, month: month, day: day) == number)
        }
        #expect(CalendarMath.day(number: 0) == (1970, 1, 1))
        #expect(CalendarMath.day(number: 11_016) == (2000, 2, 29))
        #expect(CalendarMath.day(number: -1) == (1969, 12, 31))
    }
}
