import KeepsakeCore
import KeepsakeTemplates

/// A month's moods as an inline SVG bar chart (most felt first), with the same figures as a table
/// for screen readers and anyone who prefers numbers. Geometry is worked out here.
final class MoodChartView: TemplateObject, Sendable {
    struct Bar: ViewRecord {
        let emoji: String
        let label: String
        let count: Int
        let tone: String
        let y: Int
        let width: String

        func value(named key: String) -> TemplateValue {
            switch key {
            case "emoji": .init(emoji)
            case "label": .init(label)
            case "count": .init(count)
            case "tone": .init(tone)
            case "y": .init(y)
            case "textY": .init(y + 14)
            case "width": .init(width)
            case "countX": .init(CSSNumber.format(Double(Self.barX) + (Double(width) ?? 0) + 6))
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(values: [
            "emoji", "label", "count", "tone", "y", "textY", "width", "countX",
        ])

        static let barX = 118
        static let maxWidth = 170.0
        static let rowHeight = 24
    }

    let id: String
    let title: String
    let bars: [Bar]

    /// - Returns: `nil` when no entry of the month has a mood.
    init?(_ section: MonthSection, catalog: DecorationCatalog, language: Language) {
        var counts: [String: Int] = [:]
        for entry in section.items where !entry.isDeleted {
            if let mood = entry.mood { counts[mood, default: 0] += 1 }
        }
        guard let most = counts.values.max() else { return nil }
        id = "moods-\(section.key)"
        title = Language.replacing(
            "{month}", in: language.string("moods_of_month"), with: language.monthHeading(section.key))
        let ordered = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        bars = ordered.enumerated().map { index, item in
            let mood = catalog.mood(named: item.key)
            return Bar(
                emoji: mood?.emoji ?? "•",
                label: mood.map { DecorationCatalog.label($0.labels, language.code, fallback: $0.name) } ?? item.key,
                count: item.value, tone: mood?.tone.rawValue ?? "neutral", y: index * Bar.rowHeight + 4,
                width: CSSNumber.format(Bar.maxWidth * Double(item.value) / Double(most)))
        }
    }

    func value(named key: String) -> TemplateValue {
        switch key {
        case "id": .init(id)
        case "title": .init(title)
        case "bars": .init(bars)
        case "height": .init(bars.count * Bar.rowHeight + 8)
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["id", "title", "height"], ["bars": .list { Bar.schema }])
}
