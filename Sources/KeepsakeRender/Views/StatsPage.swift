import KeepsakeCore
import KeepsakeTemplates

/// The stats page: how much was written, the streaks of consecutive days, and each year's moods.
final class StatsPage: TemplateObject, PageView {
    struct Figure: ViewRecord, NamedView {
        let label: String
        let value: String
        var detail: String? = nil

        static let names: ViewNames<Self> = [
            "label": .value { .init($0.label) }, "value": .value { .init($0.value) },
            "detail": .value { .init($0.detail) },
        ]
    }

    let frame: PageFrame
    let figures: [Figure]
    let years: [YearChartView]

    init(stats: DiaryStats, language: Language, frame: PageFrame) {
        self.frame = frame
        func range(_ streak: DiaryStats.Streak) -> String {
            streak.days == 1
                ? language.format(streak.first, as: "date_short")
                : language.format(streak.first, as: "date_short") + " – "
                    + language.format(streak.last, as: "date_short")
        }
        let counts = [("stat_entries", stats.entries), ("stat_words", stats.words), ("stat_days", stats.daysWritten)]
        let streaks = [("stat_current_streak", stats.currentStreak), ("stat_longest_streak", stats.longestStreak)]
        figures =
            counts.map { Figure(label: language.string($0), value: String($1)) }
            + streaks.compactMap { key, streak in
                streak.map {
                    Figure(label: language.string(key), value: language.count("days", $0.days), detail: range($0))
                }
            }
        // Counted in the stats' one pass: charting each year from every entry grows with their product.
        let moods = stats.moodsByYear
        years = moods.keys.sorted(by: >).map { YearChartView(year: $0, counts: moods[$0] ?? [], language: language) }
    }

    static let names: ViewNames<StatsPage> = ["figures": .list { $0.figures }, "years": .list { $0.years }]
}
