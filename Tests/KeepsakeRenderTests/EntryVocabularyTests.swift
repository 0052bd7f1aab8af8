import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// What every entry's facts share is worked out once, and says what each entry's own would.
@Suite("Entry vocabulary")
struct EntryVocabularyTests {
    private static let catalog = DecorationCatalog(
        palette: [DiaryColor(name: "peach", hex: "#ffd8c2")],
        stickers: [DecorationCatalog.Sticker(name: "heart", file: "stickers/heart.svg", labels: ["en": "Heart"])],
        moods: [],
        weather: [
            DecorationCatalog.WeatherKind(name: "rainy", icon: "weather/비.svg", labels: ["en": "Rainy"]),
            DecorationCatalog.WeatherKind(name: "rainy", icon: "weather/second.svg", labels: [:]),
        ])

    @Test func sharesOneKindPerStickerAndWeather() throws {
        let vocabulary = EntryVocabulary(
            catalog: Self.catalog, language: try ViewTests.language("en"), photos: PhotoSet())
        #expect(vocabulary.stickerKind(named: "heart") === vocabulary.stickerKind(named: "heart"))
        #expect(vocabulary.stickerKind(named: "heart").encodedSource == "theme/stickers/heart.svg")
        #expect(vocabulary.stickerKind(named: "heart").label == "Heart")
        // Not in the catalog: by its name, as a page would show it.
        #expect(vocabulary.stickerKind(named: "star").encodedSource == "theme/stickers/star.svg")
        #expect(vocabulary.stickerKind(named: "star").label == "star")
        let rainy = vocabulary.weatherKind(named: "rainy")
        #expect(rainy === vocabulary.weatherKind(named: "rainy"))
        // The first of a name, as the catalog finds it.
        #expect(rainy?.encodedIcon == Links.encode("theme/weather/비.svg"))
        #expect(rainy?.label == "Rainy")
        #expect(vocabulary.weatherKind(named: "snowy") == nil)
    }

    @Test func tagFoldersAreThoseOfTheTagPages() throws {
        let vocabulary = EntryVocabulary(
            catalog: Self.catalog, language: try ViewTests.language("en"), photos: PhotoSet(),
            tags: ["봄", "Picnic Day"])
        for tag in ["봄", "Picnic Day", "picnic day", "!!!"] {
            #expect(vocabulary.encodedFolder(ofTag: tag) == Links.encode("tags/\(TagSection.slug(for: tag))/"))
        }
    }
}
