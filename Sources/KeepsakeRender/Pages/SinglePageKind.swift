import KeepsakeCore
import KeepsakeTemplates

/// A kind with one page made from a template, whose digest is made of every card (and, for pages
/// that show it, the diary's word count): the index of tags, the stats page, the days' index.
struct SinglePageKind: PageKind {
    let name: String
    /// The page's file, e.g. `tags/index.html`.
    let path: String
    let page: PageTemplate
    /// Whether the page shows the diary's word count (the cover's and the stats page's figures).
    let showsStats: Bool
    /// The page's view model, for the page at `path`.
    let view: @Sendable (SiteRenderer, String) -> any TemplateObject

    func count(in site: SiteRenderer) -> Int { 1 }

    func path(of number: Int, in site: SiteRenderer) -> String { path }

    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        digest.add(name)
        digest.add(every.cards)
        if showsStats { digest.add(every.words) }
    }

    func content(of number: Int, in site: SiteRenderer) -> PageContent {
        .template(page.name, view(site, path), cards: 0)
    }

    var template: PageTemplate? { page }

    static let tagIndex = SinglePageKind(
        name: "tags", path: "tags/index.html", page: PageTemplate(name: "tags", schema: TagIndexPage.schema),
        showsStats: false
    ) { RecordObject($0.tagIndexPage(path: $1)) }

    static let stats = SinglePageKind(
        name: "stats", path: "stats/index.html", page: PageTemplate(name: "stats", schema: StatsPage.schema),
        showsStats: true
    ) { $0.statsPage(path: $1) }

    static let onThisDayIndex = SinglePageKind(
        name: "on-this-day", path: "on-this-day/index.html",
        page: PageTemplate(name: "on-this-day-index", schema: OnThisDayIndexPage.schema), showsStats: false
    ) { RecordObject($0.onThisDayIndexPage(path: $1)) }
}
