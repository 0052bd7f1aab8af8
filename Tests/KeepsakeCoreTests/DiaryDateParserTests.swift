import Foundation
import Testing

@testable import KeepsakeCore

@Suite("DiaryDateParser")
struct DiaryDateParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let zone: String
        /// The wall-clock reading in the diary zone, with the zone's offset.
        let rfc3339: String
        let instant: Int
        /// 1 = Sunday … 7 = Saturday.
        let weekday: Int
        let hasTime: Bool
        var testDescription: String { "\(input) in \(zone)" }
    }

    static let accepted: [Case] = [
        // Asia/Seoul
        Case(
            input: "2024-05-03", zone: "Asia/Seoul", rfc3339: "2024-05-03T00:00:00+09:00", instant: 1_714_662_000,
            weekday: 6, hasTime: false),
        Case(
            input: "2024-05-03 21:30", zone: "Asia/Seoul", rfc3339: "2024-05-03T21:30:00+09:00", instant: 1_714_739_400,
            weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03 21:30:15", zone: "Asia/Seoul", rfc3339: "2024-05-03T21:30:15+09:00",
            instant: 1_714_739_415, weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03T21:30:00+09:00", zone: "Asia/Seoul", rfc3339: "2024-05-03T21:30:00+09:00",
            instant: 1_714_739_400, weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03T12:30:00Z", zone: "Asia/Seoul", rfc3339: "2024-05-03T21:30:00+09:00",
            instant: 1_714_739_400, weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03T21:30:00+0530", zone: "Asia/Seoul", rfc3339: "2024-05-04T01:00:00+09:00",
            instant: 1_714_752_000, weekday: 7, hasTime: true),
        Case(
            input: "2024-05-03T21:30:00-05:00", zone: "Asia/Seoul", rfc3339: "2024-05-04T11:30:00+09:00",
            instant: 1_714_789_800, weekday: 7, hasTime: true),
        Case(
            input: "  2024-05-03 21:30  ", zone: "Asia/Seoul", rfc3339: "2024-05-03T21:30:00+09:00",
            instant: 1_714_739_400, weekday: 6, hasTime: true),
        // UTC
        Case(
            input: "2024-05-03", zone: "UTC", rfc3339: "2024-05-03T00:00:00+00:00", instant: 1_714_694_400, weekday: 6,
            hasTime: false),
        Case(
            input: "2024-05-03 21:30", zone: "UTC", rfc3339: "2024-05-03T21:30:00+00:00", instant: 1_714_771_800,
            weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03 21:30:15", zone: "UTC", rfc3339: "2024-05-03T21:30:15+00:00", instant: 1_714_771_815,
            weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03T21:30:00+09:00", zone: "UTC", rfc3339: "2024-05-03T12:30:00+00:00",
            instant: 1_714_739_400, weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03T12:30:00Z", zone: "UTC", rfc3339: "2024-05-03T12:30:00+00:00", instant: 1_714_739_400,
            weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03T21:30:00+0530", zone: "UTC", rfc3339: "2024-05-03T16:00:00+00:00",
            instant: 1_714_752_000, weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03T21:30:00.250Z", zone: "UTC", rfc3339: "2024-05-03T21:30:00+00:00",
            instant: 1_714_771_800, weekday: 6, hasTime: true),
        Case(
            input: "2024-05-03 21:30 +09:00", zone: "UTC", rfc3339: "2024-05-03T12:30:00+00:00", instant: 1_714_739_400,
            weekday: 6, hasTime: true),
        // Leap day
        Case(
            input: "2024-02-29", zone: "Asia/Seoul", rfc3339: "2024-02-29T00:00:00+09:00", instant: 1_709_132_400,
            weekday: 5, hasTime: false),
    ]

    @Test(arguments: accepted)
    func acceptedFormat(_ c: Case) throws {
        let parser = DiaryDateParser(timeZone: TimeZone(identifier: c.zone)!)
        let date = try parser.parse(c.input).get()
        #expect(date.rfc3339 == c.rfc3339)
        #expect(Int(date.instant.timeIntervalSince1970) == c.instant)
        #expect(date.weekday == c.weekday)
        #expect(date.hasTime == c.hasTime)
    }

    @Test func fieldsOfAnOffsetDateInSeoul() throws {
        let date = try DiaryDateParser(timeZone: Fixture.seoul).parse("2024-05-03T21:30:00+0530").get()
        #expect(date.year == 2024)
        #expect(date.month == 5)
        #expect(date.day == 4)
        #expect(date.hour == 1)
        #expect(date.minute == 0)
        #expect(date.second == 0)
        #expect(date.weekday == 7)
        #expect(date.utcOffset == 32_400)
        #expect(date.hasTime)
        #expect(date.isoDay == "2024-05-04")
        #expect(date.monthKey == MonthKey(year: 2024, month: 5))
    }

    @Test func fieldsOfALocalDateInUTC() throws {
        let date = try DiaryDateParser(timeZone: Fixture.utc).parse("2024-05-03 21:30:15").get()
        #expect(
            [date.year, date.month, date.day, date.hour, date.minute, date.second, date.weekday, date.utcOffset]
                as [Int]
                == [2024, 5, 3, 21, 30, 15, 6, 0])
        #expect(date.hasTime)
    }

    @Test func seoulEveningInAUTCDiaryStaysInMay() throws {
        let date = try DiaryDateParser(timeZone: Fixture.utc).parse("2024-05-31T23:30:00+09:00").get()
        #expect(date.rfc3339 == "2024-05-31T14:30:00+00:00")
        #expect(date.monthKey == MonthKey(year: 2024, month: 5))
        #expect((date.day, date.hour, date.minute) == (31, 14, 30))
    }

    @Test func newYorkEveningInASeoulDiaryMovesToJune() throws {
        let date = try DiaryDateParser(timeZone: Fixture.seoul).parse("2024-05-31T20:00:00-05:00").get()
        #expect(date.rfc3339 == "2024-06-01T10:00:00+09:00")
        #expect(date.monthKey == MonthKey(year: 2024, month: 6))
        #expect(date.monthKey.path == "2024/06")
        #expect(date.weekday == 7)
    }

    @Test func negativeOffsetZoneIsPrintedWithMinus() throws {
        let zone = try #require(TimeZone(identifier: "America/St_Johns"))
        let date = try DiaryDateParser(timeZone: zone).parse("2024-01-15 08:00").get()
        #expect(date.utcOffset == -12_600)
        #expect(date.rfc3339 == "2024-01-15T08:00:00-03:30")
    }

    @Test(arguments: [
        ("2023-02-29", "\"2023-02-29\" is not a real date: February 2023 has 28 days"),
        ("2024-02-30", "\"2024-02-30\" is not a real date: February 2024 has 29 days"),
        ("1900-02-29", "\"1900-02-29\" is not a real date: February 1900 has 28 days"),
        ("2024-04-31", "\"2024-04-31\" is not a real date: April 2024 has 30 days"),
        ("2024-05-00", "\"2024-05-00\" is not a real date: May 2024 has 31 days"),
        ("2024-13-01", "\"2024-13-01\" is not a real date: there is no month 13"),
        ("2024-00-10", "\"2024-00-10\" is not a real date: there is no month 0"),
        ("2024-05-03 25:00", "\"2024-05-03 25:00\" is not a real date: 25:00:00 is not a time of day"),
        ("2024-05-03 24:00", "\"2024-05-03 24:00\" is not a real date: 24:00:00 is not a time of day"),
        ("2024-05-03 21:60", "\"2024-05-03 21:60\" is not a real date: 21:60:00 is not a time of day"),
        ("2024-05-03 21:30:61", "\"2024-05-03 21:30:61\" is not a real date: 21:30:61 is not a time of day"),
        ("2024-05-03T21:30:00+19:00", "\"2024-05-03T21:30:00+19:00\" is not a real date: the offset is out of range"),
    ])
    func impossibleDate(input: String, problem: String) {
        let result = DiaryDateParser(timeZone: Fixture.seoul).parse(input)
        guard case .failure(let error) = result, case .impossible = error else {
            Issue.record("expected an impossible date, got \(result)")
            return
        }
        #expect(error.description == problem)
    }

    @Test(arguments: [
        "", "yesterday", "2024/05/03", "2024-5-3", "24-05-03", "2024-05-03 9:30", "2024-05-03T21",
        "2024-05-03 21:30:1", "2024-05-03x", "2024-05-03 21:30 KST", "2024-05-03T21:30:00+9",
        "2024-05-03T21:30:00.Z", "2024-05-03 21:30:00 +09:00 extra", "２０２４-05-03",
    ])
    func garbageIsUnrecognised(input: String) {
        let result = DiaryDateParser(timeZone: Fixture.seoul).parse(input)
        #expect(result == .failure(.unrecognised(input)))
        if case .failure(let problem) = result {
            #expect(problem.description == "\"\(input)\" is not a date")
        }
    }

    /// Offsets from +18:01 to +18:59 pass the range check but `TimeZone(secondsFromGMT:)` is nil beyond
    /// ±18:00, and the parser force-unwraps it. Run in a child process, since today it traps.
    @Test(arguments: ["2024-05-03T21:30:00+18:30", "2024-05-03T21:30:00-18:01"])
    func offsetJustBeyondEighteenHoursIsAnErrorNotACrash(input: String) async {
        await #expect(processExitsWith: .success) { [input] in
            let result = DiaryDateParser(timeZone: TimeZone(secondsFromGMT: 0)!).parse(input)
            guard case .failure(.impossible(input, "the offset is out of range")) = result else { exit(1) }
        }
    }

    /// 02:30 on 2024-03-10 never happened in New York (clocks jumped from 02:00 to 03:00).
    @Test func timeInADaylightSavingGapIsNotRolledOver() {
        let parser = DiaryDateParser(timeZone: TimeZone(identifier: "America/New_York")!)
        let result = parser.parse("2024-03-10 02:30")
        guard case .failure(.impossible) = result else {
            Issue.record("expected the gap time to be rejected, got \(result)")
            return
        }
    }

    @Test func dateOnlyOnADaylightSavingMidnightKeepsItsDay() throws {
        // São Paulo skipped 00:00–01:00 on 2018-11-04.
        let parser = DiaryDateParser(timeZone: TimeZone(identifier: "America/Sao_Paulo")!)
        let date = try parser.parse("2018-11-04").get()
        #expect(date.isoDay == "2018-11-04")
        #expect(!date.hasTime)
    }

    @Test func wallClockOfAnInstant() {
        let parser = DiaryDateParser(timeZone: Fixture.seoul)
        let date = parser.date(at: Date(timeIntervalSince1970: 1_717_203_600), hasTime: false)
        #expect(date.rfc3339 == "2024-06-01T10:00:00+09:00")
        #expect(!date.hasTime)
    }

    @Test func datesCompareByInstant() {
        let seoul = Fixture.date("2024-05-03 21:30", in: Fixture.seoul)
        let utc = Fixture.date("2024-05-03 13:00", in: Fixture.utc)
        #expect(seoul < utc)
        #expect(!(utc < seoul))
    }
}
