import KeepsakeCore

/// `tags/index.html`: every tag with its count.
struct TagIndexPageKind: PageKind {
    let name = "tags"

    func count(in site: SiteRenderer) -> Int { 1 }

    func path(of number: Int, in site: SiteRenderer) -> String { "tags/index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        digest.add("tags")
        digest.add(every.cards)
    }

    func content(of number: Int, in site: SiteRenderer) -> PageContent {
        .template("tags", site.tagIndexPage(path: path(of: number, in: site)), cards: 0)
    }
}
