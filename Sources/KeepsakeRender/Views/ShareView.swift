import KeepsakeCore
import KeepsakeTemplates

/// What a page says about itself when shared or indexed: its description, canonical address and
/// Open Graph / Twitter card fields. Absolute addresses only when diary.yaml gives `base_url` as one.
struct ShareView: ViewRecord, NamedView {
    let title: String
    let description: String?
    /// The page's folder in the site.
    let folder: String
    let address: SiteAddress
    let language: Language
    /// The path in the site of the page's photo, if it has one, and its `alt`.
    var image: String? = nil
    var alt: String? = nil
    /// When the entry was written, on an entry's page.
    var published: DiaryDate? = nil

    /// The photo's permanent address; `nil` when the site's address is not absolute.
    private var imageURL: String? { address.isAbsolute ? image.map { address.file($0) } : nil }

    static let names: ViewNames<Self> = [
        "title": .value { .init($0.title) },
        "description": .value { .init($0.description.flatMap { $0.isEmpty ? nil : $0 }) },
        "url": .value { .init($0.address.isAbsolute ? $0.address.page($0.folder) : nil) },
        "image": .value { .init($0.imageURL) },
        "imageAlt": .value { .init($0.imageURL == nil ? nil : $0.alt.flatMap { $0.isEmpty ? nil : $0 }) },
        // `website` for lists, `article` for entries.
        "type": .value { .init($0.published == nil ? "website" : "article") },
        "published": .value { .init($0.published?.rfc3339) },
        "locale": .value { .init($0.language.strings["og_locale"]) },
        "card": .value { .init($0.imageURL == nil ? "summary" : "summary_large_image") },
    ]
}
