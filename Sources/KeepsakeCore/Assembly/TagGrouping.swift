/// Groups entries by tag for the tag pages: tags that differ only in case or punctuation share a
/// page, shown under their most used spelling (ties: the first in sort order).
enum TagGrouping {
    /// - Parameter entries: newest first, without deleted traces.
    static func group(_ entries: [Entry]) -> [TagSection] {
        // One hash per tag written: each spelling is looked up once and leads to its tag's place.
        var spellings: [String: (tag: Int, spelling: Int)] = [:]
        var tagIndex: [String: Int] = [:]
        var tags: [(slug: String, spellings: [(name: String, uses: Int)], entries: [Entry])] = []
        for entry in entries {
            for name in entry.tags {
                let place: (tag: Int, spelling: Int)
                if let known = spellings[name] {
                    place = known
                } else {
                    let slug = TagSection.slug(for: name)
                    let tag = tagIndex[slug] ?? tags.count
                    if tag == tags.count {
                        tagIndex[slug] = tag
                        tags.append((slug, [], []))
                    }
                    place = (tag, tags[tag].spellings.count)
                    tags[tag].spellings.append((name, 0))
                    spellings[name] = place
                }
                tags[place.tag].spellings[place.spelling].uses += 1
                // Entries come one after the other: one already on this tag is its last.
                if tags[place.tag].entries.last?.identity != entry.identity {
                    tags[place.tag].entries.append(entry)
                }
            }
        }
        return tags.sorted { $0.slug < $1.slug }.map { tag in
            let name = tag.spellings.max { ($0.uses, $1.name) < ($1.uses, $0.name) }?.name ?? tag.slug
            return TagSection(name: name, slug: tag.slug, months: MonthGrouping.group(tag.entries))
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
