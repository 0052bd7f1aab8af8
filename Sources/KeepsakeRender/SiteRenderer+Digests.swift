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
            for item in diary.months[index].items { digest.add(fingerprint(of: item)) }
            for neighbour in [index - 1, index + 1] {
                digest.add(diary.months.indices.contains(neighbour) ? diary.months[neighbour].key.path : "-")
            }
        case .entry(let index):
            digest.add("entry")
            for other in [index - 1, index, index + 1] {
                digest.add(diary.entries.indices.contains(other) ? fingerprint(of: diary.entries[other]) : 0)
            }
            for other in diary.onThisDay(as: diary.entries[index]) { digest.add(fingerprint(of: other)) }
        case .onThisDayIndex:
            digest.add("on-this-day")
            addEveryEntry(to: &digest)
        case .onThisDay(let index):
            digest.add("on-this-day-page")
            for entry in diary.daysOfYear[index].entries { digest.add(fingerprint(of: entry)) }
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
                for item in month.items { digest.add(fingerprint(of: item)) }
            }
        }
        return digest.value
    }

    private func addEveryEntry(to digest: inout ContentDigest) {
        for month in diary.months {
            digest.add(month.key.path)
            for item in month.items { digest.add(fingerprint(of: item)) }
        }
    }

    /// The entry's fingerprint and what is published for its photo: a photo edited in place
    /// changes no entry file, but changes the addresses and sizes its pages show.
    func fingerprint(of entry: Entry) -> UInt64 {
        let photo = photos.digest(of: entry.photo?.source)
        guard photo != 0 else { return entry.fingerprint }
        var digest = ContentDigest()
        digest.add(entry.fingerprint)
        digest.add(photo)
        return digest.value
    }
}
