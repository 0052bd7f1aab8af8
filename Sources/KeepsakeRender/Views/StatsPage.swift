import KeepsakeCore
import KeepsakeTemplates

/// The stats page: how much was written, the streaks of consecutive days, and each year's moods.
final class StatsPage: TemplateObject, Sendable {
    final class Figure: TemplateObject, Sendable {
        let label: String
        let value: String
        let detail: String?

        init(label: String, value: String, detail: String?) {
            self.label = label
            self.value = value
            self.detail = detail
        }
        func value(named key: String) -> TemplateValue {
            switch key {
            case "label": .init(label)
            case "value": .init(value)
            case "detail": .init(detail)
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(values: ["label", "value", "detail"])
    }

    let frame: PageFrame
    let figures: [Figure]
    let years: [YearChartView]

    init(diary: Diary, stats: DiaryStats, language: Language, frame: PageFrame) {
        self.frame = frame
        func range(_ streak: DiaryStats.Streak) -> String {
            streak.days == 1
                ? language.format(streak.first, as: "date_short")
                : language.format(streak.first, as: "date_short") + " – "
                    + language.format(streak.last, as: "date_short")
        }
        var figures = [
            Figure(label: language.string("stat_entries"), value: String(stats.entries), detail: nil),
            Figure(label: language.string("stat_words"), value: String(stats.words), detail: nil),
            Figure(label: language.string("stat_days"), value: String(stats.daysWritten), detail: nil),
        ]
        if let current = stats.currentStreak {
            figures.append(
                Figure(
                    label: language.string("stat_current_streak"), value: language.count("days", current.days),
                    detail: range(current)))
        }
        if let longest = stats.longestStreak {
            figures.append(
                Figure(
                    label: language.string("stat_longest_streak"), value: language.count("days", longest.days),
                    detail: range(longest)))
        }
        self.figures = figures
        // Counted in the stats' one pass: charting each year from every entry grows with their product.
        let moods = stats.moodsByYear
        self.years = moods.keys.sorted(by: >).map {
            YearChartView(year: $0, counts: moods[$0] ?? [], language: language)
        }
    }

    func value(named key: String) -> TemplateValue {
        switch key {
        case "figures": .init(figures)
        case "years": .init(years)
        default: frame.value(named: key)
        }
    }

    static let schema: TemplateSchema = TemplateSchema([
        "figures": .list { Figure.schema }, "years": .list { YearChartView.schema },
    ])
}
