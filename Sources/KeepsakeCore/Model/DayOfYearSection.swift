/// A calendar day across the years (every April 5th): its "on this day" page lists what was
/// written on it, newest year first.
public struct DayOfYearSection: Sendable {
    public let month: Int
    public let day: Int
    /// Newest first: places in the diary's list of entries (see `EntryPlaces`).
    public let entries: EntryPlaces

    public init(month: Int, day: Int, entries: [Entry]) {
        self.init(month: month, day: day, entries: EntryPlaces(entries))
    }

    init(month: Int, day: Int, entries: EntryPlaces) {
        self.month = month
        self.day = day
        self.entries = entries
    }

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

    /// Groups entries (newest first) by their day of the year, in calendar order: each day's
    /// places are a slice of one list, counted before they are placed (no list grown per day).
    static func group(_ entries: [Entry]) -> [DayOfYearSection] {
        let key = { (entry: Entry) in entry.date.dayOfYear }
        var starts = [Int](repeating: 0, count: (entries.lazy.map(key).max() ?? 0) + 2)
        for entry in entries { starts[key(entry) + 1] += 1 }
        for day in starts.indices.dropFirst() { starts[day] += starts[day - 1] }
        var next = starts
        var places = [Int32](repeating: 0, count: entries.count)
        for (index, entry) in entries.enumerated() {
            places[next[key(entry)]] = Int32(index)
            next[key(entry)] += 1
        }
        return starts.indices.dropLast().filter { starts[$0] < starts[$0 + 1] }.map { key in
            DayOfYearSection(
                month: key / 100, day: key % 100,
                entries: EntryPlaces(entries, places: places[starts[key]..<starts[key + 1]]))
        }
    }
}
