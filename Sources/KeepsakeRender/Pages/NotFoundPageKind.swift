import KeepsakeCore
import KeepsakeTemplates

/// `404.html`, served for any missing address.
struct NotFoundPageKind: TemplatePageKind {
    let name = "404"
    let place = 20
    let page = PageTemplate(name: "404", schema: NotFoundPage.names.schema)

    func count(in site: SiteRenderer) -> Int { 1 }

    func path(of number: Int, in site: SiteRenderer) -> String { "404.html" }

    /// Nothing but the settings: it shows no entry.
    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {}

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        // Served for any missing address, so its links start from the site's base path.
        let links = Links(
            root: SiteRenderer.basePath(of: site.diary.config.baseURL), prettyURLs: site.diary.config.prettyURLs)
        let frame = PageFrame(
            site: SiteView(
                config: site.diary.config, language: site.language, links: links,
                stylesheets: site.theme.addedStylesheets),
            words: Words(language: site.language), pageTitle: site.language.string("not_found_title"), share: nil)
        return RecordObject(NotFoundPage(frame: frame))
    }
}
