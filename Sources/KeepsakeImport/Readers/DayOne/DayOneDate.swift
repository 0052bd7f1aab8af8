import Foundation
import KeepsakeCore

/// When a Day One entry was written, as the writer's clock showed it: `creationDate` (a UTC time)
/// in the entry's own `timeZone`, so that an entry written in Los Angeles keeps its Los Angeles day.
enum DayOneDate {
    /// The date, the zone it was read in (for `extra.time_zone`), and a note when there was none.
    struct Reading: Equatable {
        var date: ImportedDate
        var zone: String?
        var note: String?
    }

    /// `nil`: `creationDate` is not an ISO 8601 date and time.
    ///
    /// With a known zone, the wall clock there without an offset (the diary shows the day and hour the
    /// writer lived, wherever the diary's own zone is); without one, the UTC time with the offset 0.
    /// `isAllDay`: the day only.
    static func reading(creationDate: String, timeZone: String?, isAllDay: Bool) -> Reading? {
        guard let seconds = secondsSince1970(creationDate) else { return nil }
        let zone = timeZone.flatMap { TimeZone(identifier: $0) }
        let offset = zone?.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) ?? 0
        let local = seconds + offset
        let (days, second) = (local.floorDivided(by: 86_400), local.floorModulo(86_400))
        let (year, month, day) = CalendarMath.day(number: days)
        var date = ImportedDate(
            year: year, month: month, day: day, hour: second / 3600, minute: second % 3600 / 60, second: second % 60,
            utcOffset: zone == nil ? 0 : nil)
        if isAllDay { date.time = nil }
        guard zone == nil else { return Reading(date: date, zone: timeZone) }
        let note = timeZone.map { "unknown time zone \($0), dated in UTC" } ?? "no time zone, dated in UTC"
        return Reading(date: date, zone: nil, note: note)
    }

    /// `2024-05-03T12:30:00Z` (Day One's form; also with fractional seconds, an offset, or none,
    /// read as UTC) as seconds since 1970 UTC; `nil` without a time of day. By hand (`DateText`,
    /// `CalendarMath`), not with Foundation's calendars: it runs once for each entry of journals
    /// thousands of entries long.
    static func secondsSince1970(_ text: String) -> Int? {
        guard let date = DateText.importedDate(from: text), let time = date.time else { return nil }
        let days = CalendarMath.dayNumber(year: date.year, month: date.month, day: date.day)
        return days * 86_400 + time.hour * 3600 + time.minute * 60 + time.second - (date.utcOffset ?? 0)
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int) -> Int { self - floorDivided(by: divisor) * divisor }
}
