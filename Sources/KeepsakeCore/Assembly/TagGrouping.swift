/// Groups entries by tag for the tag pages: tags that differ only in case or punctuation share a
/// page, shown under their most used spelling (ties: the first in sort order).
enum TagGrouping {
    /// - Parameter entries: newest first, without deleted traces.
    static func group(_ entries: [Entry]) -> [TagSection] {
        // One digest per tag written: each spelling is looked up by the digest of its bytes (a
        // String's hash normalizes Korean text first: half the time of assembling a big diary)
        // and leads to its tag. Entries are kept as their places in `entries` until the end
        // (copying entries costs a retain each).
        var spellings: [UInt64: Int] = [:]
        // Spellings whose digest an other spelling has already: never seen, but possible.
        var sharingDigests: [String: Int] = [:]
        var written: [(tag: Int, name: String, uses: Int)] = []
        var tagIndex: [String: Int] = [:]
        var tags: [(slug: String, spellings: [Int], entries: [Int])] = []
        for (index, entry) in entries.enumerated() {
            for name in entry.tags {
                let spelling: Int
                let key = ContentDigest.of(name)
                if let known = spellings[key], written[known].name.utf8.elementsEqual(name.utf8) {
                    spelling = known
                } else if let known = sharingDigests[name] {
                    spelling = known
                } else {
                    let slug = TagSection.slug(for: name)
                    let tag = tagIndex[slug] ?? tags.count
                    if tag == tags.count {
                        tagIndex[slug] = tag
                        tags.append((slug, [], []))
                    }
                    spelling = written.count
                    written.append((tag, name, 0))
                    tags[tag].spellings.append(spelling)
                    if spellings[key] == nil { spellings[key] = spelling } else { sharingDigests[name] = spelling }
                }
                written[spelling].uses += 1
                // Entries come one after the other: one already on this tag is its last.
                let tag = written[spelling].tag
                if tags[tag].entries.last != index { tags[tag].entries.append(index) }
            }
        }
        return tags.sorted { $0.slug < $1.slug }.map { tag in
            let name = tag.spellings.map { written[$0] }.max { ($0.uses, $1.name) < ($1.uses, $0.name) }?.name ?? tag.slug
            return TagSection(name: name, slug: tag.slug, months: MonthGrouping.group(tag.entries.map { entries[$0] }))
        }
    }
}

/// Consecutive entries of one month (the list is sorted newest first) become one `MonthSection`.
public enum MonthGrouping {
    public static func group(_ sorted: [Entry]) -> [MonthSection] {
        var months: [MonthSection] = []
        var start = sorted.startIndex
        while start < sorted.endIndex {
            let key = sorted[start].date.monthKey
            let end = sorted[start...].firstIndex { $0.date.monthKey != key } ?? sorted.endIndex
            months.append(MonthSection(key: key, items: Array(sorted[start..<end])))
            start = end
        }
        return months
    }
}
