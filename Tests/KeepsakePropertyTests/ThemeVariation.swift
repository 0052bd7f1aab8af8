/// Overrides of the built-in theme a diary may carry in `Themes/default/` (README, "Themes"):
/// the built-in file with a numbered change, so two variations of the same number of digits are
/// files of the same size.
enum ThemeVariation {
    static let footerPath = "Themes/default/templates/partials/footer.mustache"
    static let stylePath = "Themes/default/assets/style.css"
    static let entryPath = "Themes/default/templates/entry.mustache"
    static let paths = [footerPath, stylePath, entryPath]

    /// The built-in footer with a line of its own in front.
    static func footer(_ number: Int) -> String {
        "<p class=\"property-\(number)\">바뀐 footer \(number)</p>\n"
            + (Builds.builtInThemeText("templates/partials/footer.mustache") ?? "")
    }

    /// The built-in stylesheet with one rule more.
    static func style(_ number: Int) -> String {
        (Builds.builtInThemeText("assets/style.css") ?? "")
            + "\n.property-\(number) { color: #1234\(number % 10)\(number % 10); }\n"
    }

    /// The built-in entry template with a comment of its own at the end.
    static func entry(_ number: Int) -> String {
        (Builds.builtInThemeText("templates/entry.mustache") ?? "")
            + "{{! property \(number) }}<!-- entry \(number) -->\n"
    }

    static func text(_ path: String, _ number: Int) -> String {
        switch path {
        case footerPath: footer(number)
        case stylePath: style(number)
        default: entry(number)
        }
    }
}
