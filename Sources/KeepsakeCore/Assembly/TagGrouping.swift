/// Groups entries by tag for the tag pages: tags that differ only in case or punctuation share a
/// page, shown under their most used spelling (ties: the first in sort order).
enum TagGrouping {
    /// - Parameter entries: newest first, without deleted traces.
    static func group(_ entries: [Entry]) -> [TagSection] {
        var bySlug: [String: [Entry]] = [:]
        var spellings: [String: [String: Int]] = [:]
        // A diary uses few tags many times: each spelling is turned into its slug once.
        var slugs: [String: String] = [:]
        for entry in entries {
            var seen: [String] = []
            for tag in entry.tags {
                let slug = slugs[tag] ?? TagSection.slug(for: tag)
                slugs[tag] = slug
                spellings[slug, default: [:]][tag, default: 0] += 1
                if !seen.contains(slug) {
                    seen.append(slug)
                    bySlug[slug, default: []].append(entry)
                }
            }
        }
        return bySlug.keys.sorted().map { slug in
            let names = spellings[slug] ?? [:]
            let name = names.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? slug
            return TagSection(name: name, slug: slug, months: MonthGrouping.group(bySlug[slug] ?? []))
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
