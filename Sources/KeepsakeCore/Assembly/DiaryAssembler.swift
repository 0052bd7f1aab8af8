/// Puts loaded entries together into a `Diary`: drops drafts (unless asked for), finds entries that
/// would write the same page, sorts newest first and groups by month in the diary's time zone.
public struct DiaryAssembler: Sendable {
    public let includeDrafts: Bool

    public init(includeDrafts: Bool) {
        self.includeDrafts = includeDrafts
    }

    /// - Parameter groupingTags: `false` to group the tags only when the diary's `tags` is first
    ///   asked for (a build that will likely render no tag page).
    public func assemble(
        _ entries: [Entry], config: DiaryConfig, catalog: DecorationCatalog, groupingTags: Bool = true
    ) -> (Diary?, [Diagnostic]) {
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
        // The tags are grouped on one core while the months, the days and the photos are on the
        // other: after an edit, assembling is on the build's critical path.
        let tags: Deferred<[TagSection]>
        let (months, derived): ([MonthSection], Diary.Derived)
        if groupingTags {
            let grouped: [TagSection]
            (grouped, (months, derived)) = BothCores.run(
                { TagGrouping.group(published) }, { (MonthGrouping.group(sorted), Diary.Derived(published)) })
            tags = Deferred(ready: grouped)
        } else {
            (months, derived) = (MonthGrouping.group(sorted), Diary.Derived(published))
            tags = Deferred { TagGrouping.group(published) }
        }
        let diary = Diary(
            config: config, months: months, entries: published, catalog: catalog, tags: tags,
            draftsLeftOut: draftsLeftOut,
            derived: derived)
        return (diary, [])
    }

    /// An error for each entry whose page another entry would write too.
    private static func clashes(_ entries: some Sequence<Entry>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Each address with the entries' files; entries themselves are not copied into groups.
        var sources: [Address: [String]] = [:]
        for entry in entries {
            sources[Address(month: entry.date.monthKey, slug: entry.slug), default: []].append(entry.source)
        }
        for (address, group) in sources.sorted(by: { $0.key.sitePath < $1.key.sitePath }) where group.count > 1 {
            let (sitePath, sources) = (address.sitePath, group.sorted())
            for source in sources {
                diagnostics.append(
                    .error(
                        at: SourceLocation(path: source), "two entries would write the same page \(sitePath)",
                        hint:
                            "the other is \(sources.filter { $0 != source }.joined(separator: ", ")); give one a different `slug:`"
                    ))
            }
        }
        return diagnostics
    }

    /// An entry page's address: its month and its slug.
    private struct Address: Hashable {
        let month: MonthKey
        let slug: String

        var sitePath: String { month.path + "/" + slug + "/" }
    }
}
