/// Groups entries by tag for the tag pages: tags that differ only in case or separators share a
/// page, shown under their most used spelling (ties: the first in sort order).
enum TagGrouping {
    /// - Parameter entries: newest first, without deleted traces.
    static func group(_ entries: [Entry]) -> [TagSection] {
        // Each spelling leads to its tag; each field sits in an array of its own.
        var (spellings, tagOfSpelling, uses) = (SpellingTable(), [Int](), [Int]())
        var tagIndex: [String: Int] = [:]
        var (slugs, spellingsOfTag, entriesOfTag, lastEntry) = ([String](), [[Int]](), [[Int32]](), [Int]())
        func spelling(of name: String) -> Int {
            let (spelling, isNew) = spellings.insert(name)
            guard isNew else { return spelling }
            let slug = TagSection.slug(for: name)
            let tag = tagIndex[slug] ?? slugs.count
            if tag == slugs.count {
                tagIndex[slug] = tag
                slugs.append(slug)
                spellingsOfTag.append([])
                entriesOfTag.append([])
                lastEntry.append(-1)
            }
            tagOfSpelling.append(tag)
            uses.append(0)
            spellingsOfTag[tag].append(spelling)
            return spelling
        }
        func use(_ spelling: Int, by index: Int) {
            uses[spelling] += 1
            // Entries come one after the other: one already on this tag is its last.
            let tag = tagOfSpelling[spelling]
            if lastEntry[tag] != index {
                lastEntry[tag] = index
                entriesOfTag[tag].append(Int32(index))
            }
        }
        for (index, entry) in entries.enumerated() {
            for name in entry.tags { use(spelling(of: name), by: index) }
        }
        let names = spellings.names
        return slugs.indices.sorted { slugs[$0] < slugs[$1] }.map { tag in
            let name =
                spellingsOfTag[tag].max { (uses[$0], names[$1]) < (uses[$1], names[$0]) }.map { names[$0] }
                ?? slugs[tag]
            return TagSection(name: name, slug: slugs[tag], entries: entriesOfTag[tag].map { entries[Int($0)] })
        }
    }
}

/// Consecutive entries of one month (the list is sorted newest first) become one `MonthSection`.
public enum MonthGrouping {
    /// Each month's entries as a slice of `sorted` (sharing its storage).
    public static func group(_ sorted: [Entry]) -> [MonthSection] {
        var months: [MonthSection] = []
        var start = sorted.startIndex
        while start < sorted.endIndex {
            let key = sorted[start].date.monthKey
            let end = sorted[start...].firstIndex { $0.date.monthKey != key } ?? sorted.endIndex
            months.append(MonthSection(key: sorted[start].date.monthKey, items: sorted[start..<end]))
            start = end
        }
        return months
    }
}
