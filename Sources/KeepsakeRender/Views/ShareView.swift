import KeepsakeCore
import KeepsakeTemplates

/// What a page says about itself when shared or indexed: its description, canonical address and
/// Open Graph / Twitter card fields. Absolute addresses only when diary.yaml gives `base_url` as one.
final class ShareView: TemplateObject, Sendable {
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

    func value(named name: String) -> TemplateValue {
        switch name {
        case "title": .init(title)
        case "description": .init(description)
        case "url": .init(url)
        case "image": .init(image)
        case "imageAlt": .init(imageAlt.flatMap { $0.isEmpty ? nil : $0 })
        case "type": .init(type)
        case "published": .init(published)
        case "locale": .init(locale)
        case "card": .init(image == nil ? "summary" : "summary_large_image")
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: [
        "title", "description", "url", "image", "imageAlt", "type", "published", "locale", "card",
    ])
}
