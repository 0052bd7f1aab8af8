import KeepsakeCore
import KeepsakeTemplates

/// One entry as a template sees it: on a polaroid or grid card in lists, and whole on its own page.
/// Every label, URL, colour and angle is worked out here; templates only place them.
final class EntryView: TemplateObject, Sendable {
    let facts: EntryFacts
    let url: String
    let photoSrc: String?
    // What only some pages show is worked out when a template asks.
    private let links: Links
    private let display: PhotoView.Display
    /// The body, on the entry's own page only (a card's pages do not depend on it).
    private let knownBodyHTML: String?

    /// `facts` must be made with the processed photos: a processed photo's original is not published.
    init(_ facts: EntryFacts, links: Links, display: PhotoView.Display = .card(eager: false), bodyHTML: String? = nil) {
        self.facts = facts
        self.links = links
        self.display = display
        knownBodyHTML = bodyHTML
        url = links.page(encoded: facts.encodedFolder)
        photoSrc = facts.encodedPhoto.map { links.file(encoded: $0) }
    }

    var entry: EntryCard { facts.card }

    /// A picture is `nil` when the photo is published as it is (then `photoSrc`); `edited`: when, for an
    /// entry changed well after it was written (from git).
    func value(named name: String) -> TemplateValue {
        switch name {
        case "url": .init(url)
        case "title": .init(facts.title)
        case "hasTitle": .init(facts.hasTitle)
        case "dateShort": .init(facts.dateShort)
        case "dateLong": .init(facts.language.format(entry.date, as: entry.date.hasTime ? "date_time" : "date"))
        case "datetime": .init(entry.date.hasTime ? entry.date.rfc3339 : entry.date.isoDay)
        case "author": .init(entry.author?.name)
        case "authorColor": .init(entry.author?.color?.hex)
        case "mood": .init(facts.moodEmoji != nil)
        case "moodEmoji": .init(facts.moodEmoji)
        case "moodLabel": .init(facts.mood?.label)
        case "weather": .init(facts.weather != nil)
        case "weatherIcon": .init(facts.weather.map { links.file(encoded: $0.encodedIcon) })
        case "weatherLabel": .init(facts.weather?.label)
        case "temperature": .init(entry.weather?.temperature.map { CSSNumber.format($0) + "°C" })
        case "photo": .init(photoSrc != nil)
        case "photoSrc": .init(photoSrc)
        case "photoAlt": .init(facts.photoAlt)
        case "polaroidPicture": .init(PhotoView.polaroid(facts.variants, display: display, links: links))
        case "gridPicture": .init(PhotoView.grid(facts.variants, display: display, links: links))
        case "cardColor": .init(facts.cardColor)
        case "cardIsLight": .init(facts.cardIsLight)
        case "stickers": .init(facts.stickers.map { StickerView($0, links: links) })
        case "hasStickers": .init(!facts.stickers.isEmpty)
        case "firstSticker": .init(facts.stickers.first.map { StickerView($0, links: links) })
        case "stickerLabels": .init(facts.stickers.map(\.kind.label).joined(separator: ", "))
        case "tilt": .init(StableHash.tilts[Int(facts.tiltIndex)])
        case "tags": .init(facts.tags.map { LinkView(url: links.page(encoded: $0.encodedFolder), label: $0.label) })
        case "hasTags": .init(!entry.tags.isEmpty)
        case "commentCount": .init(facts.commentCount)
        case "isDraft": .init(entry.isDraft)
        case "isDeleted": .init(entry.isDeleted)
        case "deletedLabel": .init(facts.language.string("deleted_entry"))
        case "edited": .init(entry.isEdited ? facts.language.format(entry.lastModified, as: "date") : nil)
        case "editedDatetime": .init(entry.isEdited ? entry.lastModified.rfc3339 : nil)
        case "bodyHTML": .init(knownBodyHTML)
        case "slug": .init(entry.slug)
        case "anchor": .init("entry-\(entry.date.monthKey)-\(entry.slug)")
        case "extra": .object(CustomView(entry.extra))
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: [
            "url", "title", "hasTitle", "dateShort", "dateLong", "datetime", "author", "authorColor", "mood",
            "moodEmoji", "moodLabel", "weather", "weatherIcon", "weatherLabel", "temperature", "photo", "photoSrc",
            "photoAlt", "cardColor", "cardIsLight", "hasStickers", "stickerLabels", "tilt", "hasTags", "commentCount",
            "isDraft", "isDeleted", "deletedLabel", "edited", "editedDatetime", "bodyHTML", "slug", "anchor",
        ],
        [
            "polaroidPicture": .object { PhotoView.schema }, "gridPicture": .object { PhotoView.schema },
            "stickers": .list { StickerView.schema }, "firstSticker": .object { StickerView.schema },
            "tags": .list { LinkView.schema }, "extra": .custom,
        ])
}
