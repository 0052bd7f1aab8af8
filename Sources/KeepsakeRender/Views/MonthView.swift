import KeepsakeCore
import Mustache

/// One month section: its heading in the diary's language, its count and its cards.
final class MonthView: MustacheParent, Sendable {
    let section: MonthSection
    let heading: String
    let count: String
    let url: String
    let gridURL: String
    let items: [EntryView]

    init(_ section: MonthSection, diary: Diary, language: Language, links: Links) {
        self.section = section
        heading = language.monthHeading(section.key)
        count = language.count("entries", section.entryCount)
        url = links.page(section.key.path + "/")
        gridURL = links.page(section.key.path + "/grid/")
        items = section.items.map { EntryView($0, diary: diary, language: language, links: links) }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "count": count
        case "url": url
        case "gridURL": gridURL
        case "items": items
        case "id": "month-\(section.key)"
        default: nil
        }
    }
}
