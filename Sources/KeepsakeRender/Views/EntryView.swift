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
    let dateLong: String
    let datetime: String
    let author: String?
    let authorColor: String?
    let moodEmoji: String?
    let moodLabel: String?
    let weatherIcon: String?
    let weatherLabel: String?
    let temperature: String?
    let photoSrc: String?
    let photoAlt: String
    /// The processed photo on the polaroid (`nil` when it is published as it is: then `photoSrc`).
    let polaroidPicture: PhotoView?
    /// The processed photo on a grid card.
    let gridPicture: PhotoView?
    let cardColor: String
    let cardIsLight: Bool
    let stickers: [StickerView]
    let stickerLabels: String
    let tilt: String
    let tags: [LinkView]
    let commentCount: String?
    let deletedLabel: String
    /// "edited" and when, for an entry changed well after it was written (from git).
    let edited: String?
    let editedDatetime: String?

    /// - Parameters:
    ///   - photos: the processed photos. Required: the original of a processed photo is not
    ///     published, so a card made without them would point at a missing file.
    ///   - place: where the photo sits (a card, lazily by default, or the entry's own page).
    init(
        _ entry: Entry, diary: Diary, language: Language, links: Links, photos: PhotoSet,
        place: PhotoView.Place = .card(eager: false)
    ) {
        let catalog = diary.catalog
        let code = language.code
        self.entry = entry
        url = links.page(entry.sitePath)
        hasTitle = entry.title != nil
        dateShort = language.format(entry.date, as: "date_short")
        dateLong = language.format(entry.date, as: entry.date.hasTime ? "date_time" : "date")
        title = entry.title ?? language.format(entry.date, as: "date")
        datetime = entry.date.hasTime ? entry.date.rfc3339 : entry.date.isoDay
        author = entry.author?.name
        authorColor = entry.author?.color?.hex
        let mood = entry.mood.flatMap(catalog.mood(named:))
        moodEmoji = mood?.emoji
        moodLabel = mood.map { DecorationCatalog.label($0.labels, code, fallback: $0.name) }
        let weather = entry.weather.flatMap { catalog.weatherKind(named: $0.kind) }
        weatherIcon = weather.map { links.file("theme/" + $0.icon) }
        weatherLabel = weather.map { DecorationCatalog.label($0.labels, code, fallback: $0.name) }
        temperature = entry.weather?.temperature.map { "\(CSSNumber.format($0))°C" }
        photoSrc = entry.photo.map { links.file($0.sitePath) }
        photoAlt = entry.photo.map { $0.alt.isEmpty ? (entry.title ?? "") : $0.alt } ?? ""
        let variants = entry.photo.flatMap { photos[$0.source] }
        polaroidPicture = PhotoView.polaroid(variants, place: place, links: links)
        gridPicture = PhotoView.grid(variants, place: place, links: links)
        let color = entry.color ?? entry.author?.color ?? catalog.palette.first ?? DiaryColor(name: nil, hex: "#fff8e7")
        cardColor = color.hex
        cardIsLight = color.isLight
        stickers = entry.stickers.map { StickerView($0, catalog: catalog, language: code, links: links) }
        stickerLabels = stickers.map(\.label).joined(separator: ", ")
        tilt = StableHash.tilt(for: entry.slug + entry.date.isoDay)
        tags = entry.tags.map { LinkView(url: links.page("tags/\(TagSection.slug(for: $0))/"), label: $0) }
        commentCount = entry.comments.map { language.count("comments", $0.count) }
        deletedLabel = language.string("deleted_entry")
        let lastModified = entry.lastModified
        edited = entry.isEdited ? language.format(lastModified, as: "date") : nil
        editedDatetime = entry.isEdited ? lastModified.rfc3339 : nil
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
        case "weather": .init(weatherLabel != nil)
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
        case "hasStickers": .init(!stickers.isEmpty)
        case "firstSticker": .init(stickers.first)
        case "stickerLabels": .init(stickerLabels)
        case "tilt": .init(tilt)
        case "tags": .init(tags)
        case "hasTags": .init(!tags.isEmpty)
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
