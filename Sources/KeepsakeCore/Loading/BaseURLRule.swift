/// What a site's base URL may be (`base_url` in diary.yaml, `--base-url`): an `https://` address
/// with a host name, an `http://` one (with a warning), or a path from the server's root that
/// starts with one `/`. Anything else is refused: `//host/` is another site's address to a
/// browser, however much it looks like a path.
public enum BaseURLRule {
    public enum Verdict: Sendable, Equatable {
        case accepted
        /// Accepted, with a warning to show.
        case unencrypted(warning: String, hint: String)
        case refused(message: String, hint: String)
    }

    /// Checks `url` (with its final `/`), named `name` in messages (`base_url`, `--base-url`).
    public static func check(_ url: String, named name: String) -> Verdict {
        if hasUnsafeCharacters(url) {
            // It is written into pages, feeds and robots.txt as it is.
            return .refused(
                message: "\(name) may not contain spaces, control characters, quotes or angle brackets",
                hint: "percent-encode them: %20 for a space, %22 for \", %3C and %3E for < and >")
        }
        if url.hasPrefix("//") {
            let host = url.dropFirst(2).prefix { $0 != "/" }  // none after three slashes: a path, then
            return .refused(
                message: "\(name) \"\(url)\" starts with //, which browsers read as the address of another site",
                hint: "write a path with one slash, such as /diary/, or the whole address, such as https://"
                    + (host.isEmpty ? "example.com/diary/" : host + "/"))
        }
        if url.hasPrefix("/") { return .accepted }
        for scheme in ["https://", "http://"] where url.hasPrefix(scheme) {
            guard isHost(url.dropFirst(scheme.count).prefix { $0 != "/" }) else {
                return .refused(
                    message: "\(name) \"\(url)\" has no host name after \(scheme)",
                    hint: "for example https://example.com/diary/")
            }
            guard scheme == "http://" else { return .accepted }
            return .unencrypted(
                warning: "\(name) starts with http://: readers fetch the pages and feeds without encryption",
                hint: "use https:// if the site is served over it")
        }
        return .refused(
            message: "\(name) must start with https://, http:// or /", hint: "for example https://example.com/diary/")
    }

    /// Whether `url` holds what cannot be written into a page's attributes as it is.
    public static func hasUnsafeCharacters(_ url: String) -> Bool {
        url.unicodeScalars.contains {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control || $0 == "\"" || $0 == "<"
                || $0 == ">" || $0 == "\\"
        }
    }

    /// A host name, with an optional port, or an IP address in brackets: letters (any script),
    /// digits, `.`, `-`, `_`, `:`, `[`, `]`, and at least one letter or digit. No `@`: an address
    /// with a user name before the host is not a site's.
    private static func isHost(_ text: Substring) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
            && text.allSatisfy { $0.isLetter || $0.isNumber || ".-_:[]".contains($0) }
    }
}
