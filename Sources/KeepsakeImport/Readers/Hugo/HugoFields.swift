import KeepsakeCore

/// A Hugo page's front matter mapped onto Keepsake's keys. Hugo reads keys without case
/// (`publishDate` is `publishdate`); so does this.
///
/// Kept under `extra:`: `aliases`, `url`, `description`, `summary`, the keys of `params` (Hugo's place
/// for a site's own fields) and any other key of the writer's or the theme's (`author`, `mood`,
/// `toc`), as written. Noted and left out: the keys that steer how Hugo builds and lists the page
/// (`weight`, `layout`, `type`, `expiryDate`, `lastmod`, `menu`, …) and `keywords`, which are not tags.
struct HugoFields {
    var title: String?
    var date: ImportedDate?
    var isDraft = false
    var slug: String?
    var tags = EntryTags(marks: ["#"])
    var extra: [CustomField] = []
    /// Paths of the pictures the page names for its cover (`images`, `image`, `cover.image`,
    /// `featured_image`), in that order: the first found becomes the photo.
    var photoCandidates: [String] = []
    /// Kinds of the notes for what is not carried over.
    var notes: [String] = []

    /// Keys of Hugo's that say how to build or list the page, which a diary has no use for.
    static let buildKeys: Set<String> = [
        "weight", "layout", "type", "expirydate", "unpublishdate", "lastmod", "modified", "linktitle", "menu",
        "menus", "outputs", "build", "_build", "cascade", "markup", "headless", "sitemap", "resources",
        "translationkey", "iscjklanguage", "keywords",
    ]
    static let dateKeys = ["date", "publishdate", "pubdate", "published"]

    init(_ table: FrontMatterValue) {
        guard case .table(let pairs) = table else { return }
        var dateKeyUsed: String?
        for dateKey in Self.dateKeys {
            guard let (key, value) = pairs.first(where: { $0.key.lowercased() == dateKey }) else { continue }
            if let date = value.importedDate {
                (self.date, dateKeyUsed) = (date, key)
                break
            }
            notes.append("front matter \"\(key)\" is not a date, not used")
        }
        for (key, value) in pairs where key != dateKeyUsed {
            map(key, value)
        }
    }

    private mutating func map(_ key: String, _ value: FrontMatterValue) {
        switch key.lowercased() {
        case "title": title = value.text
        case "draft": isDraft = value.flag ?? false
        case "slug": slug = value.text.flatMap { $0.isEmpty ? nil : $0 }
        case "tags", "categories": tags.insert(contentsOf: value.items.compactMap(\.text))
        case "images", "image", "featured_image", "featuredimage":
            photoCandidates += value.items.compactMap(\.text).filter { !$0.isEmpty }
        case "cover":
            if let image = value["image"]?.text ?? value.text, !image.isEmpty { photoCandidates.append(image) }
        case "params":
            guard case .table(let pairs) = value else { return keep(key, value) }
            for (key, value) in pairs { keep(key, value) }
        case let lowered where Self.dateKeys.contains(lowered) || Self.buildKeys.contains(lowered):
            notes.append("front matter key \"\(key)\" not imported")
        default: keep(key, value)
        }
    }

    /// Keeps `key` under `extra:` unless a key of that name is kept already.
    private mutating func keep(_ key: String, _ value: FrontMatterValue) {
        guard !extra.contains(where: { $0.key == key }) else { return }
        extra.append(CustomField(key: key, value: value.customValue))
    }

    /// The day a file or folder name starts with (`2024-05-03-picnic`), Hugo's `:filename` date.
    static func datePrefix(of name: String) -> ImportedDate? {
        guard let day = Slug.split(fileName: name).date else { return nil }
        return DateText.importedDate(from: day)
    }
}
