import KeepsakeCore

/// `on-this-day/index.html`: every day of the year something was written on.
struct OnThisDayIndexPageKind: PageKind {
    let name = "on-this-day"

    func count(in site: SiteRenderer) -> Int { 1 }

    func path(of number: Int, in site: SiteRenderer) -> String { "on-this-day/index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        digest.add("on-this-day")
        digest.add(every.cards)
    }

    func content(of number: Int, in site: SiteRenderer) -> PageContent {
        .template("on-this-day-index", site.onThisDayIndexPage(path: path(of: number, in: site)), cards: 0)
    }
}
