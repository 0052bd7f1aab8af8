import KeepsakeCore

/// The most a diary's own theme file of each kind may hold: generous for real themes, and
/// checked before the file is read, since a template costs many times its size to compile.
enum ThemeFileLimits {
    /// Templates and partials (`templates/…`).
    static let template = SourceText.Limit(
        bytes: 1 << 20, what: "a template",
        hint: "a template is the markup of one page or part of a page; split it into partials")
    /// Language files (`i18n/…`).
    static let language = SourceText.Limit(
        bytes: 1 << 20, what: "a language file", hint: "a language file holds the words of the pages")
    /// `theme.yaml`.
    static let catalog = SourceText.Limit(
        bytes: 1 << 20, what: "theme.yaml", hint: "theme.yaml holds the palette, stickers, moods and weather")
    /// Style sheets and scripts (`.css`, `.js`).
    static let code = SourceText.Limit(
        bytes: 4 << 20, what: "a style sheet or script", hint: "check what wrote this file; minify it or split it")
    /// Every other file: stickers, weather pictures, fonts.
    static let other = SourceText.Limit(
        bytes: 16 << 20, what: "a theme file",
        hint: "theme pictures and fonts are published as they are: make it smaller")

    /// The limit for the theme file at `path` inside the theme (`templates/entry.mustache`).
    static func limit(for path: String) -> SourceText.Limit {
        if path.hasPrefix("templates/") { return template }
        if path.hasPrefix("i18n/") { return language }
        if path == "theme.yaml" { return catalog }
        if path.hasSuffix(".css") || path.hasSuffix(".js") { return code }
        return other
    }
}
