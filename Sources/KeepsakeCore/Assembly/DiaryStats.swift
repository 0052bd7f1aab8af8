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
        // One date per calendar day (the first seen), oldest first.
        var days: [Int: DiaryDate] = [:]
        for entry in published where days[entry.date.dayNumber] == nil { days[entry.date.dayNumber] = entry.date }
        let sorted = days.keys.sorted()
        daysWritten = sorted.count
        var runs: [Streak] = []
        var start = 0
        for index in sorted.indices {
            let isEnd = index == sorted.count - 1 || sorted[index + 1] != sorted[index] + 1
            if isEnd {
                runs.append(Streak(first: days[sorted[start]]!, last: days[sorted[index]]!, days: index - start + 1))
                start = index + 1
            }
        }
        currentStreak = runs.last
        // The longest; among equals, the most recent.
        longestStreak = runs.reversed().max { $0.days < $1.days }
    }
}
