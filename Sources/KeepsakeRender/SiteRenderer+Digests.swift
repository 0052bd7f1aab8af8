import KeepsakeCore

/// What each page is made from, as one digest: the settings plus the fingerprints of the entries
/// it shows or links to. Two renders give a page the same digest only if its HTML would be the same.
extension SiteRenderer {
    /// Pages that only list an entry depend on its card fingerprint; its own page and the feeds, which
    /// show its text, on its whole fingerprint. `every`: `everyEntry()`, worked out once per render.
    func digest(of job: Job, every: EveryEntry) -> UInt64 {
        var digest = ContentDigest()
        digest.add(settings)
        let kind = job.pageKind
        digest.add(kind.name)
        kind.digest(of: Int(job.number), in: self, every: every, into: &digest)
        return digest.value
    }

    func everyEntry() -> EveryEntry {
        var digest = ContentDigest()
        var words = 0
        var monthCards: [UInt64] = []
        monthCards.reserveCapacity(diary.months.count)
        // The months' items are `diary.entries` in the same order, with deleted traces between.
        var (entryCards, next) = ([UInt64](repeating: 0, count: diary.entries.count), 0)
        var fingerprints = entryCards
        var years = [Int16](repeating: 0, count: diary.entries.count)
        var dayIndex = [Int16](repeating: -1, count: diary.entries.count)
        for month in diary.months {
            digest.add(month.key.path)
            var itemCards = ContentDigest()
            for item in month.items {
                // The photo's digest looked up once for both (a table keyed by its path).
                let photo = photos.digest(of: item.photoSource)
                let card = Self.withPhoto(item.cardFingerprint, photo)
                digest.add(card)
                itemCards.add(card)
                guard !item.isDeleted else { continue }
                words += item.wordCount
                if next < entryCards.count, diary.entries[next].source == item.source {
                    (entryCards[next], fingerprints[next]) = (card, Self.withPhoto(item.fingerprint, photo))
                    (years[next], dayIndex[next]) = (Int16(item.date.year), Self.narrow(diary.dayOfYearIndex(of: item)))
                    next += 1
                }
            }
            monthCards.append(itemCards.value)
        }
        if next != diary.entries.count {
            // A diary put together otherwise (the months not holding its entries in order).
            for (index, entry) in diary.entries.enumerated() {
                (entryCards[index], fingerprints[index]) = (card(of: entry), fingerprint(of: entry))
                (years[index], dayIndex[index]) = (Int16(entry.date.year), Self.narrow(diary.dayOfYearIndex(of: entry)))
            }
        }
        // `daysOfYear` keeps the entries' order within each day.
        var days = [ContentDigest](repeating: ContentDigest(), count: diary.daysOfYear.count)
        for index in diary.entries.indices {
            let day = Int(dayIndex[index])
            guard day >= 0 else { continue }
            days[day].add(Int(years[index]))
            days[day].add(entryCards[index])
        }
        return EveryEntry(
            cards: digest.value, words: words, dayDigests: days.map(\.value), entryCards: entryCards,
            fingerprints: fingerprints, years: years, dayIndex: dayIndex, monthCards: monthCards)
    }

    /// A day's index in `daysOfYear` (at most 366), −1 for none.
    private static func narrow(_ day: Int?) -> Int16 { day.map { Int16($0) } ?? -1 }

    /// The entry's fingerprint and what is published for its photo: a photo edited in place
    /// changes no entry file, but changes the addresses and sizes its pages show.
    func fingerprint(of entry: Entry) -> UInt64 { withPhoto(entry.fingerprint, of: entry) }

    /// `fingerprint(of:)` of what the entry's card shows.
    func card(of entry: Entry) -> UInt64 { withPhoto(entry.cardFingerprint, of: entry) }

    private func withPhoto(_ fingerprint: UInt64, of entry: Entry) -> UInt64 {
        Self.withPhoto(fingerprint, photos.digest(of: entry.photoSource))
    }

    /// `fingerprint` with `photo` (`PhotoSet.digest(of:)`, 0 for none) folded in.
    private static func withPhoto(_ fingerprint: UInt64, _ photo: UInt64) -> UInt64 {
        guard photo != 0 else { return fingerprint }
        var digest = ContentDigest()
        digest.add(fingerprint)
        digest.add(photo)
        return digest.value
    }
}

/// What pages depend on, worked out once per render: many kinds of pages depend on all entries.
struct EveryEntry {
    /// Every month and the card of every entry in it (with its photo).
    let cards: UInt64
    /// Words in all entries (the cover and the stats page show the total).
    let words: Int
    /// For each of `daysOfYear`, the digest of each of its entries' year and card, in order.
    let dayDigests: [UInt64]
    /// For each of `diary.entries`: `card(of:)`, `fingerprint(of:)`, its year and the index of
    /// its day in `daysOfYear` (−1: none); narrow, as they are held while pages are planned.
    let entryCards: [UInt64]
    let fingerprints: [UInt64]
    let years: [Int16]
    let dayIndex: [Int16]
    /// For each month, the digest of its items' cards in order.
    let monthCards: [UInt64]

    /// The digest of the day of the year of the entry at `index`, 0 without one.
    func dayDigest(ofEntry index: Int) -> UInt64 { dayIndex[index] < 0 ? 0 : dayDigests[Int(dayIndex[index])] }
}
