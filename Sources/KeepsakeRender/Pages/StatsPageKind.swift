import KeepsakeCore

/// `stats/index.html`: entries, words, streaks and each year at a glance.
struct StatsPageKind: PageKind {
    let name = "stats"

    func count(in site: SiteRenderer) -> Int { 1 }

    func path(of number: Int, in site: SiteRenderer) -> String { "stats/index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        digest.add("stats")
        digest.add(every.cards)
        digest.add(every.words)
    }

    func content(of number: Int, in site: SiteRenderer) -> PageContent {
        .template("stats", site.statsPage(path: path(of: number, in: site)), cards: 0)
    }

    /// It shows the diary's word count.
    func pagesShowingText(of reloaded: Set<UInt64>, in site: SiteRenderer) -> [Int] { [0] }

    var showsStats: Bool { true }
}
