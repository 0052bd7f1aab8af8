import KeepsakeCore
import KeepsakeTemplates

/// One entry as a template sees it: on a polaroid or grid card in lists, and whole on its own page.
/// Every label, URL, colour and angle is worked out here; templates only place them.
final class EntryView: TemplateObject, NamedView {
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
        (self.facts, self.links, self.display, knownBodyHTML) = (facts, links, display, bodyHTML)
        url = links.page(encoded: facts.encodedFolder)
        photoSrc = facts.encodedPhoto.map { links.file(encoded: $0) }
    }

    var entry: EntryCard { facts.card }

    /// A picture is `nil` when the photo is published as it is (then `photoSrc`); `edited`: when, for an
    /// entry changed well after it was written (from git).
    static let names: ViewNames<EntryView> = [
        "url": .value { .init($0.url) },
        "title": .value { .init($0.facts.title) },
        "hasTitle": .value { .init($0.facts.hasTitle) },
        "dateShort": .value { .init($0.facts.dateShort) },
        "dateLong": .value {
            .init($0.facts.language.format($0.entry.date, as: $0.entry.date.hasTime ? "date_time" : "date"))
        },
        "datetime": .value { .init($0.entry.date.hasTime ? $0.entry.date.rfc3339 : $0.entry.date.isoDay) },
        "author": .value { .init($0.entry.author?.name) },
        "authorColor": .value { .init($0.entry.author?.color?.hex) },
        "mood": .value { .init($0.facts.moodEmoji != nil) },
        "moodEmoji": .value { .init($0.facts.moodEmoji) },
        "moodLabel": .value { .init($0.facts.mood?.label) },
        "weather": .value { .init($0.facts.weather != nil) },
        "weatherIcon": .value { view in .init(view.facts.weather.map { view.links.file(encoded: $0.encodedIcon) }) },
        "weatherLabel": .value { .init($0.facts.weather?.label) },
        "temperature": .value { .init($0.entry.weather?.temperature.map { CSSNumber.format($0) + "°C" }) },
        "photo": .value { .init($0.photoSrc != nil) },
        "photoSrc": .value { .init($0.photoSrc) },
        "photoAlt": .value { .init($0.facts.photoAlt) },
        "polaroidPicture": .object { PhotoView.polaroid($0.facts.variants, display: $0.display, links: $0.links) },
        "gridPicture": .object { PhotoView.grid($0.facts.variants, display: $0.display, links: $0.links) },
        "cardColor": .value { .init($0.facts.cardColor) },
        "cardIsLight": .value { .init($0.facts.cardIsLight) },
        "stickers": .list { view in view.facts.stickers.map { StickerView(sticker: $0, links: view.links) } },
        "hasStickers": .value { .init(!$0.facts.stickers.isEmpty) },
        "firstSticker": .object { view in view.facts.stickers.first.map { StickerView(sticker: $0, links: view.links) }
        },
        "stickerLabels": .value { .init($0.facts.stickers.map(\.kind.label).joined(separator: ", ")) },
        "tilt": .value { .init(StableHash.tilts[Int($0.facts.tiltIndex)]) },
        "tags": .list { view in
            view.facts.tags.map { LinkView(url: view.links.page(encoded: $0.encodedFolder), label: $0.label) }
        },
        "hasTags": .value { .init(!$0.entry.tags.isEmpty) },
        "commentCount": .value { .init($0.facts.commentCount) },
        "isDraft": .value { .init($0.entry.isDraft) },
        "isDeleted": .value { .init($0.entry.isDeleted) },
        "deletedLabel": .value { .init($0.facts.language.string("deleted_entry")) },
        "edited": .value {
            .init($0.entry.isEdited ? $0.facts.language.format($0.entry.lastModified, as: "date") : nil)
        },
        "editedDatetime": .value { .init($0.entry.isEdited ? $0.entry.lastModified.rfc3339 : nil) },
        "bodyHTML": .value { .init($0.knownBodyHTML) },
        "slug": .value { .init($0.entry.slug) },
        "anchor": .value { .init("entry-\($0.entry.date.monthKey)-\($0.entry.slug)") },
        "extra": .custom { .object(RecordObject(CustomView(fields: $0.entry.extra))) },
    ]
}
