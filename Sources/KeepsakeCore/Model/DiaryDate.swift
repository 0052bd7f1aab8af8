import Foundation

/// A moment in the diary: the absolute instant plus its wall-clock reading in the diary's time zone.
///
/// Month grouping, calendar days and printed dates all use the wall-clock fields, so an entry
/// written at 23:30 in Seoul stays on that Seoul day whatever the reader's or the builder's zone.
public struct DiaryDate: Sendable, Hashable, Comparable {
    /// Seconds since 1970 (UTC).
    public let instant: Date
    public let year: Int
    public let month: Int
    public let day: Int
    public let hour: Int
    public let minute: Int
    public let second: Int
    /// 1 = Sunday … 7 = Saturday.
    public let weekday: Int
    /// The diary zone's offset from UTC at this instant, in seconds.
    public let utcOffset: Int
    /// False for a date-only value (`2024-05-03`): pages then show no time.
    public let hasTime: Bool

    public init(
        instant: Date, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
        weekday: Int, utcOffset: Int, hasTime: Bool
    ) {
        self.instant = instant
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.weekday = weekday
        self.utcOffset = utcOffset
        self.hasTime = hasTime
    }

    public var monthKey: MonthKey { MonthKey(year: year, month: month) }

    /// RFC 3339 with the diary zone's offset, e.g. `2024-05-03T21:30:00+09:00`.
    public var rfc3339: String {
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset)
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))"
            + "\(sign)\(pad(offset / 3600)):\(pad(offset % 3600 / 60))"
    }

    /// `2024-05-03`.
    public var isoDay: String { "\(pad(year, 4))-\(pad(month))-\(pad(day))" }

    public static func < (a: DiaryDate, b: DiaryDate) -> Bool { a.instant < b.instant }
}

/// Zero-padded decimal, without creating a formatter.
func pad(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
