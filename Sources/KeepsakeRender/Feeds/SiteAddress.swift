import KeepsakeCore

/// Where the site is published, for the links that must be absolute: feeds, the sitemap,
/// canonical links and link previews. Pages themselves link relatively (see `Links`).
struct SiteAddress: Sendable {
    /// `https://example.com/diary/` or, when diary.yaml gives no address, a path such as `/`.
    let base: String

    init(config: DiaryConfig) { base = config.baseURL.hasSuffix("/") ? config.baseURL : config.baseURL + "/" }

    /// Whether `base` is a full address (Open Graph and canonical links need one).
    var isAbsolute: Bool { base.hasPrefix("https://") || base.hasPrefix("http://") }

    /// A page by its folder in the site (`2024/05/picnic/`; `` for the front page), never with `index.html`.
    func page(_ folder: String) -> String { base + Links.encode(folder) }

    func file(_ path: String) -> String { base + Links.encode(path) }

    /// An entry's body with the site-relative references cmark made (`../../../media/…`) made
    /// absolute, so the body reads the same in a feed reader.
    func absolutize(body: String, of entry: Entry) -> String {
        let toRoot = String(repeating: "../", count: entry.sitePath.split(separator: "/").count)
        // Swift's own replacing (Foundation's goes through NSString); `base` escaped, as it goes into attributes.
        return body.replacing("=\"" + toRoot, with: "=\"" + XMLText.escape(base))
    }
}
