/// Puts loaded entries together into a `Diary`: drops drafts (unless asked for), finds entries that
/// would write the same page, sorts newest first and groups by month in the diary's time zone.
public struct DiaryAssembler: Sendable {
    public let includeDrafts: Bool

    public init(includeDrafts: Bool) {
        self.includeDrafts = includeDrafts
    }

    public func assemble(_ entries: [Entry], config: DiaryConfig, catalog: DecorationCatalog) -> (Diary?, [Diagnostic]) {
        let visible = entries.filter { (includeDrafts || !$0.isDraft) && !($0.isDeleted && config.deletedEntries == .hide) }
        var diagnostics: [Diagnostic] = []
        // Only entries get pages; a deleted trace may share its old address with a new entry.
        // Grouped (to name the others) only when some address is taken twice.
        var addresses = Set<String>(minimumCapacity: visible.count)
        let clash = visible.contains { !$0.isDeleted && !addresses.insert($0.sitePath).inserted }
        for (sitePath, group) in clash ? Dictionary(grouping: visible.filter { !$0.isDeleted }, by: \.sitePath) : [:]
        where group.count > 1 {
            let sources = group.map(\.source).sorted()
            for source in sources {
                diagnostics.append(
                    .error(
                        at: SourceLocation(path: source), "two entries would write the same page \(sitePath)",
                        hint: "the other is \(sources.filter { $0 != source }.joined(separator: ", ")); give one a different `slug:`"))
            }
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        // Newest first; equal times fall back to the slug so the order never depends on the disk.
        // The instants are read out once: comparing entries directly reads fields of two boxes per
        // comparison.
        let instants = visible.map(\.date.instant.timeIntervalSinceReferenceDate)
        let sorted = visible.indices.sorted { a, b in
            instants[a] != instants[b] ? instants[a] > instants[b] : visible[a].slug < visible[b].slug
        }.map { visible[$0] }
        let entries = sorted.filter { !$0.isDeleted }
        let diary = Diary(
            config: config, months: MonthGrouping.group(sorted), entries: entries, catalog: catalog,
            tags: TagGrouping.group(entries))
        return (diary, [])
    }
}
