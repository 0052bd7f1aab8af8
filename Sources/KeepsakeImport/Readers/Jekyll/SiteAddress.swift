import KeepsakeCore

/// What a Liquid output that only builds an address on the site gives in a Keepsake entry: the
/// site's own address is nothing (`{{ site.baseurl }}`), and a path stays a site path
/// (`{{ "/assets/x.png" | relative_url }}` → `/assets/x.png`), which the picture pass then finds.
enum SiteAddress {
    /// The site's address, in the variables Jekyll and GitHub Pages give it.
    private static let siteVariables: Set<String> = ["site.url", "site.baseurl", "site.github.url"]

    /// The text of `markup` when it is such an output; `nil` for any other (kept as text).
    static func text(of markup: LiquidMarkup) -> String? {
        guard markup.kind == .output else { return nil }
        let expression = markup.name + (markup.arguments.isEmpty ? "" : " " + markup.arguments)
        let parts = expression.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingWhitespace()
        }
        var text: String
        if siteVariables.contains(parts[0]) {
            text = ""
        } else if let literal = literal(parts[0]) {
            text = literal
        } else {
            return nil
        }
        for filter in parts.dropFirst() {
            let (name, argument) = split(filter)
            switch name {
            case "relative_url", "absolute_url":
                guard argument.isEmpty else { return nil }
                if !text.isEmpty, !text.hasPrefix("/"), !text.contains("://") { text = "/" + text }
            case "prepend":
                guard siteVariables.contains(argument) else { return nil }
            case "append":
                guard let literal = literal(argument) else { return nil }
                text += literal
            default:
                return nil
            }
        }
        return text
    }

    /// `'text'` or `"text"` without its quotes.
    private static func literal(_ token: String) -> String? {
        guard token.count >= 2, let quote = token.first, quote == "\"" || quote == "'", token.last == quote else {
            return nil
        }
        let inside = token.dropFirst().dropLast()
        return inside.contains(quote) ? nil : String(inside)
    }

    /// `prepend: site.baseurl` → (`prepend`, `site.baseurl`).
    private static func split(_ filter: String) -> (name: String, argument: String) {
        guard let colon = filter.firstIndex(of: ":") else { return (filter, "") }
        return (filter[..<colon].trimmingWhitespace(), filter[filter.index(after: colon)...].trimmingWhitespace())
    }
}
