import KeepsakeCore

/// The Atom and JSON feeds, the sitemap and robots.txt: built from the entries, not from templates.
struct FeedFileKind: PageKind {
    let name = "feed"
    let place = 30

    enum Feed: String, CaseIterable {
        case atom = "feed.xml"
        case json = "feed.json"
        case sitemap = "sitemap.xml"
        case robots = "robots.txt"
    }

    func count(in site: SiteRenderer) -> Int { Feed.allCases.count }

    func path(of number: Int, in site: SiteRenderer) -> String { Feed.allCases[number].rawValue }

    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        let feed = Feed.allCases[number]
        digest.add(feed.rawValue)
        switch feed {
        case .robots: break  // only names the sitemap's address
        case .sitemap: digest.add(every.cards)
        case .atom, .json:
            digest.add(every.cards)
            for entry in FeedEntries.recent(site.diary, limit: site.diary.config.feedEntries) {
                digest.add(site.fingerprint(of: entry))
            }
        }
    }

    func content(of number: Int, in site: SiteRenderer) -> PageContent {
        switch Feed.allCases[number] {
        case .atom: .bytes(site.atomFeed())
        case .json: .bytes(site.jsonFeed())
        case .sitemap: .bytes(site.sitemap.render())
        case .robots: .bytes(site.sitemap.robots())
        }
    }
}
