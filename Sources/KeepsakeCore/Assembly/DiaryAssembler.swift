/// Puts loaded entries together into a `Diary`: drops drafts (unless asked for), finds entries that
/// would write the same page, sorts newest first and groups by month in the diary's time zone.
public struct DiaryAssembler: Sendable {
    public let includeDrafts: Bool

    public init(includeDrafts: Bool) { self.includeDrafts = includeDrafts }

    public func assemble(_ entries: [Entry], config: DiaryConfig, catalog: DecorationCatalog) -> (Diary?, [Diagnostic])
    {
        let hidesDeleted = config.deletedEntries == .hide
        var draftsLeftOut = 0
        // By their places in `entries` until the sorted list is made: an entry's copy retains
        // each of its texts and lists.
        let visible = entries.indices.filter { index in
            let entry = entries[index]
            if !includeDrafts, entry.isDraft {
                if !entry.isDeleted { draftsLeftOut += 1 }
                return false
            }
            return !(entry.isDeleted && hidesDeleted)
        }
        // Only entries get pages; a deleted trace may share its old address with a new entry.
        let shown = visible.lazy.map { entries[$0] }.filter { !$0.isDeleted }
        let clashes = Self.clashes(shown) + TagSpellings.clashes(shown)
        guard clashes.isEmpty else { return (nil, clashes) }
        // Newest first; equal times fall back to the slug so the order never depends on the disk.
        let order = visible.sorted { a, b in
            let (one, other) = (entries[a].date.instant, entries[b].date.instant)
            return one != other ? one > other : entries[a].slug < entries[b].slug
        }
        let sorted = order.map { entries[$0] }
        let published = sorted.filter { !$0.isDeleted }
        let diary = Diary(
            config: config, months: MonthGrouping.group(sorted), entries: published, catalog: catalog,
            tags: TagGrouping.group(published), draftsLeftOut: draftsLeftOut)
        return (diary, [])
    }

    /// An error for each entry whose page another entry would write too.
    private static func clashes(_ entries: some Sequence<Entry>) -> [Diagnostic] {
        // The first entry at each address, and every entry at an address that has more than one.
        var (first, clashing) = ([Address: String](), [Address: [String]]())
        for entry in entries {
            let address = Address(month: entry.date.monthKey, slug: entry.slug)
            if let owner = first.updateValue(entry.source, forKey: address) {
                clashing[address, default: [owner]].append(entry.source)
            }
        }
        // Only the clashing addresses are sorted: a page's path is made anew at each comparison.
        return clashing.sorted(by: { $0.key.sitePath < $1.key.sitePath }).flatMap { address, group in
            let (sitePath, sources) = (address.sitePath, group.sorted())
            return sources.map { source in
                Diagnostic.error(
                    at: SourceLocation(path: source), "two entries would write the same page \(sitePath)",
                    hint:
                        "the other is \(sources.filter { $0 != source }.joined(separator: ", ")); give one a different `slug:`"
                )
            }
        }
    }

    /// An entry page's address: its month and its slug.
    private struct Address: Hashable {
        let month: MonthKey
        let slug: String

        var sitePath: String { month.path + "/" + slug + "/" }
    }
}
