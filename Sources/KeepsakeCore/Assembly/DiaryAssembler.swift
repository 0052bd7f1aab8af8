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
        // Entries are worked on by their places in `entries` until the sorted lists are made:
        // copying an entry retains it, and a big diary's entries are not in the cache between
        // passes. What is read here sits beside each entry's header (`Entry.Box`).
        let hidesDeleted = config.deletedEntries == .hide
        var draftsLeftOut = 0
        let visible = entries.indices.filter { index in
            let box = entries[index].box
            if !includeDrafts, box.isDraft {
                if !box.isDeleted { draftsLeftOut += 1 }
                return false
            }
            return !(box.isDeleted && hidesDeleted)
        }
        // Only entries get pages; a deleted trace may share its old address with a new entry.
        // Addresses are compared by their hashes; only the entries whose hash another has too
        // have their addresses grouped (to name the others), which also settles a mere collision
        // (32-bit hashes: a big diary has a few).
        var hashes = Set<Int32>(minimumCapacity: visible.count)
        var repeated = Set<Int32>()
        for index in visible where !entries[index].box.isDeleted {
            let hash = entries[index].box.sitePathHash
            if !hashes.insert(hash).inserted { repeated.insert(hash) }
        }
        if !repeated.isEmpty,
            case let diagnostics = Self.clashes(
                visible.lazy.map { entries[$0] }.filter { repeated.contains($0.box.sitePathHash) }),
            !diagnostics.isEmpty
        {
            return (nil, diagnostics)
        }
        // Newest first; equal times fall back to the slug so the order never depends on the disk.
        // Each instant is worked out once (from the entry's wall clock, `PackedDate`), not per comparison.
        let instants = visible.map { entries[$0].box.instant }
        let order = visible.indices.sorted { a, b in
            guard instants[a] == instants[b] else { return instants[a] > instants[b] }
            return entries[visible[a]].box.fields.slug < entries[visible[b]].box.fields.slug
        }
        let sorted = order.map { entries[visible[$0]] }
        let published = sorted.filter { !$0.box.isDeleted }
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
    private static func clashes(_ visible: some Sequence<Entry>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (sitePath, group) in Dictionary(grouping: visible.filter { !$0.isDeleted }, by: \.sitePath)
        where group.count > 1 {
            let sources = group.map(\.source).sorted()
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
}
