import Foundation
import Synchronization

/// An entry's `DiaryDate` in one word (the date itself takes two): the instant in whole seconds
/// since 1900, the zone's offset and whether a time was written. The wall-clock reading is worked
/// out again when asked (`DiaryDate.wallClock`, arithmetic). A date that reading does not give
/// back exactly (before 1900 or after 9999, a fraction of a second, a Julian date) is kept whole
/// in a table of the process's, and the word holds its number there.
///
/// A big diary holds one per entry for its whole build: the second word took every entry's box
/// to the allocator's next size.
struct PackedDate: Sendable, Hashable {
    private let bits: UInt64

    init(_ date: DiaryDate) {
        let seconds = date.instant.timeIntervalSince1970
        if seconds >= Self.epoch, seconds < Self.epoch + Double(Self.secondsLimit), seconds == seconds.rounded(.down),
            (-Self.offsetBias..<Self.offsetBias).contains(date.utcOffset),
            DiaryDate.wallClock(at: date.instant, offset: date.utcOffset, hasTime: date.hasTime) == date
        {
            bits =
                UInt64(Int(seconds - Self.epoch)) | UInt64(date.utcOffset + Self.offsetBias) << Self.offsetShift
                | (date.hasTime ? Self.hasTimeBit : 0)
        } else {
            bits = Self.keptWholeBit | UInt64(Self.table.withLock { $0.number(of: date) })
        }
    }

    /// The date as it was packed.
    var date: DiaryDate {
        if bits & Self.keptWholeBit != 0 { return Self.table.withLock { $0.dates[Int(bits & ~Self.keptWholeBit)] } }
        return DiaryDate.wallClock(
            seconds: Int(bits & (Self.secondsLimit - 1)) + Int(Self.epoch),
            offset: Int(bits >> Self.offsetShift & (1 << 17 - 1)) - Self.offsetBias, hasTime: bits & Self.hasTimeBit != 0)
    }

    /// `date.instant`, in seconds since the reference date (the diary's order), without working
    /// out the wall clock.
    var instant: Double {
        if bits & Self.keptWholeBit != 0 { return date.instant.timeIntervalSinceReferenceDate }
        return Double(Int(bits & (Self.secondsLimit - 1))) + Self.epoch - Date.timeIntervalBetween1970AndReferenceDate
    }

    /// 1900-01-01 00:00 UTC, in seconds since 1970: where the wall-clock arithmetic starts.
    private static let epoch: Double = -2_208_988_800
    /// Seconds since `epoch` take the low 38 bits (past the year 9999, where the arithmetic ends).
    private static let secondsLimit: UInt64 = 1 << 38
    /// The offset plus `offsetBias`, 17 bits from `offsetShift`: ±18 hours and a little more.
    private static let offsetShift: UInt64 = 38
    private static let offsetBias = 1 << 16
    private static let hasTimeBit: UInt64 = 1 << 55
    /// The rest of the word is a number in `table`.
    private static let keptWholeBit: UInt64 = 1 << 63

    private static let table = Mutex(Table())

    /// The dates kept whole, each once: a diary has few (a transcribed great-grandmother's
    /// diary from the 1890s), and an edit that makes another adds one.
    private struct Table {
        var dates: [DiaryDate] = []
        var numbers: [DiaryDate: Int] = [:]

        mutating func number(of date: DiaryDate) -> Int {
            if let known = numbers[date] { return known }
            dates.append(date)
            numbers[date] = dates.count - 1
            return dates.count - 1
        }
    }
}
