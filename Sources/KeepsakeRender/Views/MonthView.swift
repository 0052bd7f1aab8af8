import KeepsakeCore
import KeepsakeTemplates

/// One month section: its heading in the diary's language, its count and its cards.
final class MonthView: TemplateObject, Sendable {
    let section: MonthSection
    let heading: String
    let count: String
    let url: String
    let gridURL: String
    let items: [EntryView]

    /// `eagerCards`: how many of the first cards load their photos at once (above the fold).
    init(_ section: MonthSection, language: Language, links: Links, eagerCards: Int = 0, facts: (Entry) -> EntryFacts) {
        self.section = section
        heading = language.monthHeading(section.key)
        count = language.count("entries", section.entryCount)
        url = links.page(section.key.path + "/")
        gridURL = links.page(section.key.path + "/grid/")
        items = section.items.enumerated().map { index, entry in
            EntryView(facts(entry), links: links, display: .card(eager: index < eagerCards))
        }
    }

    func value(named name: String) -> TemplateValue {
        switch name {
        case "heading": .init(heading)
        case "count": .init(count)
        case "url": .init(url)
        case "gridURL": .init(gridURL)
        case "items": .init(items)
        case "id": .init("month-\(section.key)")
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["heading", "count", "url", "gridURL", "id"], ["items": .list { EntryView.schema }])
}
