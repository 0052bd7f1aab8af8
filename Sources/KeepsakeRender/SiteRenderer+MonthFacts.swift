import KeepsakeCore
import Synchronization

/// A big diary's pages rendered a month at a time, each month with its own entries' facts.
///
/// A render of many pages makes every entry's `EntryFacts` once and holds them all while the
/// pages render: at 50,000 entries that is 11 MB (objects, sticker lists, the table) at the
/// moment the build holds the most. Above `factsHeldUpTo` entries, a month's page, its grid and
/// its entries' pages render together with the month's facts only; the entry pages' links to
/// other months' entries take their titles from `LinkTitles`. A tag's page renders with the
/// month of its first entry; its cards from other months, and those of the other pages (the
/// days of the year), have their facts made for the page.
extension SiteRenderer {
    /// Whether the pages of a render of `many` pages are rendered a month at a time.
    func rendersByMonth(many: Int) -> Bool {
        many > pagesWorthFacts && diary.entries.count > factsHeldUpTo
    }

    /// The pages at `indices` (of `jobs`), placed by `place`, a month's pages and its entries'
    /// pages to a task with that month's facts, the other pages eight to a task. Gives what
    /// `place` gave for each, in the order of `indices`, or nothing when it placed them all.
    func renderByMonth(
        _ indices: [Int32], of jobs: JobList, place: @escaping @Sendable (Int, SiteRenderer) -> [UInt8]?
    ) async -> [[UInt8]?] {
        let monthOfKey = Dictionary(
            diary.months.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        // Positions as 32-bit numbers: a big diary's lists of them, one per month, are held
        // while its pages render.
        var byMonth = [[Int32]](repeating: [], count: diary.months.count)
        var others: [Int32] = []
        for (place, index) in indices.enumerated() {
            let position = Int32(place)
            switch jobs[Int(index)] {
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
                let entries = diary.tags[Int(tag)].entries
                let first = Int(page) * TagPage.pageSize
                if first < entries.count, let month = monthOfKey[entries[first].date.monthKey] {
                    byMonth[month].append(position)
                } else {
                    others.append(position)
                }
            default:
                others.append(position)
            }
        }
        let groups: [(month: Int?, positions: [Int32])] =
            byMonth.indices.filter { !byMonth[$0].isEmpty }.map { ($0, byMonth[$0]) }
            + stride(from: 0, to: others.count, by: 8).map { (nil, Array(others[$0..<min($0 + 8, others.count)])) }
        _ = consume byMonth
        let rendered = await ParallelMap.map(groups, chunk: 1) { [self] group -> [(Int, [UInt8]?)] in
            var renderer = self
            renderer.linkTitles = LinkTitles()
            if let month = group.month {
                renderer.factsTable = EntryFactsTable(
                    diary.months[month].items.map { EntryFacts($0, vocabulary: vocabulary, days: dayLabels) })
            }
            // Only the pages not placed (no sink): a big site's pages are all placed, and a pair
            // for each, held until the last month rendered, was a megabyte at 50,000 entries.
            return group.positions.compactMap { position in
                place(Int(indices[Int(position)]), renderer).map { (Int(position), $0) }
            }
        }
        guard rendered.contains(where: { !$0.isEmpty }) else { return [] }
        var made = [[UInt8]?](repeating: nil, count: indices.count)
        for group in rendered {
            for (position, bytes) in group { made[position] = bytes }
        }
        return made
    }

    /// What a link to `entry` from another entry's page says: its facts' title (`EntryFacts.title`).
    func linkTitle(of entry: Entry) -> String {
        if let facts = factsTable.made(for: entry) { return facts.title }
        if let linkTitles {
            return linkTitles.title(of: entry) { [language] in $0.title ?? language.format($0.date, as: "date") }
        }
        return facts(of: entry).title
    }

    /// `EntryFacts.dateShort` of `entry`.
    func shortDate(of entry: Entry) -> String {
        if let facts = factsTable.made(for: entry) { return facts.dateShort }
        return dayLabels?.label(of: entry.date) ?? language.format(entry.date, as: "date_short")
    }
}

/// The titles of the entries a month's pages link to without their facts at hand (the same day in
/// other years, the neighbours across months), each read once per month (see
/// `SiteRenderer.renderByMonth`). A table of every entry's title, made before the pages, was 3 MB
/// at 50,000 entries, held through the render; each month's pages link to a few hundred.
final class LinkTitles: Sendable {
    private let known = Mutex<[String: String]>([:])

    /// The title of `entry`, made by `make` the first time it is asked for.
    func title(of entry: Entry, else make: (Entry) -> String) -> String {
        // One month's pages render on one task: the lock is never waited on.
        known.withLock { known in
            if let title = known[entry.source] { return title }
            let title = make(entry)
            known[entry.source] = title
            return title
        }
    }
}
