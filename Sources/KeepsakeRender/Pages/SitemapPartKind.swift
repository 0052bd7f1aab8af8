import KeepsakeCore

/// `sitemap-1.xml`, `sitemap-2.xml`, …: the parts of a sitemap too long for one file (see `Sitemap`).
struct SitemapPartKind: PageKind {
    let name = "sitemap part"
    let place = 100

    func count(in site: SiteRenderer) -> Int { site.sitemap.partCount }

    func path(of number: Int, in site: SiteRenderer) -> String { Sitemap.partName(number) }

    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        digest.add(number)
        digest.add(every.cards)
    }

    func content(of number: Int, in site: SiteRenderer) -> PageContent { .bytes(site.sitemap.render(part: number)) }
}
