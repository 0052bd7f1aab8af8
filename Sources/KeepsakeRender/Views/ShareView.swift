import KeepsakeCore
import Mustache

/// What a page says about itself when shared or indexed: its description, canonical address and
/// Open Graph / Twitter card fields. Absolute addresses only when diary.yaml gives `base_url` as one.
struct ShareView: MustacheParent, Sendable {
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

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "description": description
        case "url": url
        case "image": image
        case "imageAlt": imageAlt.flatMap { $0.isEmpty ? nil : $0 }
        case "type": type
        case "published": published
        case "locale": locale
        case "card": image == nil ? "summary" : "summary_large_image"
        default: nil
        }
    }
}
