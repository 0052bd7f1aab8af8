import KeepsakeCore
import KeepsakeTemplates

/// A year at a glance: one column per month, as tall as the month has entries, split into entries
/// with a good mood, a hard mood and no mood; with a table of the same numbers.
final class YearChartView: TemplateObject, NamedView {
    struct Column: ViewRecord, NamedView {
        let month: String
        let positive: Int
        let negative: Int
        let neutral: Int
        let x: Int
        /// Segment geometry, bottom to top: (y, height) in chart units.
        let positiveBox: (Int, Int)
        let neutralBox: (Int, Int)
        let negativeBox: (Int, Int)

        var total: Int { positive + negative + neutral }

        static let names: ViewNames<Self> = [
            "month": .value { .init($0.month) },
            "positive": .value { .init($0.positive) },
            "negative": .value { .init($0.negative) },
            "neutral": .value { .init($0.neutral) },
            "total": .value { .init($0.total) },
            "hasEntries": .value { .init($0.total > 0) },
            "x": .value { .init($0.x) },
            "labelX": .value { .init($0.x + 9) },
            "positiveY": .value { .init($0.positiveBox.0) },
            "positiveHeight": .value { .init($0.positiveBox.1) },
            "neutralY": .value { .init($0.neutralBox.0) },
            "neutralHeight": .value { .init($0.neutralBox.1) },
            "negativeY": .value { .init($0.negativeBox.0) },
            "negativeHeight": .value { .init($0.negativeBox.1) },
            "totalY": .value { .init(min($0.positiveBox.0, $0.neutralBox.0, $0.negativeBox.0) - 4) },
        ]
    }

    let year: Int
    let title: String
    let columns: [Column]

    static let plotHeight = 120
    static let baseline = 140

    init(year: Int, counts: DiaryStats.YearMoods, language: Language) {
        self.year = year
        title = Language.replacing("{year}", in: language.string("year_overview"), with: String(year))
        let most = max(1, counts.map { $0.positive + $0.negative + $0.neutral }.max() ?? 1)
        func height(_ count: Int) -> Int { count * Self.plotHeight / most }
        columns = counts.enumerated().map { index, count in
            // Stacked from the baseline up: good moods, then no mood, then hard moods.
            let (positive, neutral, negative) = (height(count.positive), height(count.neutral), height(count.negative))
            let base = Self.baseline
            return Column(
                month: language.monthsShort[index], positive: count.positive, negative: count.negative,
                neutral: count.neutral, x: 8 + index * 26, positiveBox: (base - positive, positive),
                neutralBox: (base - positive - neutral, neutral),
                negativeBox: (base - positive - neutral - negative, negative))
        }
    }

    static let names: ViewNames<YearChartView> = [
        "year": .value { .init($0.year) },
        "id": .value { .init("year-\($0.year)") },
        "title": .value { .init($0.title) },
        "columns": .list { $0.columns },
        "baseline": .value { _ in .init(YearChartView.baseline) },
        "labelY": .value { _ in .init(YearChartView.baseline + 14) },
    ]
}
