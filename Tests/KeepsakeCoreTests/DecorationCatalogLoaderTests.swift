import Testing

@testable import KeepsakeCore

@Suite("DecorationCatalogLoader")
struct DecorationCatalogLoaderTests {
    static let path = "Themes/default/theme.yaml"

    @Test func fullCatalog() throws {
        let yaml = """
            name: Default
            description: Polaroids and washi tape
            palette:
              peach: "#FFCBA4"
              mint: "#b8e0d2"
            stickers:
              heart: { label: { en: Heart, ko: 하트 } }
              star: { file: stickers/star-2.svg, label: Star }
            moods:
              happy: { emoji: "😊", label: { en: Happy, ko: 행복 } }
              sad: { emoji: "😢", tone: negative }
            weather:
              sunny: {}
              rainy: { icon: weather/rain.svg, label: Rain }
            """
        let (loaded, diagnostics) = DecorationCatalogLoader.load(yaml, path: Self.path)
        #expect(diagnostics.texts == [])
        let catalog = try #require(loaded)
        #expect(
            catalog.palette == [DiaryColor(name: "peach", hex: "#ffcba4"), DiaryColor(name: "mint", hex: "#b8e0d2")])
        #expect(
            catalog.stickers == [
                .init(name: "heart", file: "stickers/heart.svg", labels: ["en": "Heart", "ko": "하트"]),
                .init(name: "star", file: "stickers/star-2.svg", labels: ["*": "Star"]),
            ])
        #expect(
            catalog.moods == [
                .init(name: "happy", emoji: "😊", tone: .positive, labels: ["en": "Happy", "ko": "행복"]),
                .init(name: "sad", emoji: "😢", tone: .negative, labels: [:]),
            ])
        #expect(
            catalog.weather == [
                .init(name: "sunny", icon: "weather/sunny.svg", labels: [:]),
                .init(name: "rainy", icon: "weather/rain.svg", labels: ["*": "Rain"]),
            ])
        #expect(catalog.color(named: "mint")?.hex == "#b8e0d2")
        #expect(catalog.sticker(named: "star")?.file == "stickers/star-2.svg")
        #expect(catalog.mood(named: "sad")?.tone == .negative)
        #expect(catalog.weatherKind(named: "rainy")?.icon == "weather/rain.svg")
        #expect(catalog.color(named: "Mint") == nil)
    }

    @Test func emptyFile() {
        let (catalog, diagnostics) = DecorationCatalogLoader.load("", path: Self.path)
        #expect(catalog == nil)
        #expect(diagnostics.texts == ["\(Self.path):1: error: theme.yaml is empty"])
    }

    @Test(arguments: [
        ("palette: { peach: \"#FFCBA4\", bad: red }", ["1:35: error: palette colour \"bad\" must be \"#RRGGBB\""]),
        ("moods: { happy: { tone: joyful } }", ["1:25: error: tone must be `positive` or `negative`"]),
        ("stickers: [heart]", ["1:11: error: \"stickers\" must be a mapping of names"]),
        (
            "stickers: { heart: { size: 2 } }",
            ["1:22: warning: unknown key \"size\" in sticker \"heart\" is ignored\n  hint: known keys: file, label"]
        ),
        (
            "colours: {}",
            [
                "1:1: warning: unknown key \"colours\" in theme.yaml is ignored\n  hint: known keys: name, description, palette, stickers, moods, weather"
            ]
        ),
    ])
    func problems(yaml: String, expected: [String]) {
        let (catalog, diagnostics) = DecorationCatalogLoader.load(yaml, path: Self.path)
        #expect(diagnostics.texts == expected.map { "\(Self.path):\($0)" })
        #expect((catalog == nil) == expected.contains { $0.contains(": error: ") })
    }
}
