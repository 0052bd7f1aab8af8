import KeepsakeCore

/// What each page is made from, as one digest: the settings plus the fingerprints of the entries
/// it shows or links to. Two renders give a page the same digest only if its HTML would be the same.
extension SiteRenderer {
    /// - Parameter everyEntry: `everyEntryDigest()`, worked out once per render: eight kinds of
    ///   pages depend on all entries, and hashing 10,000 fingerprints for each is work done twice.
    func digest(of job: Job, everyEntry: UInt64) -> UInt64 {
        var digest = ContentDigest()
        digest.add(settings)
        switch job {
        case .front(let grid):
            // The cover counts every member's entries and the archive lists every month.
            digest.add(grid ? "front-grid" : "front")
            digest.add(everyEntry)
        case .feed(let feed):
            digest.add(feed.rawValue)
            // robots.txt only names the sitemap's address.
            if feed != .robots { digest.add(everyEntry) }
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
            let (shown, total) = diary.onThisDay(as: diary.entries[index], limit: EntryPage.onThisDayLimit)
            for other in shown { digest.add(fingerprint(of: other)) }
            digest.add(UInt64(total))
        case .onThisDayIndex:
            digest.add("on-this-day")
            digest.add(everyEntry)
        case .onThisDay(let index):
            digest.add("on-this-day-page")
            for entry in diary.daysOfYear[index].entries { digest.add(fingerprint(of: entry)) }
        case .notFound:
            digest.add("404")
        case .stats:
            digest.add("stats")
            digest.add(everyEntry)
        case .tagIndex:
            digest.add("tags")
            digest.add(everyEntry)
        case .tag(let index, let page):
            // The entries on this page and how many pages there are (for the pager): an edit
            // renders the one page showing the entry; a new entry moves items, and so renders every
            // page after the place it was inserted.
            let tag = diary.tags[index]
            digest.add("tag")
            digest.add(tag.name)
            digest.add(tag.entryCount)
            digest.add(page)
            for item in TagPage.items(of: tag, page: page) { digest.add(fingerprint(of: item)) }
        }
        return digest.value
    }

    /// Every month and every entry in it (with its photo), as one digest.
    func everyEntryDigest() -> UInt64 {
        var digest = ContentDigest()
        for month in diary.months {
            digest.add(month.key.path)
            for item in month.items { digest.add(fingerprint(of: item)) }
        }
        return digest.value
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
