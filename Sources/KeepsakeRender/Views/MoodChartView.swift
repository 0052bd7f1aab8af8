import KeepsakeCore
import KeepsakeTemplates

/// A month's moods as an inline SVG bar chart (most felt first), with the same figures as a table
/// for screen readers and anyone who prefers numbers. Geometry is worked out here.
final class MoodChartView: TemplateObject, NamedView {
    struct Bar: ViewRecord, NamedView {
        let emoji: String
        let label: String
        let count: Int
        let tone: String
        let y: Int
        let width: String

        static let names: ViewNames<Self> = [
            "emoji": .value { .init($0.emoji) },
            "label": .value { .init($0.label) },
            "count": .value { .init($0.count) },
            "tone": .value { .init($0.tone) },
            "y": .value { .init($0.y) },
            "textY": .value { .init($0.y + 14) },
            "width": .value { .init($0.width) },
            "countX": .value { .init(CSSNumber.format(Double(Self.barX) + (Double($0.width) ?? 0) + 6)) },
        ]

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
        for mood in section.items.lazy.filter({ !$0.isDeleted }).compactMap(\.mood) { counts[mood, default: 0] += 1 }
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

    static let names: ViewNames<MoodChartView> = [
        "id": .value { .init($0.id) },
        "title": .value { .init($0.title) },
        "bars": .list { $0.bars },
        "height": .value { .init($0.bars.count * Bar.rowHeight + 8) },
    ]
}
