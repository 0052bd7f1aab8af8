import KeepsakeCore

/// The front page (`index.html`) and its grid (`grid/index.html`): the cover and the recent months.
struct FrontPageKind: PageKind {
    let name = "front"
    let place = 10
    static let page = PageTemplate(name: "index", schema: ListPage.schema)
    var template: PageTemplate? { Self.page }

    func count(in site: SiteRenderer) -> Int { 2 }

    func path(of number: Int, in site: SiteRenderer) -> String { number == 1 ? "grid/index.html" : "index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        // The cover counts every member's entries and words and the archive lists every month.
        digest.add(number == 1 ? "front-grid" : "front")
        digest.add(every.cards)
        digest.add(every.words)
    }

    func content(of number: Int, in site: SiteRenderer) -> PageContent {
        let cards = site.diary.months.prefix(site.diary.config.indexMonths).reduce(0) { $0 + $1.items.count }
        let page = site.frontPage(path: path(of: number, in: site), grid: number == 1)
        return .template(Self.page.name, RecordObject(page), cards: cards)
    }

    var inSitemap: Bool { true }

    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)? {
        guard number == 0 else { return nil }
        return ("", site.diary.entries.lazy.filter(FeedEntries.isPublished).map(\.lastModified).max())
    }

    var showsStats: Bool { true }
}
