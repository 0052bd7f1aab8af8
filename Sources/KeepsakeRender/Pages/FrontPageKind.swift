import KeepsakeCore
import KeepsakeTemplates

/// The front page (`index.html`) and its grid (`grid/index.html`): the cover, the recent months and the archive.
struct FrontPageKind: TemplatePageKind {
    let name = "front"
    let place = 10
    let page = PageTemplate(name: "index", schema: ListPage.names.schema)

    func count(in site: SiteRenderer) -> Int { 2 }

    func path(of number: Int, in site: SiteRenderer) -> String { number == 1 ? "grid/index.html" : "index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        // The cover counts every member's entries and words and the archive lists every month.
        digest.add(number == 1 ? "front-grid" : "front")
        digest.add(every.cards)
        digest.add(every.words)
    }

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (diary, language, grid) = (site.diary, site.language, number == 1)
        let links = site.links(for: path(of: number, in: site))
        let config = diary.config
        let counts = Self.countMembers(of: diary)
        let color = config.coverColor ?? diary.catalog.palette.first
        let cover = CoverView(
            color: color?.hex ?? "#fff8e7", isLight: color?.isLight ?? true,
            stickers: config.coverStickers.map {
                StickerView(
                    sticker: EntryFacts.Sticker(kind: site.vocabulary.stickerKind(named: $0.name), placement: $0),
                    links: links)
            },
            stickerLabels: config.coverStickers.map(\.name).joined(separator: ", "),
            members: config.members.map {
                MemberView(
                    name: $0.name, color: $0.color?.hex, entryCount: language.count("entries", counts[$0.id] ?? 0))
            },
            summary: Self.summary(site.diaryStats, language: language), nextTurn: Self.nextTurn(in: diary)?.name)
        // The archive of every month is on the front pages only: on each month page it would make the
        // site grow with the square of its months.
        let archive = diary.months.map {
            LinkView(
                url: links.page($0.key.path + (grid ? "/grid/" : "/")), label: language.monthHeading($0.key),
                detail: language.count("entries", $0.entryCount))
        }
        return RecordObject(
            ListPage(
                frame: site.frame(links, title: config.title, folder: grid ? "grid/" : ""), isGrid: grid,
                polaroidURL: links.page(""), gridURL: links.page("grid/"), cover: cover,
                months: site.monthViews(diary.months.prefix(config.indexMonths), links: links, grid: grid),
                allMonths: archive, olderMonth: nil, newerMonth: nil, isEmpty: diary.months.isEmpty))
    }

    func cards(of number: Int, in site: SiteRenderer) -> Int {
        site.diary.months.prefix(site.diary.config.indexMonths).reduce(0) { $0 + $1.items.count }
    }

    var inSitemap: Bool { true }

    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)? {
        guard number == 0 else { return nil }
        return ("", site.diary.entries.lazy.filter(FeedEntries.isPublished).map(\.lastModified).max())
    }

    var showsStats: Bool { true }

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
    static func nextTurn(in diary: Diary) -> Member? {
        let members = diary.config.members
        guard members.count > 1 else { return nil }
        guard let latest = diary.entries.first(where: { $0.author != nil && !$0.isDraft })?.author,
            let index = members.firstIndex(where: { $0.id == latest.id })
        else { return members.first }
        return members[(index + 1) % members.count]
    }

    /// One line of figures on the cover, linking to the stats page.
    static func summary(_ stats: DiaryStats, language: Language) -> String? {
        guard stats.entries > 0 else { return nil }
        var parts = [language.count("entries", stats.entries), language.count("words", stats.words)]
        if let longest = stats.longestStreak, longest.days > 1 {
            parts.append(language.string("stat_longest_streak") + " " + language.count("days", longest.days))
        }
        return parts.joined(separator: " · ")
    }
}
