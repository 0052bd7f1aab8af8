import KeepsakeCore
import KeepsakeTemplates

/// A year at a glance: one column per month, as tall as the month has entries, split into entries
/// with a good mood, a hard mood and no mood; with a table of the same numbers.
final class YearChartView: TemplateObject, Sendable {
    struct Column: ViewRecord {
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

        func value(named key: String) -> TemplateValue {
            switch key {
            case "month": .init(month)
            case "positive": .init(positive)
            case "negative": .init(negative)
            case "neutral": .init(neutral)
            case "total": .init(total)
            case "hasEntries": .init(total > 0)
            case "x": .init(x)
            case "labelX": .init(x + 9)
            case "positiveY": .init(positiveBox.0)
            case "positiveHeight": .init(positiveBox.1)
            case "neutralY": .init(neutralBox.0)
            case "neutralHeight": .init(neutralBox.1)
            case "negativeY": .init(negativeBox.0)
            case "negativeHeight": .init(negativeBox.1)
            case "totalY": .init(min(positiveBox.0, neutralBox.0, negativeBox.0) - 4)
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(values: [
            "month", "positive", "negative", "neutral", "total", "hasEntries", "x", "labelX", "positiveY",
            "positiveHeight", "neutralY", "neutralHeight", "negativeY", "negativeHeight", "totalY",
        ])
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
            let positive = height(count.positive)
            let neutral = height(count.neutral)
            let negative = height(count.negative)
            let base = Self.baseline
            return Column(
                month: language.monthsShort[index], positive: count.positive, negative: count.negative,
                neutral: count.neutral, x: 8 + index * 26, positiveBox: (base - positive, positive),
                neutralBox: (base - positive - neutral, neutral),
                negativeBox: (base - positive - neutral - negative, negative))
        }
    }

    func value(named key: String) -> TemplateValue {
        switch key {
        case "year": .init(year)
        case "id": .init("year-\(year)")
        case "title": .init(title)
        case "columns": .init(columns)
        case "baseline": .init(Self.baseline)
        case "labelY": .init(Self.baseline + 14)
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["year", "id", "title", "baseline", "labelY"], ["columns": .list { Column.schema }])
}
