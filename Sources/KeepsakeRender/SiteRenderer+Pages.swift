import KeepsakeCore
import KeepsakeTemplates

/// A page of the site made from its kind: its path, its bytes, and what every page shares.
extension SiteRenderer {
    func path(of job: Job) -> String { job.pageKind.path(of: Int(job.number), in: self) }

    func render(_ job: Job) -> [UInt8] {
        switch job.pageKind.content(of: Int(job.number), in: self) {
        case .template(let template, let context, let cards):
            let capacity = TemplateLibrary.outputCapacity + cards * Self.cardBytes
            return theme.templates.render(template, with: context, capacity: capacity) ?? []
        case .bytes(let bytes): return bytes
        }
    }

    /// About what a card takes in the built-in theme's pages: a guess that saves copies, never changes a page.
    static let cardBytes = 1_600

    var address: SiteAddress { SiteAddress(config: diary.config) }

    var sitemap: Sitemap { Sitemap(site: self, limit: sitemapLimit) }

    /// The parts every page shares, for a page at `folder` (its share tags describe it with the
    /// diary's subtitle unless given a description).
    func frame(
        _ links: Links, title: String, folder: String, description: String? = nil, photo: Photo? = nil,
        published: DiaryDate? = nil
    ) -> PageFrame {
        PageFrame(
            site: SiteView(
                config: diary.config, language: language, links: links, stylesheets: theme.addedStylesheets),
            words: Words(language: language),
            pageTitle: title,
            share: ShareView(
                title: title, description: description ?? diary.config.subtitle, folder: folder, address: address,
                language: language, image: photo.map(photos.representative(of:)), alt: photo?.alt,
                published: published))
    }

    /// What every card and page of `entry` shows, from the table or worked out now.
    func facts(of entry: Entry) -> EntryFacts { factsTable.facts(of: entry, vocabulary: vocabulary, days: dayLabels) }

    func links(for path: String) -> Links { Links(pagePath: path, prettyURLs: diary.config.prettyURLs) }

    /// `https://example.com/diary/` → `/diary/`.
    static func basePath(of baseURL: String) -> String {
        guard let scheme = baseURL.range(of: "://") else { return baseURL.hasPrefix("/") ? baseURL : "/" }
        let rest = baseURL[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}
