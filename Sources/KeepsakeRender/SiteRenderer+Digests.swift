import KeepsakeCore

/// What each page is made from, as one digest: the settings plus the fingerprints of the entries
/// it shows or links to. Two renders give a page the same digest only if its HTML would be the same.
extension SiteRenderer {
    func digest(of job: Job) -> UInt64 {
        var digest = ContentDigest()
        digest.add(settings)
        switch job {
        case .front(let grid):
            // The cover counts every member's entries and the archive lists every month.
            digest.add(grid ? "front-grid" : "front")
            addEveryEntry(to: &digest)
        case .feed(let feed):
            digest.add(feed.rawValue)
            // robots.txt only names the sitemap's address.
            if feed != .robots { addEveryEntry(to: &digest) }
        case .month(let index, let grid):
            digest.add(grid ? "month-grid" : "month")
            for item in diary.months[index].items { digest.add(item.fingerprint) }
            for neighbour in [index - 1, index + 1] {
                digest.add(diary.months.indices.contains(neighbour) ? diary.months[neighbour].key.path : "-")
            }
        case .entry(let index):
            digest.add("entry")
            for other in [index - 1, index, index + 1] {
                digest.add(diary.entries.indices.contains(other) ? diary.entries[other].fingerprint : 0)
            }
            for other in diary.onThisDay(as: diary.entries[index]) { digest.add(other.fingerprint) }
        case .onThisDayIndex:
            digest.add("on-this-day")
            addEveryEntry(to: &digest)
        case .onThisDay(let index):
            digest.add("on-this-day-page")
            for entry in diary.daysOfYear[index].entries { digest.add(entry.fingerprint) }
        case .notFound:
            digest.add("404")
        case .stats:
            digest.add("stats")
            addEveryEntry(to: &digest)
        case .tagIndex:
            digest.add("tags")
            addEveryEntry(to: &digest)
        case .tag(let index, let page):
            // Items move between pages when an entry is added, so every page of the tag depends
            // on all of its entries (and the page count).
            let tag = diary.tags[index]
            digest.add("tag")
            digest.add(tag.name)
            digest.add(page)
            for month in tag.months {
                for item in month.items { digest.add(item.fingerprint) }
            }
        }
        return digest.value
    }

    private func addEveryEntry(to digest: inout ContentDigest) {
        for month in diary.months {
            digest.add(month.key.path)
            for item in month.items { digest.add(item.fingerprint) }
        }
    }
}
