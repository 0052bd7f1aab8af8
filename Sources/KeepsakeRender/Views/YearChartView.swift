import KeepsakeCore
import Mustache

/// A year at a glance: one column per month, as tall as the month has entries, split into entries
/// with a good mood, a hard mood and no mood; with a table of the same numbers.
struct YearChartView: MustacheParent, Sendable {
    struct Column: MustacheParent, Sendable {
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

        func child(named key: String) -> Any? {
            switch key {
            case "month": month
            case "positive": positive
            case "negative": negative
            case "neutral": neutral
            case "total": total
            case "hasEntries": total > 0
            case "x": x
            case "labelX": x + 9
            case "positiveY": positiveBox.0
            case "positiveHeight": positiveBox.1
            case "neutralY": neutralBox.0
            case "neutralHeight": neutralBox.1
            case "negativeY": negativeBox.0
            case "negativeHeight": negativeBox.1
            case "totalY": min(positiveBox.0, neutralBox.0, negativeBox.0) - 4
            default: nil
            }
        }
    }

    let year: Int
    let title: String
    let columns: [Column]

    static let plotHeight = 120
    static let baseline = 140

    init(year: Int, entries: [Entry], catalog: DecorationCatalog, language: Language) {
        self.year = year
        title = language.string("year_overview").replacingOccurrences(of: "{year}", with: String(year))
        var counts = Array(repeating: (positive: 0, negative: 0, neutral: 0), count: 12)
        for entry in entries where entry.date.year == year && !entry.isDeleted {
            switch entry.mood.flatMap(catalog.mood(named:))?.tone {
            case .positive?: counts[entry.date.month - 1].positive += 1
            case .negative?: counts[entry.date.month - 1].negative += 1
            case nil: counts[entry.date.month - 1].neutral += 1
            }
        }
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
                neutralBox: (base - positive - neutral, neutral), negativeBox: (base - positive - neutral - negative, negative))
        }
    }

    func child(named key: String) -> Any? {
        switch key {
        case "year": year
        case "id": "year-\(year)"
        case "title": title
        case "columns": columns
        case "baseline": Self.baseline
        case "labelY": Self.baseline + 14
        default: nil
        }
    }
}
