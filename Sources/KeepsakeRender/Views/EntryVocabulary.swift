import KeepsakeCore

/// What the facts of many entries share in one render: the language, the catalog, the processed photos,
/// and each tag's, sticker's, mood's and weather kind's labels and encoded addresses, worked out once.
final class EntryVocabulary: Sendable {
    /// A sticker of the catalog (or one it lacks, by name) as every card shows it.
    final class StickerKind: Sendable {
        let name: String
        let encodedSource: String
        let label: String

        init(name: String, catalog: DecorationCatalog, language: Language) {
            let sticker = catalog.sticker(named: name)
            self.name = name
            encodedSource = Links.encode("theme/" + (sticker?.file ?? "stickers/\(name).svg"))
            label = DecorationCatalog.label(sticker?.labels ?? [:], language.code, fallback: name)
        }
    }

    final class WeatherKind: Sendable {
        let kind: DecorationCatalog.WeatherKind
        let encodedIcon: String
        let label: String

        init(_ kind: DecorationCatalog.WeatherKind, language: Language) {
            self.kind = kind
            encodedIcon = Links.encode("theme/" + kind.icon)
            label = DecorationCatalog.label(kind.labels, language.code, fallback: kind.name)
        }
    }

    final class MoodKind: Sendable {
        let emoji: String
        let label: String

        init(_ mood: DecorationCatalog.Mood, language: Language) {
            emoji = mood.emoji
            label = DecorationCatalog.label(mood.labels, language.code, fallback: mood.name)
        }
    }

    let catalog: DecorationCatalog
    let language: Language
    let photos: PhotoSet
    private let stickers: [String: StickerKind]
    private let weather: [String: WeatherKind]
    private let moods: [String: MoodKind]
    private let tagFolders: [String: String]

    /// - Parameter tags: the tags whose folders to work out now (others are worked out when asked).
    init(catalog: DecorationCatalog, language: Language, photos: PhotoSet, tags: [String] = []) {
        self.catalog = catalog
        self.language = language
        self.photos = photos
        var stickers: [String: StickerKind] = [:]
        for sticker in catalog.stickers where stickers[sticker.name] == nil {
            stickers[sticker.name] = StickerKind(name: sticker.name, catalog: catalog, language: language)
        }
        self.stickers = stickers
        var weather: [String: WeatherKind] = [:]
        // The first of a name wins, as `DecorationCatalog` finds it.
        for kind in catalog.weather where weather[kind.name] == nil {
            weather[kind.name] = WeatherKind(kind, language: language)
        }
        self.weather = weather
        var moods: [String: MoodKind] = [:]
        for mood in catalog.moods where moods[mood.name] == nil {
            moods[mood.name] = MoodKind(mood, language: language)
        }
        self.moods = moods
        var folders: [String: String] = [:]
        for tag in tags where folders[tag] == nil { folders[tag] = Self.folder(ofTag: tag) }
        tagFolders = folders
    }

    func stickerKind(named name: String) -> StickerKind {
        stickers[name] ?? StickerKind(name: name, catalog: catalog, language: language)
    }

    func weatherKind(named name: String) -> WeatherKind? {
        weather[name] ?? catalog.weatherKind(named: name).map { WeatherKind($0, language: language) }
    }

    func moodKind(named name: String) -> MoodKind? {
        moods[name] ?? catalog.mood(named: name).map { MoodKind($0, language: language) }
    }

    /// The encoded folder of the page of `tag` (as an entry spells it).
    func encodedFolder(ofTag tag: String) -> String { tagFolders[tag] ?? Self.folder(ofTag: tag) }

    private static func folder(ofTag tag: String) -> String { Links.encode("tags/\(TagSection.slug(for: tag))/") }
}
