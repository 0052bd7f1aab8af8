import Foundation

/// A moment in the diary: the absolute instant plus its wall-clock reading in the diary's time zone,
/// which months, days and printed dates use, whatever the reader's or the builder's zone.
public struct DiaryDate: Sendable, Hashable, Comparable {
    /// Seconds since 1970 (UTC).
    public let instant: Date
    public var year: Int { Int(Int16(truncatingIfNeeded: wall.field(Bits.year))) }
    public var month: Int { Int(wall.field(Bits.month)) }
    public var day: Int { Int(wall.field(Bits.day)) }
    public var hour: Int { Int(wall.field(Bits.hour)) }
    public var minute: Int { Int(wall.field(Bits.minute)) }
    public var second: Int { Int(wall.field(Bits.second)) }
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int { Int(wall.field(Bits.weekday)) }
    /// The diary zone's offset from UTC at this instant, in seconds.
    public var utcOffset: Int { Int(wall.field(Bits.offset)) - Bits.offsetBias }
    /// False for a date-only value (`2024-05-03`): pages then show no time.
    public var hasTime: Bool { wall.field(Bits.hasTime) != 0 }
    /// The wall-clock reading in one word; each field's range is its calendar's (`fits`).
    let wall: UInt64

    /// (shift, width) of each field in `wall`: 64 bits in all.
    private enum Bits {
        static let year = (shift: 0 as UInt64, width: 16 as UInt64)
        static let month = (shift: 16 as UInt64, width: 4 as UInt64)
        static let day = (shift: 20 as UInt64, width: 5 as UInt64)
        static let hour = (shift: 25 as UInt64, width: 5 as UInt64)
        static let minute = (shift: 30 as UInt64, width: 6 as UInt64)
        static let second = (shift: 36 as UInt64, width: 6 as UInt64)
        static let weekday = (shift: 42 as UInt64, width: 3 as UInt64)
        static let hasTime = (shift: 45 as UInt64, width: 1 as UInt64)
        /// The offset in seconds plus `offsetBias`: ±36 hours (a zone's is within ±18).
        static let offset = (shift: 46 as UInt64, width: 18 as UInt64)
        static let offsetBias = 1 << 17
    }

    /// Values outside what a calendar gives (a year beyond ±32,767, a day past 31, an offset
    /// past ±36 hours) are clamped.
    public init(
        instant: Date, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
        weekday: Int, utcOffset: Int, hasTime: Bool
    ) {
        self.instant = instant
        var wall = UInt64(UInt16(bitPattern: Int16(clamping: year)))
        wall.set(Bits.month, month)
        wall.set(Bits.day, day)
        wall.set(Bits.hour, hour)
        wall.set(Bits.minute, minute)
        wall.set(Bits.second, second)
        wall.set(Bits.weekday, weekday)
        wall.set(Bits.hasTime, hasTime ? 1 : 0)
        wall.set(Bits.offset, utcOffset + Bits.offsetBias)
        self.wall = wall
    }

    /// Whether these values are kept exactly by `init` (a stored date read back is checked with it).
    static func fits(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int, utcOffset: Int)
        -> Bool
    {
        // No array of the six: an entry store's load checks three dates per entry.
        Int16(exactly: year) != nil && (0..<16).contains(month) && (0..<32).contains(day) && (0..<32).contains(hour)
            && (0..<64).contains(minute) && (0..<64).contains(second) && (0..<8).contains(weekday)
            && (-Bits.offsetBias..<Bits.offsetBias).contains(utcOffset)
    }

    public var monthKey: MonthKey { MonthKey(year: year, month: month) }
    /// The day of the year as `month * 100 + day` (`DayOfYearSection`'s key).
    public var dayOfYear: Int { month * 100 + day }

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
    private static func writeDay(_ year: Int, _ month: Int, _ day: Int, into bytes: UnsafeMutableBufferPointer<UInt8>)
        -> Int
    {
        write2(year / 100, into: bytes, at: 0)
        write2(year % 100, into: bytes, at: 2)
        bytes[4] = UInt8(ascii: "-")
        write2(month, into: bytes, at: 5)
        bytes[7] = UInt8(ascii: "-")
        write2(day, into: bytes, at: 8)
        return 10
    }

    static func write2(_ value: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
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

extension UInt64 {
    /// The unsigned value of `width` bits at `shift`.
    fileprivate func field(_ place: (shift: UInt64, width: UInt64)) -> UInt64 {
        (self >> place.shift) & ((1 << place.width) - 1)
    }

    /// Sets the bits of `place` (all zero before) to `value`, clamped to what they hold.
    fileprivate mutating func set(_ place: (shift: UInt64, width: UInt64), _ value: Int) {
        let largest = (1 << Int(place.width)) - 1
        self |= UInt64(Swift.min(Swift.max(value, 0), largest)) << place.shift
    }
}
