import KeepsakeCore
import KeepsakeTemplates

/// One month section: its heading in the diary's language, its count and its cards.
final class MonthView: TemplateObject, NamedView {
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

    static let names: ViewNames<MonthView> = [
        "heading": .value { .init($0.heading) },
        "count": .value { .init($0.count) },
        "url": .value { .init($0.url) },
        "gridURL": .value { .init($0.gridURL) },
        "items": .list { $0.items },
        "id": .value { .init("month-\($0.section.key)") },
    ]
}
