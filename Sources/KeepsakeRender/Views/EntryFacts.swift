import KeepsakeCore

/// What any page says about an entry (labels, colours, tilt, percent-encoded addresses), worked out once per build.
/// Held per entry for the whole render, so it keeps only the entry's own: shared labels are in `EntryVocabulary`.
final class EntryFacts: Sendable {
    /// A sticker on the entry: its kind's shared half, and where this entry places it.
    struct Sticker: Sendable {
        let kind: EntryVocabulary.StickerKind
        let placement: StickerPlacement
    }

    /// All a card shows comes from it: a card can show nothing its digest does not cover.
    let card: EntryCard
    /// `Entry.cardFingerprint`.
    let digest: UInt64
    let vocabulary: EntryVocabulary
    let title: String
    let dateShort: String
    let mood: EntryVocabulary.MoodKind?
    let cardColor: String
    let commentCount: String?
    let weather: EntryVocabulary.WeatherKind?
    let stickers: [Sticker]
    /// `nil` without a photo.
    let ownPhotoAlt: String?
    /// Which of `StableHash.tilts` (degrees, as CSS numbers) the card is turned by.
    let tiltIndex: UInt8
    let cardIsLight: Bool
    /// Whether the writer gave a title (else `title` is the date).
    let hasTitle: Bool

    /// - Parameter days: each day's `date_short`, shared by the facts of a day's entries.
    init(_ entry: Entry, vocabulary: EntryVocabulary, days: ShortDateLabels? = nil) {
        let (card, catalog, language) = (entry.card, vocabulary.catalog, vocabulary.language)
        (self.card, digest, self.vocabulary) = (card, entry.cardFingerprint, vocabulary)
        dateShort = days?.label(of: card.date) ?? language.format(card.date, as: "date_short")
        title = card.title ?? language.format(card.date, as: "date")
        hasTitle = card.title != nil
        mood = card.mood.flatMap(vocabulary.moodKind(named:))
        let color =
            card.color ?? card.author?.color ?? catalog.palette.first ?? DiaryColor(name: nil, hex: "#fff8e7")
        cardColor = color.hex
        cardIsLight = color.isLight
        tiltIndex = StableHash.tiltIndex(for: card.slug + card.date.isoDay)
        commentCount = card.commentCount.map { language.count("comments", $0) }
        weather = card.weather.flatMap { vocabulary.weatherKind(named: $0.kind) }
        stickers = card.stickers.map { Sticker(kind: vocabulary.stickerKind(named: $0.name), placement: $0) }
        ownPhotoAlt = card.photo?.alt
    }

    /// The entry page's folder, percent-encoded; made when a card asks rather than held for every entry.
    var encodedFolder: String { Links.encode(card.sitePath) }
    var encodedPhoto: String? { card.photo.map(\.source).map { Links.encode(MediaFile.sitePath(of: $0)) } }

    var moodEmoji: String? { mood?.emoji }
    /// The photo's `alt`: its own, else the title the writer gave, else empty.
    var photoAlt: String { ownPhotoAlt.map { $0.isEmpty ? (hasTitle ? title : "") : $0 } ?? "" }
    var photo: Photo? { card.photo.map(\.source).map { Photo(source: $0, alt: ownPhotoAlt ?? "") } }

    var language: Language { vocabulary.language }
    var variants: PhotoVariants? { card.photo.flatMap { vocabulary.photos[$0.source] } }
    var tags: [(label: String, encodedFolder: String)] { card.tags.map { ($0, vocabulary.encodedFolder(ofTag: $0)) } }
}

/// Every entry's `EntryFacts` for one render, found by the entry's file.
struct EntryFactsTable: Sendable {
    private let facts: [String: EntryFacts]

    init(_ facts: [EntryFacts] = []) {
        self.facts = Dictionary(facts.map { ($0.card.source, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The remembered facts, or (for an entry the table was not made with) new ones.
    func facts(of entry: Entry, vocabulary: EntryVocabulary, days: ShortDateLabels? = nil) -> EntryFacts {
        made(for: entry) ?? EntryFacts(entry, vocabulary: vocabulary, days: days)
    }

    /// The remembered facts of `entry`, if the table was made with it.
    func made(for entry: Entry) -> EntryFacts? {
        facts[entry.source].flatMap { $0.digest == entry.cardFingerprint ? $0 : nil }
    }
}

/// Each day's `date_short` label, shared by the facts of the day's entries.
struct ShortDateLabels: Sendable {
    /// By `DiaryDate.dayNumber` (the weekday follows from the day).
    private let labels: [Int: String]

    /// Empty when `date_short` shows the time of day (two entries of a day then read differently).
    init(_ entries: [Entry], language: Language) {
        let shared = !language.showsTimeOfDay("date_short")
        var labels: [Int: String] = [:]
        for entry in entries where shared && labels[entry.date.dayNumber] == nil {
            labels[entry.date.dayNumber] = language.format(entry.date, as: "date_short")
        }
        self.labels = labels
    }

    func label(of date: DiaryDate) -> String? { labels[date.dayNumber] }
}
