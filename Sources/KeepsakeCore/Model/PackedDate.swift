import Foundation
import Synchronization

/// An entry's `DiaryDate` in one word (the date itself takes two): its wall-clock reading, from
/// which the instant is worked out again when asked (whole seconds, the proleptic Gregorian
/// calendar: `DiaryDate.daysFromCivil`). A date whose instant that does not give back exactly (a
/// fraction of a second, a Julian date before 1582, a date made by hand) is kept whole in a
/// table of the process's, and the word holds its number there.
///
/// A big diary holds one per entry for its whole build: the second word took every entry's box
/// to the allocator's next size. The wall clock is what passes over every entry read (months,
/// days, labels), so it is kept as it is; only sorting asks for the instant.
struct PackedDate: Sendable, Hashable {
    /// `DiaryDate.wall`, or, with the month's bits 0 (no date has month 0), the number in
    /// `table` from bit `numberShift`.
    private let bits: UInt64

    init(_ date: DiaryDate) {
        if (1...12).contains(date.month), Double(date.wallClockSeconds) == date.instant.timeIntervalSince1970 {
            bits = date.wall
        } else {
            bits = UInt64(Self.table.withLock { $0.number(of: date) }) << Self.numberShift
        }
    }

    /// The date as it was packed.
    var date: DiaryDate {
        isWallClock ? DiaryDate(wall: bits) : Self.table.withLock { $0.dates[Int(bits >> Self.numberShift)] }
    }

    /// `date.instant`, in seconds since the reference date (the diary's order).
    var instant: Double { date.instant.timeIntervalSinceReferenceDate }

    /// Whether the word is the wall clock (its month is not 0), not a number in the table.
    var isWallClock: Bool { bits & Self.monthMask != 0 }

    /// The month's bits in `DiaryDate.wall`.
    private static let monthMask: UInt64 = 0xF << 16
    private static let numberShift: UInt64 = 20

    private static let table = Mutex(Table())

    /// The dates kept whole, each once: a diary has few (a transcribed diary from before 1582,
    /// a date made by hand), and an edit that makes another adds one.
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
