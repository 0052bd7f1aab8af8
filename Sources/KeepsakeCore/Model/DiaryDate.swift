import Foundation

/// A moment in the diary: the absolute instant plus its wall-clock reading in the diary's time zone.
///
/// Month grouping, calendar days and printed dates all use the wall-clock fields, so an entry
/// written at 23:30 in Seoul stays on that Seoul day whatever the reader's or the builder's zone.
public struct DiaryDate: Sendable, Hashable, Comparable {
    /// Seconds since 1970 (UTC).
    public let instant: Date
    public var year: Int { Int(storedYear) }
    public var month: Int { Int(storedMonth) }
    public var day: Int { Int(storedDay) }
    public var hour: Int { Int(storedHour) }
    public var minute: Int { Int(storedMinute) }
    public var second: Int { Int(storedSecond) }
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int { Int(storedWeekday) }
    /// The diary zone's offset from UTC at this instant, in seconds.
    public var utcOffset: Int { Int(storedOffset) }
    // Stored narrow (23 bytes instead of 73): every entry and comment holds dates. Each field's
    // range is its calendar's (`fits` says whether values can be stored exactly). The flag comes
    // after the narrow fields, in their last word (before them it took a word of its own).
    private let storedYear: Int32
    private let storedOffset: Int32
    private let storedMonth, storedDay, storedHour, storedMinute, storedSecond, storedWeekday: UInt8
    /// False for a date-only value (`2024-05-03`): pages then show no time.
    public let hasTime: Bool

    /// Values outside what a calendar gives (a year beyond ±2 billion, a day past 255) are clamped.
    public init(
        instant: Date, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
        weekday: Int, utcOffset: Int, hasTime: Bool
    ) {
        self.instant = instant
        storedYear = Int32(clamping: year)
        storedMonth = UInt8(clamping: month)
        storedDay = UInt8(clamping: day)
        storedHour = UInt8(clamping: hour)
        storedMinute = UInt8(clamping: minute)
        storedSecond = UInt8(clamping: second)
        storedWeekday = UInt8(clamping: weekday)
        storedOffset = Int32(clamping: utcOffset)
        self.hasTime = hasTime
    }

    /// Whether these values are kept exactly by `init` (a stored date read back is checked with it).
    static func fits(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int, utcOffset: Int)
        -> Bool
    {
        // No array of the six: an entry store's load checks three dates per entry.
        Int32(exactly: year) != nil && Int32(exactly: utcOffset) != nil
            && (month | day | hour | minute | second | weekday) & ~0xFF == 0
    }

    public var monthKey: MonthKey { MonthKey(year: year, month: month) }

    /// RFC 3339 with the diary zone's offset, e.g. `2024-05-03T21:30:00+09:00`.
    public var rfc3339: String {
        let offset = abs(utcOffset)
        guard (0...9999).contains(year), offset < 100 * 3600 else {
            let sign = utcOffset < 0 ? "-" : "+"
            return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))"
                + "\(sign)\(pad(offset / 3600)):\(pad(offset % 3600 / 60))"
        }
        // Every page shows a few of these: 25 bytes written in place, no formatting.
        return String(unsafeUninitializedCapacity: 25) { bytes in
            var at = Self.writeDay(year, month, day, into: bytes)
            bytes[at] = UInt8(ascii: "T")
            for (index, part) in [hour, minute, second].enumerated() {
                Self.write2(part, into: bytes, at: at + 1 + 3 * index)
                bytes[at + 3 + 3 * index] = UInt8(ascii: index < 2 ? ":" : (utcOffset < 0 ? "-" : "+"))
            }
            at += 10
            Self.write2(offset / 3600, into: bytes, at: at)
            bytes[at + 2] = UInt8(ascii: ":")
            Self.write2(offset % 3600 / 60, into: bytes, at: at + 3)
            return 25
        }
    }

    /// `2024-05-03`.
    public var isoDay: String {
        guard (0...9999).contains(year) else { return "\(pad(year, 4))-\(pad(month))-\(pad(day))" }
        return String(unsafeUninitializedCapacity: 10) { Self.writeDay(year, month, day, into: $0) }
    }

    /// `YYYY-MM-DD` at the start of `bytes`; returns 10.
    private static func writeDay(_ year: Int, _ month: Int, _ day: Int, into bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        write2(year / 100, into: bytes, at: 0)
        write2(year % 100, into: bytes, at: 2)
        bytes[4] = UInt8(ascii: "-")
        write2(month, into: bytes, at: 5)
        bytes[7] = UInt8(ascii: "-")
        write2(day, into: bytes, at: 8)
        return 10
    }

    private static func write2(_ value: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
        bytes[index] = UInt8(ascii: "0") + UInt8(value / 10 % 10)
        bytes[index + 1] = UInt8(ascii: "0") + UInt8(value % 10)
    }

    public static func < (a: DiaryDate, b: DiaryDate) -> Bool { a.instant < b.instant }
}

/// Zero-padded decimal, without creating a formatter.
func pad(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
