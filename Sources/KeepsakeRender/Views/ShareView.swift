import KeepsakeCore
import KeepsakeTemplates

/// What a page says about itself when shared or indexed: its description, canonical address and
/// Open Graph / Twitter card fields. Absolute addresses only when diary.yaml gives `base_url` as one.
final class ShareView: TemplateObject, NamedView {
    let title: String
    let description: String?
    /// The page's permanent address; `nil` when the site's address is not absolute.
    let url: String?
    let image: String?
    let imageAlt: String?
    /// `website` for lists, `article` for entries.
    let type: String
    let published: String?
    let locale: String?

    init(
        title: String, description: String?, folder: String, address: SiteAddress, language: Language,
        image path: String? = nil, alt: String? = nil, published: DiaryDate? = nil
    ) {
        self.title = title
        self.description = description.flatMap { $0.isEmpty ? nil : $0 }
        url = address.isAbsolute ? address.page(folder) : nil
        image = address.isAbsolute ? path.map { address.file($0) } : nil
        imageAlt = image == nil ? nil : alt
        type = published == nil ? "website" : "article"
        self.published = published?.rfc3339
        let locale = language.string("og_locale")
        self.locale = locale == "og_locale" ? nil : locale
    }

    static let names: ViewNames<ShareView> = [
        "title": .value { .init($0.title) },
        "description": .value { .init($0.description) },
        "url": .value { .init($0.url) },
        "image": .value { .init($0.image) },
        "imageAlt": .value { .init($0.imageAlt.flatMap { $0.isEmpty ? nil : $0 }) },
        "type": .value { .init($0.type) },
        "published": .value { .init($0.published) },
        "locale": .value { .init($0.locale) },
        "card": .value { .init($0.image == nil ? "summary" : "summary_large_image") },
    ]
}
