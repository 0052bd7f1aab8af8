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
