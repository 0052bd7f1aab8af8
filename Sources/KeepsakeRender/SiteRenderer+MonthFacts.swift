import KeepsakeCore

/// A big diary's pages rendered a month at a time, each month with its own entries' facts.
///
/// A render of many pages makes every entry's `EntryFacts` once and holds them all while the
/// pages render: at 50,000 entries that is 11 MB (objects, sticker lists, the table) at the
/// moment the build holds the most. Above `factsHeldUpTo` entries, a month's page, its grid and
/// its entries' pages render together with the month's facts only; the entry pages' links to
/// other months' entries take their titles from `EntryTitles`. A tag's page renders with the
/// month of its first entry; its cards from other months, and those of the other pages (the
/// days of the year), have their facts made for the page.
extension SiteRenderer {
    /// Whether the pages of a render of `many` pages are rendered a month at a time.
    func rendersByMonth(many: Int) -> Bool {
        many > pagesWorthFacts && diary.entries.count > factsHeldUpTo
    }

    /// The pages at `indices` (of `jobs`), placed by `place`, a month's pages and its entries'
    /// pages to a task with that month's facts, the other pages eight to a task. Gives what
    /// `place` gave for each, in the order of `indices`.
    func renderByMonth(
        _ indices: [Int], of jobs: [Job], place: @escaping @Sendable (Int, SiteRenderer) -> [UInt8]?
    ) async -> [[UInt8]?] {
        let monthOfKey = Dictionary(diary.months.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var byMonth = [[Int]](repeating: [], count: diary.months.count)
        var others: [Int] = []
        for (position, index) in indices.enumerated() {
            switch jobs[index] {
            case .month(let month, _):
                byMonth[month].append(position)
            case .entry(let entry):
                if let month = monthOfKey[diary.entries[entry].date.monthKey] {
                    byMonth[month].append(position)
                } else {
                    others.append(position)
                }
            case .tag(let tag, let page):
                // A tag's page shows a run of its entries, newest first: most of them from the
                // month of its first, whose facts its cards then find.
                let entries = diary.tags[tag].entries
                let first = page * TagPage.pageSize
                if first < entries.count, let month = monthOfKey[entries[first].date.monthKey] {
                    byMonth[month].append(position)
                } else {
                    others.append(position)
                }
            default:
                others.append(position)
            }
        }
        let groups: [(month: Int?, positions: [Int])] =
            byMonth.indices.filter { !byMonth[$0].isEmpty }.map { ($0, byMonth[$0]) }
            + stride(from: 0, to: others.count, by: 8).map { (nil, Array(others[$0..<min($0 + 8, others.count)])) }
        _ = consume byMonth
        let rendered = await ParallelMap.map(groups, chunk: 1) { [self] group -> [(Int, [UInt8]?)] in
            var renderer = self
            if let month = group.month {
                renderer.factsTable = EntryFactsTable(
                    diary.months[month].items.map { EntryFacts($0, vocabulary: vocabulary, days: dayLabels) })
            }
            return group.positions.map { ($0, place(indices[$0], renderer)) }
        }
        var made = [[UInt8]?](repeating: nil, count: indices.count)
        for group in rendered {
            for (position, bytes) in group { made[position] = bytes }
        }
        return made
    }

    /// What a link to `entry` from another entry's page says: its facts' title (`EntryFacts.title`).
    func linkTitle(of entry: Entry) -> String {
        if let facts = factsTable.made(for: entry) { return facts.title }
        if let titles { return titles.title(of: entry) ?? language.format(entry.date, as: "date") }
        return facts(of: entry).title
    }

    /// `EntryFacts.dateShort` of `entry`.
    func shortDate(of entry: Entry) -> String {
        if let facts = factsTable.made(for: entry) { return facts.dateShort }
        return dayLabels?.label(of: entry.date) ?? language.format(entry.date, as: "date_short")
    }
}

/// The titles the writers gave a render's entries, for links between entry pages when their
/// facts are made a month at a time (see `SiteRenderer.renderByMonth`).
struct EntryTitles: Sendable {
    /// Only the entries with a title.
    private let titles: [ObjectIdentifier: String]

    init(_ entries: [Entry]) async {
        let pairs = await ParallelMap.map(entries, chunk: 256) { entry in entry.title.map { (entry.identity, $0) } }
        titles = Dictionary(pairs.lazy.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    /// The title of `entry` (one of the render's), `nil` when it has none.
    func title(of entry: Entry) -> String? { titles[entry.identity] }
}
