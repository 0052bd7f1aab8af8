import KeepsakeCore

/// The front pages and the month pages: cover, month sections, calendar, mood chart, archive.
extension SiteRenderer {
    func frontPage(path: String, grid: Bool) -> ListPage {
        let links = links(for: path)
        let config = diary.config
        let counts = memberCounts
        let cover = CoverView(
            color: (config.coverColor ?? diary.catalog.palette.first)?.hex ?? "#fff8e7",
            isLight: (config.coverColor ?? diary.catalog.palette.first)?.isLight ?? true,
            stickers: config.coverStickers.map {
                StickerView(
                    EntryFacts.Sticker(kind: vocabulary.stickerKind(named: $0.name), placement: $0), links: links)
            },
            stickerLabels: config.coverStickers.map(\.name).joined(separator: ", "),
            members: config.members.map {
                MemberView(
                    name: $0.name, color: $0.color?.hex, entryCount: language.count("entries", counts[$0.id] ?? 0))
            },
            summary: coverSummary(), nextTurn: nextTurn()?.name)
        return ListPage(
            frame: frame(links, title: config.title, folder: grid ? "grid/" : ""), isGrid: grid,
            polaroidURL: links.page(""), gridURL: links.page("grid/"), cover: cover,
            months: monthViews(diary.months.prefix(config.indexMonths), links: links, grid: grid),
            allMonths: monthLinks(links, grid: grid), olderMonth: nil, newerMonth: nil,
            isEmpty: diary.months.isEmpty)
    }

    func monthPage(_ index: Int, path: String, grid: Bool) -> ListPage {
        let links = links(for: path)
        let section = diary.months[index]
        let view = monthViews([section], links: links, grid: grid)[0]
        func link(_ other: Int) -> LinkView? {
            guard diary.months.indices.contains(other) else { return nil }
            let key = diary.months[other].key
            return LinkView(url: links.page(key.path + (grid ? "/grid/" : "/")), label: language.monthHeading(key))
        }
        return ListPage(
            frame: frame(
                links, title: "\(view.heading) · \(diary.config.title)",
                folder: section.key.path + (grid ? "/grid/" : "/")),
            isGrid: grid, polaroidURL: view.url, gridURL: view.gridURL, cover: nil, months: [view],
            allMonths: [], olderMonth: link(index + 1),
            newerMonth: link(index - 1), isEmpty: false,
            calendar: CalendarView(section, diary: diary, language: language, links: links),
            moodChart: MoodChartView(section, catalog: diary.catalog, language: language))
    }

    /// Entries per member id (the cover shows them), counted once per render that shows the cover.
    var memberCounts: [String: Int] {
        if let madeMemberCounts { return madeMemberCounts }
        return Self.countMembers(of: diary)
    }

    /// Entries per member id, for the members diary.yaml lists (only they are shown: an author
    /// it does not list is not counted at all).
    static func countMembers(of diary: Diary) -> [String: Int] {
        let members = diary.config.members
        guard !members.isEmpty else { return [:] }
        // Counted by place in the list (a diary has a handful of members): no id hashed per entry.
        var counts = [Int](repeating: 0, count: members.count)
        for entry in diary.entries {
            guard let id = entry.author?.id, let place = members.firstIndex(where: { $0.id == id }) else { continue }
            counts[place] += 1
        }
        return Dictionary(zip(members.map(\.id), counts), uniquingKeysWith: +)
    }

    /// Whose turn it is in a shared diary: the member listed after the author of the newest entry
    /// (the first member when nobody has written yet).
    func nextTurn() -> Member? {
        let members = diary.config.members
        guard members.count > 1 else { return nil }
        guard let latest = diary.entries.first(where: { $0.author != nil && !$0.isDraft })?.author,
            let index = members.firstIndex(where: { $0.id == latest.id })
        else { return members.first }
        return members[(index + 1) % members.count]
    }

    /// One line of figures on the cover, linking to the stats page.
    func coverSummary() -> String? {
        let stats = diaryStats
        guard stats.entries > 0 else { return nil }
        var parts = [language.count("entries", stats.entries), language.count("words", stats.words)]
        if let longest = stats.longestStreak, longest.days > 1 {
            parts.append(language.string("stat_longest_streak") + " " + language.count("days", longest.days))
        }
        return parts.joined(separator: " · ")
    }

    /// The archive of every month, on the front pages only (on each month page it would make the
    /// site grow with the square of its months).
    func monthLinks(_ links: Links, grid: Bool) -> [LinkView] {
        diary.months.map {
            LinkView(
                url: links.page($0.key.path + (grid ? "/grid/" : "/")), label: language.monthHeading($0.key),
                detail: language.count("entries", $0.entryCount))
        }
    }
}
