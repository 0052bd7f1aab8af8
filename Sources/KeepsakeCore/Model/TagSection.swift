/// One tag of the diary: its page lists the entries carrying it, grouped by month like the main list.
public struct TagSection: Sendable {
    /// The tag as writers wrote it (the most used spelling when spellings differ only in case).
    public let name: String
    /// The last part of the tag page's address (`tags/봄/`).
    public let slug: String
    /// Newest month first, each with its entries newest first.
    public let months: [MonthSection]
    /// The same entries in one list, newest first (tag pages take slices of it).
    public let entries: [Entry]
    public let entryCount: Int

    /// - Parameter entries: newest first; its months are slices of it.
    public init(name: String, slug: String, entries: [Entry]) {
        self.name = name
        self.slug = slug
        self.entries = entries
        months = MonthGrouping.group(entries)
        entryCount = months.reduce(0) { $0 + $1.entryCount }
    }

    /// The tag page's folder in the site.
    public var sitePath: String { "tags/\(slug)/" }

    /// `봄` → `봄`, `Picnic Day` → `picnic-day`; a tag with no letters or digits gets a stable
    /// name from its text, so every tag has a page.
    public static func slug(for tag: String) -> String {
        let slug = Slug.make(from: tag)
        if !slug.isEmpty { return slug }
        let digest = ContentDigest.of(tag)
        return "tag-" + String(digest, radix: 16).prefix(8)
    }
}
