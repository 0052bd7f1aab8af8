/// Facts about the whole diary for the stats page and the cover: streaks of consecutive days
/// written, words, and moods per month. Computed from the published entries only, in one pass.
public struct DiaryStats: Sendable {
    /// A run of consecutive calendar days with at least one entry each.
    public struct Streak: Sendable, Equatable {
        public let first: DiaryDate
        public let last: DiaryDate
        public let days: Int
    }

    /// A year's entries by month (January first) and by the tone of their mood.
    public typealias YearMoods = [(positive: Int, negative: Int, neutral: Int)]

    public let entries: Int
    public let words: Int
    public let daysWritten: Int
    /// The run that ends on the day of the newest entry ("current" as of the last entry, so that
    /// the same diary always builds the same page).
    public let currentStreak: Streak?
    public let longestStreak: Streak?
    /// Every year's entries by month and mood (with the catalog the moods' tones come from;
    /// empty without one).
    public let moodsByYear: [Int: YearMoods]

    /// - Parameter catalog: where the moods' tones are looked up, for `moodsByYear`.
    public init(entries: [Entry], catalog: DecorationCatalog? = nil) {
        var count = Count(catalog: catalog)
        for entry in entries where !entry.isDeleted { count.add(entry) }
        self.entries = count.entries
        words = count.words
        moodsByYear = count.moodsByYear()
        let days = count.inOrder ? Array(count.days.reversed()) : Self.daysInAnyOrder(of: entries)
        daysWritten = days.count
        var runs: [Streak] = []
        var start = 0
        // A run ends at the last day, or where the next day is not the day after.
        for index in days.indices where index == days.count - 1 || days[index + 1].number != days[index].number + 1 {
            runs.append(Streak(first: days[start].date, last: days[index].date, days: index - start + 1))
            start = index + 1
        }
        currentStreak = runs.last
        // The longest; among equals, the most recent.
        longestStreak = runs.reversed().max { $0.days < $1.days }
    }

    /// One date per calendar day (the first seen), oldest first, for entries in no particular order.
    private static func daysInAnyOrder(of entries: [Entry]) -> [(number: Int, date: DiaryDate)] {
        var days: [Int: DiaryDate] = [:]
        for entry in entries where !entry.isDeleted && days[entry.date.dayNumber] == nil {
            days[entry.date.dayNumber] = entry.date
        }
        return days.keys.sorted().map { ($0, days[$0]!) }
    }

    /// What the pass over the entries adds up.
    private struct Count {
        let catalog: DecorationCatalog?
        var (entries, words) = (0, 0)
        /// One date per day, newest first, while the entries come newest first (no table needed).
        var days: [(number: Int, date: DiaryDate)] = []
        var inOrder = true
        /// Years filed so far, and the year being counted: a diary's entries come year by year.
        var years: [Int: YearMoods] = [:]
        var (year, months) = (Int.min, YearMoods())
        /// A diary has a handful of moods: found in a short list, each looked up once.
        var tones: [(mood: String, tone: DecorationCatalog.Mood.Tone?)] = []

        init(catalog: DecorationCatalog?) { self.catalog = catalog }

        mutating func add(_ entry: Entry) {
            entries += 1
            words += entry.wordCount
            let date = entry.date
            if inOrder {
                let number = date.dayNumber
                if let last = days.last?.number {
                    if number < last { days.append((number, date)) } else if number > last { inOrder = false }
                } else {
                    days.append((number, date))
                }
            }
            guard let catalog else { return }
            if date.year != year {
                file()
                (year, months) = (date.year, Array(repeating: (0, 0, 0), count: 12))
            }
            let tone = entry.mood.flatMap { mood in
                if let known = tones.first(where: { $0.mood == mood }) { return known.tone }
                let tone = catalog.mood(named: mood)?.tone
                tones.append((mood, tone))
                return tone
            }
            switch tone {
            case .positive?: months[date.month - 1].positive += 1
            case .negative?: months[date.month - 1].negative += 1
            case nil: months[date.month - 1].neutral += 1
            }
        }

        /// Files the year being counted; entries in another order may come back to a year already filed.
        private mutating func file() {
            guard !months.isEmpty else { return }
            if let earlier = years[year] {
                months = zip(earlier, months).map {
                    ($0.positive + $1.positive, $0.negative + $1.negative, $0.neutral + $1.neutral)
                }
            }
            years[year] = months
        }

        mutating func moodsByYear() -> [Int: YearMoods] {
            file()
            months = []
            return years
        }
    }
}
