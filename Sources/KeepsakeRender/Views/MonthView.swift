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

    /// - Parameters:
    ///   - photos: the processed photos, for the cards' pictures (required, see `EntryView`).
    ///   - eagerCards: how many of the first cards load their photos at once (above the fold).
    init(
        _ section: MonthSection, diary: Diary, language: Language, links: Links, photos: PhotoSet,
        eagerCards: Int = 0
    ) {
        self.section = section
        heading = language.monthHeading(section.key)
        count = language.count("entries", section.entryCount)
        url = links.page(section.key.path + "/")
        gridURL = links.page(section.key.path + "/grid/")
        items = section.items.enumerated().map { index, entry in
            EntryView(
                entry, diary: diary, language: language, links: links, photos: photos,
                place: .card(eager: index < eagerCards))
        }
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
