import KeepsakeCore
import KeepsakeTemplates

/// The front page (`index.html`) and its grid (`grid/index.html`): the cover and the recent months.
struct FrontPageKind: TemplatePageKind {
    let name = "front"
    let place = 10
    let page = PageTemplate(name: "index", schema: ListPage.names.schema)

    func count(in site: SiteRenderer) -> Int { 2 }

    func path(of number: Int, in site: SiteRenderer) -> String { number == 1 ? "grid/index.html" : "index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        // The cover counts every member's entries and words and the archive lists every month.
        digest.add(number == 1 ? "front-grid" : "front")
        digest.add(every.cards)
        digest.add(every.words)
    }

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        RecordObject(site.frontPage(path: path(of: number, in: site), grid: number == 1))
    }

    func cards(of number: Int, in site: SiteRenderer) -> Int {
        site.diary.months.prefix(site.diary.config.indexMonths).reduce(0) { $0 + $1.items.count }
    }

    var inSitemap: Bool { true }

    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)? {
        guard number == 0 else { return nil }
        return ("", site.diary.entries.lazy.filter(FeedEntries.isPublished).map(\.lastModified).max())
    }

    var showsStats: Bool { true }
}
