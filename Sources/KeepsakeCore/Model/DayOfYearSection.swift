/// A calendar day across the years (every April 5th): its "on this day" page lists what was
/// written on it, newest year first.
public struct DayOfYearSection: Sendable {
    public let month: Int
    public let day: Int
    /// Newest first.
    public let entries: [Entry]

    /// `4 * 100 + 5` for April 5th: a key that sorts in calendar order.
    public var key: Int { month * 100 + day }

    /// `on-this-day/04-05/`.
    public var sitePath: String { Self.sitePath(month: month, day: day) }

    /// The page of a day of the year, e.g. for an entry's "on this day" link.
    public static func sitePath(month: Int, day: Int) -> String { "on-this-day/\(pad(month))-\(pad(day))/" }

    /// The distinct years, newest first.
    public var years: [Int] {
        var seen = Set<Int>()
        return entries.map(\.date.year).filter { seen.insert($0).inserted }
    }

    /// Groups entries (newest first) by their day of the year, in calendar order.
    static func group(_ entries: [Entry]) -> [DayOfYearSection] {
        Dictionary(grouping: entries, by: \.date.dayOfYear).sorted { $0.key < $1.key }.map { key, entries in
            DayOfYearSection(month: key / 100, day: key % 100, entries: entries)
        }
    }
}
