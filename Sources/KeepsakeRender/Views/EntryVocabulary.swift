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
        let encodedIcon: String
        let label: String

        init(_ kind: DecorationCatalog.WeatherKind, language: Language) {
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
        (self.catalog, self.language, self.photos) = (catalog, language, photos)
        // The first of a name wins, as `DecorationCatalog` finds it.
        stickers = Self.first(
            catalog.stickers.map { ($0.name, StickerKind(name: $0.name, catalog: catalog, language: language)) })
        weather = Self.first(catalog.weather.map { ($0.name, WeatherKind($0, language: language)) })
        moods = Self.first(catalog.moods.map { ($0.name, MoodKind($0, language: language)) })
        tagFolders = Self.first(tags.map { ($0, Self.folder(ofTag: $0)) })
    }

    /// Each name's first value.
    private static func first<Value>(_ pairs: [(String, Value)]) -> [String: Value] {
        Dictionary(pairs) { first, _ in first }
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
