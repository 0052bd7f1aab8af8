import KeepsakeCore

/// What each page is made from, as one digest: the settings plus the fingerprints of the entries
/// it shows or links to. Two renders give a page the same digest only if its HTML would be the same.
extension SiteRenderer {
    /// - Parameter every: `EveryEntry(of:)`, worked out once per render: eight kinds of pages
    ///   depend on all entries, and hashing 10,000 fingerprints for each is work done twice.
    ///
    /// Pages that only list an entry (months, tags, days, the front pages) depend on its card
    /// fingerprint; its own page and the feeds, which show its text, on its whole fingerprint.
    func digest(of job: Job, every: EveryEntry) -> UInt64 {
        var digest = ContentDigest()
        digest.add(settings)
        switch job {
        case .front(let grid):
            // The cover counts every member's entries and words and the archive lists every month.
            digest.add(grid ? "front-grid" : "front")
            digest.add(every.cards)
            digest.add(every.words)
        case .feed(let feed):
            digest.add(feed.rawValue)
            switch feed {
            case .robots: break  // only names the sitemap's address
            case .sitemap: digest.add(every.cards)
            case .atom, .json:
                digest.add(every.cards)
                for entry in FeedEntries.recent(diary, limit: diary.config.feedEntries) {
                    digest.add(fingerprint(of: entry))
                }
            }
        case .month(let index, let grid):
            digest.add(grid ? "month-grid" : "month")
            for item in diary.months[index].items { digest.add(card(of: item)) }
            for neighbour in [index - 1, index + 1] {
                digest.add(diary.months.indices.contains(neighbour) ? diary.months[neighbour].key.path : "-")
            }
        case .entry(let index):
            digest.add("entry")
            digest.add(fingerprint(of: diary.entries[index]))
            for other in [index - 1, index + 1] {
                digest.add(diary.entries.indices.contains(other) ? card(of: diary.entries[other]) : 0)
            }
            // Like `Diary.onThisDay(as:limit:)`, from the cards worked out once per day.
            let entry = diary.entries[index]
            var total = 0
            let year = entry.date.year
            for other in diary.dayOfYearIndex(of: entry).map({ every.days[$0] }) ?? [] where other.year != year {
                if total < EntryPage.onThisDayLimit { digest.add(other.card) }
                total += 1
            }
            digest.add(UInt64(total))
        case .onThisDayIndex:
            digest.add("on-this-day")
            digest.add(every.cards)
        case .onThisDay(let index):
            digest.add("on-this-day-page")
            for other in every.days[index] { digest.add(other.card) }
        case .sitemapPart(let part):
            digest.add("sitemap part")
            digest.add(part)
            digest.add(every.cards)
        case .notFound:
            digest.add("404")
        case .stats:
            digest.add("stats")
            digest.add(every.cards)
            digest.add(every.words)
        case .tagIndex:
            digest.add("tags")
            digest.add(every.cards)
        case .tag(let index, let page):
            // The entries on this page and how many pages there are (for the pager): an edit
            // renders the one page showing the entry; a new entry moves items, and so renders every
            // page after the place it was inserted.
            let tag = diary.tags[index]
            digest.add("tag")
            digest.add(tag.name)
            digest.add(tag.entryCount)
            digest.add(page)
            for item in TagPage.items(of: tag, page: page) { digest.add(card(of: item)) }
        }
        return digest.value
    }

    /// What pages that depend on every entry depend on, worked out once per render.
    struct EveryEntry {
        /// Every month and the card of every entry in it (with its photo).
        let cards: UInt64
        /// Words in all entries (the cover and the stats page show the total).
        let words: Int
        /// For each of `daysOfYear`, each entry's year and card.
        let days: [[(year: Int, card: UInt64)]]
    }

    func everyEntry() -> EveryEntry {
        var digest = ContentDigest()
        var words = 0
        for month in diary.months {
            digest.add(month.key.path)
            for item in month.items {
                digest.add(card(of: item))
                if !item.isDeleted { words += item.wordCount }
            }
        }
        let days = diary.daysOfYear.map { day in day.entries.map { ($0.date.year, card(of: $0)) } }
        return EveryEntry(cards: digest.value, words: words, days: days)
    }

    /// The entry's fingerprint and what is published for its photo: a photo edited in place
    /// changes no entry file, but changes the addresses and sizes its pages show.
    func fingerprint(of entry: Entry) -> UInt64 {
        withPhoto(entry.fingerprint, of: entry)
    }

    /// `fingerprint(of:)` of what the entry's card shows.
    func card(of entry: Entry) -> UInt64 {
        withPhoto(entry.cardFingerprint, of: entry)
    }

    private func withPhoto(_ fingerprint: UInt64, of entry: Entry) -> UInt64 {
        guard let source = entry.photoSource else { return fingerprint }
        let photo = photos.digest(of: source)
        guard photo != 0 else { return fingerprint }
        var digest = ContentDigest()
        digest.add(fingerprint)
        digest.add(photo)
        return digest.value
    }
}
