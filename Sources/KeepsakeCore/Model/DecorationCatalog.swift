/// What a theme offers to decorate entries with: palette colours, stickers, moods and weather kinds.
/// Loaded from the theme's `theme.yaml`; front matter names are checked against it.
public struct DecorationCatalog: Sendable {
    public struct Sticker: Sendable, Hashable {
        public let name: String
        /// Path inside the theme, e.g. `stickers/heart.svg`.
        public let file: String
        /// Accessible label per language code.
        public let labels: [String: String]

        public init(name: String, file: String, labels: [String: String]) {
            (self.name, self.file, self.labels) = (name, file, labels)
        }
    }

    public struct Mood: Sendable, Hashable {
        public enum Tone: String, Sendable, CaseIterable { case positive, negative }
        public let name: String
        public let emoji: String
        public let tone: Tone
        public let labels: [String: String]
    }

    public struct WeatherKind: Sendable, Hashable {
        public let name: String
        /// Path inside the theme, e.g. `weather/rainy.svg`.
        public let icon: String
        public let labels: [String: String]

        public init(name: String, icon: String, labels: [String: String]) {
            (self.name, self.icon, self.labels) = (name, icon, labels)
        }
    }

    /// Palette colours in the theme's order.
    public let palette: [DiaryColor]
    public let stickers: [Sticker]
    public let moods: [Mood]
    public let weather: [WeatherKind]

    public init(palette: [DiaryColor], stickers: [Sticker], moods: [Mood], weather: [WeatherKind]) {
        (self.palette, self.stickers, self.moods, self.weather) = (palette, stickers, moods, weather)
    }

    public func color(named name: String) -> DiaryColor? { palette.first { $0.name == name } }
    public func sticker(named name: String) -> Sticker? { stickers.first { $0.name == name } }
    public func mood(named name: String) -> Mood? { moods.first { $0.name == name } }
    public func weatherKind(named name: String) -> WeatherKind? { weather.first { $0.name == name } }
}
