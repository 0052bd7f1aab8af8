import KeepsakeCore
import KeepsakeTemplates

/// One entry as a template sees it: on a polaroid or grid card in lists, and whole on its own page.
/// Every label, URL, colour and angle is worked out here; templates only place them.
/// A class: templates look values up many times, and a reference is cheaper to pass around than
/// a copy of two dozen fields.
final class EntryView: TemplateObject, Sendable {
    let entry: Entry
    let url: String
    let title: String
    let hasTitle: Bool
    let dateShort: String
    let datetime: String
    let author: String?
    let authorColor: String?
    let moodEmoji: String?
    let moodLabel: String?
    let photoSrc: String?
    let photoAlt: String
    let cardColor: String
    let cardIsLight: Bool
    let tilt: String
    let commentCount: String?
    // What only some pages show (the entry's own page, polaroids, grids) is worked out when a
    // template asks: an entry appears on half a dozen pages, mostly as a card.
    private let catalog: DecorationCatalog
    private let language: Language
    private let links: Links
    private let variants: PhotoVariants?
    private let place: PhotoView.Place

    /// - Parameters:
    ///   - photos: the processed photos. Required: the original of a processed photo is not
    ///     published, so a card made without them would point at a missing file.
    ///   - place: where the photo sits (a card, lazily by default, or the entry's own page).
    init(
        _ entry: Entry, diary: Diary, language: Language, links: Links, photos: PhotoSet,
        place: PhotoView.Place = .card(eager: false)
    ) {
        let catalog = diary.catalog
        self.entry = entry
        self.catalog = catalog
        self.language = language
        self.links = links
        self.place = place
        url = links.page(entry.sitePath)
        hasTitle = entry.title != nil
        dateShort = language.format(entry.date, as: "date_short")
        title = entry.title ?? language.format(entry.date, as: "date")
        datetime = entry.date.hasTime ? entry.date.rfc3339 : entry.date.isoDay
        author = entry.author?.name
        authorColor = entry.author?.color?.hex
        let mood = entry.mood.flatMap(catalog.mood(named:))
        moodEmoji = mood?.emoji
        moodLabel = mood.map { DecorationCatalog.label($0.labels, language.code, fallback: $0.name) }
        photoSrc = entry.photo.map { links.file($0.sitePath) }
        photoAlt = entry.photo.map { $0.alt.isEmpty ? (entry.title ?? "") : $0.alt } ?? ""
        variants = entry.photo.flatMap { photos[$0.source] }
        let color = entry.color ?? entry.author?.color ?? catalog.palette.first ?? DiaryColor(name: nil, hex: "#fff8e7")
        cardColor = color.hex
        cardIsLight = color.isLight
        tilt = StableHash.tilt(for: entry.slug + entry.date.isoDay)
        commentCount = entry.comments.map { language.count("comments", $0.count) }
    }

    var dateLong: String { language.format(entry.date, as: entry.date.hasTime ? "date_time" : "date") }
    var weatherKind: DecorationCatalog.WeatherKind? { entry.weather.flatMap { catalog.weatherKind(named: $0.kind) } }
    var weatherIcon: String? { weatherKind.map { links.file("theme/" + $0.icon) } }
    var weatherLabel: String? { weatherKind.map { DecorationCatalog.label($0.labels, language.code, fallback: $0.name) } }
    var temperature: String? { entry.weather?.temperature.map { "\(CSSNumber.format($0))°C" } }
    /// The processed photo on the polaroid (`nil` when it is published as it is: then `photoSrc`).
    var polaroidPicture: PhotoView? { PhotoView.polaroid(variants, place: place, links: links) }
    /// The processed photo on a grid card.
    var gridPicture: PhotoView? { PhotoView.grid(variants, place: place, links: links) }
    var stickers: [StickerView] { entry.stickers.map(sticker) }
    var stickerLabels: String { entry.stickers.map { sticker($0).label }.joined(separator: ", ") }
    var tags: [LinkView] { entry.tags.map { LinkView(url: links.page("tags/\(TagSection.slug(for: $0))/"), label: $0) } }
    var deletedLabel: String { language.string("deleted_entry") }
    /// "edited" and when, for an entry changed well after it was written (from git).
    var edited: String? { entry.isEdited ? language.format(entry.lastModified, as: "date") : nil }
    var editedDatetime: String? { entry.isEdited ? entry.lastModified.rfc3339 : nil }

    private func sticker(_ placement: StickerPlacement) -> StickerView {
        StickerView(placement, catalog: catalog, language: language.code, links: links)
    }

    func value(named name: String) -> TemplateValue {
        switch name {
        case "url": .init(url)
        case "title": .init(title)
        case "hasTitle": .init(hasTitle)
        case "dateShort": .init(dateShort)
        case "dateLong": .init(dateLong)
        case "datetime": .init(datetime)
        case "author": .init(author)
        case "authorColor": .init(authorColor)
        case "mood": .init(moodEmoji != nil)
        case "moodEmoji": .init(moodEmoji)
        case "moodLabel": .init(moodLabel)
        case "weather": .init(weatherKind != nil)
        case "weatherIcon": .init(weatherIcon)
        case "weatherLabel": .init(weatherLabel)
        case "temperature": .init(temperature)
        case "photo": .init(photoSrc != nil)
        case "photoSrc": .init(photoSrc)
        case "photoAlt": .init(photoAlt)
        case "polaroidPicture": .init(polaroidPicture)
        case "gridPicture": .init(gridPicture)
        case "cardColor": .init(cardColor)
        case "cardIsLight": .init(cardIsLight)
        case "stickers": .init(stickers)
        case "hasStickers": .init(!entry.stickers.isEmpty)
        case "firstSticker": .init(entry.stickers.first.map(sticker))
        case "stickerLabels": .init(stickerLabels)
        case "tilt": .init(tilt)
        case "tags": .init(tags)
        case "hasTags": .init(!entry.tags.isEmpty)
        case "commentCount": .init(commentCount)
        case "isDraft": .init(entry.isDraft)
        case "isDeleted": .init(entry.isDeleted)
        case "deletedLabel": .init(deletedLabel)
        case "edited": .init(edited)
        case "editedDatetime": .init(editedDatetime)
        case "bodyHTML": .init(entry.bodyHTML)
        case "slug": .init(entry.slug)
        case "anchor": .init("entry-\(entry.date.monthKey)-\(entry.slug)")
        default: .missing
        }
    }
}
