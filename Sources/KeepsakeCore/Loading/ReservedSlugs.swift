/// The names an entry's slug may not take: the folders the site writes beside the entries of a
/// month (`2026/04/grid/`) and at its top, so that no entry's page replaces one of the site's own.
/// `PageKindTests` checks every folder a built site has against this list.
public enum ReservedSlugs {
    /// Lowercased; a slug is compared ignoring case, as a host's file system may.
    public static let names: Set<String> = [
        "book", "feed", "grid", "media", "on-this-day", "page", "search", "sitemap", "stats", "tags", "theme",
    ]

    public static func contains(_ slug: String) -> Bool {
        names.contains(slug.lowercased())
    }

    /// The names, as hints list them.
    public static var list: String { names.sorted().joined(separator: ", ") }
}
