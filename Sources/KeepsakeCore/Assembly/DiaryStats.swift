/// Figures about the whole diary for the stats page and the cover: streaks of consecutive days
/// written, words, and moods per month. Computed from the published entries only.
public struct DiaryStats: Sendable {
    /// A run of consecutive calendar days with at least one entry each.
    public struct Streak: Sendable, Equatable {
        public let first: DiaryDate
        public let last: DiaryDate
        public let days: Int
    }

    public let entries: Int
    public let words: Int
    public let daysWritten: Int
    /// The run that ends on the day of the newest entry ("current" as of the last entry, so that
    /// the same diary always builds the same page).
    public let currentStreak: Streak?
    public let longestStreak: Streak?

    public init(entries: [Entry]) {
        let published = entries.filter { !$0.isDeleted }
        self.entries = published.count
        words = published.reduce(0) { $0 + $1.wordCount }
        let days = Self.days(of: published)
        daysWritten = days.count
        var runs: [Streak] = []
        var start = 0
        for index in days.indices {
            let isEnd = index == days.count - 1 || days[index + 1].number != days[index].number + 1
            if isEnd {
                runs.append(Streak(first: days[start].date, last: days[index].date, days: index - start + 1))
                start = index + 1
            }
        }
        currentStreak = runs.last
        // The longest; among equals, the most recent.
        longestStreak = runs.reversed().max { $0.days < $1.days }
    }

    /// One date per calendar day (the first seen), oldest first. A diary's entries come newest
    /// first, so one pass finds the days in order without a table of ten thousand dates.
    static func days(of entries: [Entry]) -> [(number: Int, date: DiaryDate)] {
        var days: [(number: Int, date: DiaryDate)] = []
        for entry in entries {
            let number = entry.date.dayNumber
            guard let last = days.last else {
                days.append((number, entry.date))
                continue
            }
            if number == last.number { continue }
            guard number < last.number else { return daysInAnyOrder(of: entries) }
            days.append((number, entry.date))
        }
        return Array(days.reversed())
    }

    /// `days(of:)` for entries in no particular order.
    private static func daysInAnyOrder(of entries: [Entry]) -> [(number: Int, date: DiaryDate)] {
        var days: [Int: DiaryDate] = [:]
        for entry in entries where days[entry.date.dayNumber] == nil { days[entry.date.dayNumber] = entry.date }
        return days.keys.sorted().map { ($0, days[$0]!) }
    }
}
