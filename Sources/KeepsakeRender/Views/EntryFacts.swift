import KeepsakeCore

/// What a card or page says about an entry, whichever page shows it: labels in the diary's
/// language, colours, the tilt, and its addresses already percent-encoded (a page only puts its
/// `../` in front). An entry is shown on half a dozen pages; this is worked out once per build.
final class EntryFacts: Sendable {
    /// A sticker's page-independent half; `StickerView` adds the page's root to `encodedSource`.
    struct Sticker: Sendable {
        let name: String
        let encodedSource: String
        let label: String
        let style: String
    }

    let entry: Entry
    let catalog: DecorationCatalog
    let language: Language
    let variants: PhotoVariants?
    let encodedFolder: String
    let encodedPhoto: String?
    let title: String
    let dateShort: String
    let datetime: String
    let author: String?
    let authorColor: String?
    let moodEmoji: String?
    let moodLabel: String?
    let photoAlt: String
    let cardColor: String
    let cardIsLight: Bool
    let tilt: String
    let commentCount: String?
    let anchor: String
    let weatherKind: DecorationCatalog.WeatherKind?
    let encodedWeatherIcon: String?
    let stickers: [Sticker]
    let stickerLabels: String
    /// Each tag with its page's encoded folder.
    let tags: [(label: String, encodedFolder: String)]

    /// - Parameter photos: the processed photos (see `EntryView` on why they are required).
    init(_ entry: Entry, catalog: DecorationCatalog, language: Language, photos: PhotoSet) {
        self.entry = entry
        self.catalog = catalog
        self.language = language
        encodedFolder = Links.encode(entry.sitePath)
        encodedPhoto = entry.photo.map { Links.encode($0.sitePath) }
        dateShort = language.format(entry.date, as: "date_short")
        title = entry.title ?? language.format(entry.date, as: "date")
        datetime = entry.date.hasTime ? entry.date.rfc3339 : entry.date.isoDay
        author = entry.author?.name
        authorColor = entry.author?.color?.hex
        let mood = entry.mood.flatMap(catalog.mood(named:))
        moodEmoji = mood?.emoji
        moodLabel = mood.map { DecorationCatalog.label($0.labels, language.code, fallback: $0.name) }
        photoAlt = entry.photo.map { $0.alt.isEmpty ? (entry.title ?? "") : $0.alt } ?? ""
        variants = entry.photo.flatMap { photos[$0.source] }
        let color = entry.color ?? entry.author?.color ?? catalog.palette.first ?? DiaryColor(name: nil, hex: "#fff8e7")
        cardColor = color.hex
        cardIsLight = color.isLight
        tilt = StableHash.tilt(for: entry.slug + entry.date.isoDay)
        commentCount = entry.hasCommentThread ? language.count("comments", entry.commentCount) : nil
        anchor = "entry-\(entry.date.monthKey)-\(entry.slug)"
        weatherKind = entry.weather.flatMap { catalog.weatherKind(named: $0.kind) }
        encodedWeatherIcon = weatherKind.map { Links.encode("theme/" + $0.icon) }
        stickers = entry.stickers.map { placement in
            let sticker = catalog.sticker(named: placement.name)
            return Sticker(
                name: placement.name,
                encodedSource: Links.encode("theme/" + (sticker?.file ?? "stickers/\(placement.name).svg")),
                label: DecorationCatalog.label(sticker?.labels ?? [:], language.code, fallback: placement.name),
                style: StickerView.style(of: placement))
        }
        stickerLabels = stickers.map(\.label).joined(separator: ", ")
        tags = entry.tags.map { ($0, Links.encode("tags/\(TagSection.slug(for: $0))/")) }
    }
}

/// Every entry's `EntryFacts` for one render, found by the entry's identity.
struct EntryFactsTable: Sendable {
    private let facts: [ObjectIdentifier: EntryFacts]

    init(_ facts: [EntryFacts] = []) {
        self.facts = Dictionary(facts.map { ($0.entry.identity, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The remembered facts, or (for an entry the table was not made with) new ones.
    func facts(of entry: Entry, catalog: DecorationCatalog, language: Language, photos: PhotoSet) -> EntryFacts {
        facts[entry.identity] ?? EntryFacts(entry, catalog: catalog, language: language, photos: photos)
    }
}
