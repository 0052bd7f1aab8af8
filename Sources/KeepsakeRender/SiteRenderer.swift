import KeepsakeCore
import Mustache

/// Renders a diary with a theme into a `RenderedSite`. Pure: reads nothing from disk, so `build`
/// and `serve` share it and only differ in where the result goes.
///
/// Site layout: `index.html` and `grid/index.html` (recent months), `YYYY/MM/index.html` and
/// `YYYY/MM/grid/index.html` (one month), `YYYY/MM/slug/index.html` (an entry), `404.html`,
/// `theme/…` (the theme's files) and `media/…` (photos and pictures from `Content/`).
public struct SiteRenderer: Sendable {
    public let diary: Diary
    public let theme: Theme
    public let language: Language
    /// A digest of everything besides the entries that pages depend on (diary.yaml, the theme,
    /// build options): part of every page's digest, so changing it re-renders everything.
    public let settings: UInt64
    /// The photos the photo stage processed; the others are published as they are.
    public let photos: PhotoSet

    public init(diary: Diary, theme: Theme, language: Language, settings: UInt64 = 0, photos: PhotoSet = PhotoSet()) {
        self.diary = diary
        self.theme = theme
        self.language = language
        self.settings = settings
        self.photos = photos
    }

    /// A page to render; rendering is spread over all cores, one job per page.
    enum Job: Sendable {
        case front(grid: Bool)
        case month(Int, grid: Bool)
        case entry(Int)
        case notFound
        case tagIndex
        /// A tag's entries, `TagPage.pageSize` to a page (a tag of a big diary holds thousands).
        case tag(Int, page: Int)
        case stats
        case onThisDayIndex
        case onThisDay(Int)
        /// Feeds, the sitemap and robots.txt: built from every entry, not from templates.
        case feed(Feed)
    }

    enum Feed: String, Sendable, CaseIterable {
        case atom = "feed.xml"
        case json = "feed.json"
        case sitemap = "sitemap.xml"
        case robots = "robots.txt"
    }

    /// What one render produced.
    public struct Rendered: Sendable {
        public let site: RenderedSite
        /// Hand this to the next render to reuse the pages whose inputs did not change.
        public let memo: PageMemo
        /// Pages that went through the templates (the rest came from the memo).
        public let renderedPages: [String]
    }

    public func render() async -> RenderedSite {
        await render(reusing: PageMemo()).site
    }

    /// Renders every page whose digest differs from the one `memo` remembers for its path.
    public func render(reusing memo: PageMemo) async -> Rendered {
        var jobs: [Job] = [.front(grid: false), .front(grid: true), .notFound] + Feed.allCases.map(Job.feed)
        for index in diary.months.indices { jobs += [.month(index, grid: false), .month(index, grid: true)] }
        jobs += diary.entries.indices.map { Job.entry($0) }
        jobs += [.tagIndex, .stats, .onThisDayIndex]
        jobs += diary.daysOfYear.indices.map { Job.onThisDay($0) }
        for (index, tag) in diary.tags.enumerated() {
            jobs += (0..<TagPage.pageCount(of: tag)).map { Job.tag(index, page: $0) }
        }
        let pages = await ParallelMap.map(jobs, chunk: 8) { job -> (PageMemo.Page, Bool) in
            let path = path(of: job)
            let digest = digest(of: job)
            if let page = memo.page(at: path, digest: digest) { return (page, false) }
            return (PageMemo.Page(path: path, digest: digest, bytes: render(job)), true)
        }

        var files = pages.map { RenderedSite.File(path: $0.0.path, contents: .bytes($0.0.bytes)) }
        files += theme.assets.map { path in
            RenderedSite.File(path: "theme/" + path, contents: .bytes(theme.files.files[path]?.bytes ?? []))
        }
        files += photoFiles()
        return Rendered(
            site: RenderedSite(files: files), memo: PageMemo(pages.map(\.0)),
            renderedPages: pages.filter(\.1).map(\.0.path))
    }

    // MARK: - Pages

    func path(of job: Job) -> String {
        switch job {
        case .front(let grid): grid ? "grid/index.html" : "index.html"
        case .month(let index, let grid): diary.months[index].key.path + (grid ? "/grid/index.html" : "/index.html")
        case .entry(let index): diary.entries[index].sitePath + "index.html"
        case .notFound: "404.html"
        case .feed(let feed): feed.rawValue
        case .tagIndex: "tags/index.html"
        case .stats: "stats/index.html"
        case .onThisDayIndex: "on-this-day/index.html"
        case .onThisDay(let index): diary.daysOfYear[index].sitePath + "index.html"
        case .tag(let index, let page): TagPage.folder(of: diary.tags[index], page: page) + "index.html"
        }
    }

    func render(_ job: Job) -> [UInt8] {
        let path = path(of: job)
        switch job {
        case .front(let grid):
            return page(template: "index", frontPage(path: path, grid: grid))
        case .month(let index, let grid):
            return page(template: "month", monthPage(index, path: path, grid: grid))
        case .entry(let index):
            return page(template: "entry", entryPage(index, path: path))
        case .notFound:
            // Served for any missing address, so its links start from the site's base path.
            let links = Links(root: Self.basePath(of: diary.config.baseURL), prettyURLs: diary.config.prettyURLs)
            let frame = PageFrame(
                site: SiteView(config: diary.config, language: language, links: links), words: Words(language: language),
                pageTitle: language.string("not_found_title"), share: nil)
            return page(template: "404", NotFoundPage(frame: frame))
        case .tagIndex:
            return page(template: "tags", tagIndexPage(path: path))
        case .onThisDayIndex:
            return page(template: "on-this-day-index", onThisDayIndexPage(path: path))
        case .onThisDay(let index):
            return page(template: "on-this-day", onThisDayPage(index, path: path))
        case .stats:
            let title = "\(language.string("stats")) · \(diary.config.title)"
            return page(
                template: "stats",
                StatsPage(
                    diary: diary, stats: DiaryStats(entries: diary.entries), language: language,
                    frame: frame(links(for: path), title: title, folder: "stats/")))
        case .tag(let index, let number):
            return page(template: "tag", tagPage(index, page: number, path: path))
        case .feed(let feed):
            switch feed {
            case .atom: return AtomFeed(diary: diary, language: language, address: address, photos: photos).render()
            case .json: return JSONFeed(diary: diary, language: language, address: address, photos: photos).render()
            case .sitemap: return Sitemap(diary: diary, address: address).render()
            case .robots: return Sitemap(diary: diary, address: address).robots()
            }
        }
    }

    private func page(template: String, _ context: Any) -> [UInt8] {
        Array((theme.templates.render(context, withTemplate: template) ?? "").utf8)
    }

    private var address: SiteAddress { SiteAddress(config: diary.config) }

    /// The parts every page shares, for a page at `folder` (its share tags describe it with the
    /// diary's subtitle unless given a description).
    private func frame(
        _ links: Links, title: String, folder: String, description: String? = nil, photo: Photo? = nil,
        published: DiaryDate? = nil
    ) -> PageFrame {
        PageFrame(
            site: SiteView(config: diary.config, language: language, links: links), words: Words(language: language),
            pageTitle: title,
            share: ShareView(
                title: title, description: description ?? diary.config.subtitle, folder: folder, address: address,
                language: language, photo: photo, photoPath: photo.map(photos.representative(of:)),
                published: published))
    }

    private func frontPage(path: String, grid: Bool) -> ListPage {
        let links = links(for: path)
        let config = diary.config
        let counts = Dictionary(grouping: diary.entries.compactMap(\.author?.id), by: { $0 }).mapValues(\.count)
        let cover = CoverView(
            color: (config.coverColor ?? diary.catalog.palette.first)?.hex ?? "#fff8e7",
            isLight: (config.coverColor ?? diary.catalog.palette.first)?.isLight ?? true,
            stickers: config.coverStickers.map { StickerView($0, catalog: diary.catalog, language: language.code, links: links) },
            stickerLabels: config.coverStickers.map(\.name).joined(separator: ", "),
            members: config.members.map {
                MemberView(name: $0.name, color: $0.color?.hex, entryCount: language.count("entries", counts[$0.id] ?? 0))
            },
            summary: coverSummary(), nextTurn: nextTurn()?.name)
        return ListPage(
            frame: frame(links, title: config.title, folder: grid ? "grid/" : ""), isGrid: grid,
            polaroidURL: links.page(""), gridURL: links.page("grid/"), cover: cover,
            months: monthViews(diary.months.prefix(config.indexMonths), links: links, grid: grid),
            allMonths: monthLinks(links, grid: grid), olderMonth: nil, newerMonth: nil,
            isEmpty: diary.months.isEmpty)
    }

    private func monthPage(_ index: Int, path: String, grid: Bool) -> ListPage {
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
                links, title: "\(view.heading) · \(diary.config.title)", folder: section.key.path + (grid ? "/grid/" : "/")),
            isGrid: grid, polaroidURL: view.url, gridURL: view.gridURL, cover: nil, months: [view],
            allMonths: [], olderMonth: link(index + 1),
            newerMonth: link(index - 1), isEmpty: false,
            calendar: CalendarView(section, diary: diary, language: language, links: links),
            moodChart: MoodChartView(section, catalog: diary.catalog, language: language))
    }

    private func entryPage(_ index: Int, path: String) -> EntryPage {
        let links = links(for: path)
        let entry = diary.entries[index]
        func link(_ other: Int) -> LinkView? {
            guard diary.entries.indices.contains(other) else { return nil }
            let neighbour = diary.entries[other]
            return LinkView(
                url: links.page(neighbour.sitePath), label: neighbour.title ?? language.format(neighbour.date, as: "date"),
                detail: language.format(neighbour.date, as: "date_short"))
        }
        let key = entry.date.monthKey
        let sameDay = diary.onThisDay(as: entry).map {
            LinkView(
                url: links.page($0.sitePath), label: $0.title ?? language.format($0.date, as: "date"),
                detail: String($0.date.year))
        }
        let title = entry.title ?? language.format(entry.date, as: "date")
        return EntryPage(
            frame: frame(
                links, title: title, folder: entry.sitePath, description: entry.summary, photo: entry.photo,
                published: entry.date),
            entry: EntryView(entry, diary: diary, language: language, links: links, photos: photos, place: .page),
            monthLink: LinkView(url: links.page(key.path + "/"), label: language.monthHeading(key)),
            older: link(index + 1), newer: link(index - 1),
            comments: CommentView.thread(entry.comments?.roots ?? [], language: language),
            commentCount: entry.comments.map { language.count("comments", $0.count) },
            onThisDay: sameDay,
            onThisDayURL: links.page("on-this-day/\(pad2(entry.date.month))-\(pad2(entry.date.day))/"))
    }

    private func onThisDayPage(_ index: Int, path: String) -> OnThisDayPage {
        let links = links(for: path)
        let section = diary.daysOfYear[index]
        let heading = language.format(year: 2000, month: section.month, day: section.day, as: "month_day")
        let title = "\(heading) · \(language.string("on_this_day")) · \(diary.config.title)"
        let years = section.years.map { year in
            OnThisDayPage.Year(
                year: year,
                items: section.entries.filter { $0.date.year == year }.map {
                    EntryView($0, diary: diary, language: language, links: links, photos: photos, place: .card(eager: false))
                })
        }
        return OnThisDayPage(
            frame: frame(links, title: title, folder: section.sitePath), heading: heading, years: years,
            indexURL: links.page("on-this-day/"))
    }

    private func onThisDayIndexPage(path: String) -> OnThisDayIndexPage {
        let links = links(for: path)
        let title = "\(language.string("on_this_day")) · \(diary.config.title)"
        let months = Dictionary(grouping: diary.daysOfYear, by: \.month).keys.sorted().map { month in
            OnThisDayIndexPage.Month(
                name: language.months[month - 1],
                days: diary.daysOfYear.filter { $0.month == month }.map { section in
                    OnThisDayIndexPage.Day(
                        key: String(section.sitePath.dropFirst("on-this-day/".count).dropLast()),
                        url: links.page(section.sitePath),
                        label: language.format(year: 2000, month: section.month, day: section.day, as: "month_day"),
                        years: section.years.sorted().map(String.init).joined(separator: " · "),
                        isRepeated: section.years.count > 1)
                })
        }
        return OnThisDayIndexPage(frame: frame(links, title: title, folder: "on-this-day/"), months: months)
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
    private func coverSummary() -> String? {
        let stats = DiaryStats(entries: diary.entries)
        guard stats.entries > 0 else { return nil }
        var parts = [language.count("entries", stats.entries), language.count("words", stats.words)]
        if let longest = stats.longestStreak, longest.days > 1 {
            parts.append(language.string("stat_longest_streak") + " " + language.count("days", longest.days))
        }
        return parts.joined(separator: " · ")
    }

    private func tagPage(_ index: Int, page number: Int, path: String) -> TagPage {
        let links = links(for: path)
        let tag = diary.tags[index]
        let pages = TagPage.pageCount(of: tag)
        let entries = tag.months.flatMap(\.items)
        let slice = Array(entries.dropFirst(number * TagPage.pageSize).prefix(TagPage.pageSize))
        var title = "#\(tag.name) · \(diary.config.title)"
        if number > 0 { title = "#\(tag.name) (\(number + 1)/\(pages)) · \(diary.config.title)" }
        func link(_ other: Int) -> String? {
            (0..<pages).contains(other) ? links.page(TagPage.folder(of: tag, page: other)) : nil
        }
        return TagPage(
            frame: frame(links, title: title, folder: TagPage.folder(of: tag, page: number)), name: tag.name,
            count: language.count("entries", tag.entryCount),
            months: monthViews(MonthGrouping.group(slice), links: links, grid: true),
            pageLabel: pages > 1 ? "\(number + 1) / \(pages)" : nil, older: link(number + 1), newer: link(number - 1))
    }

    private func tagIndexPage(path: String) -> TagIndexPage {
        let links = links(for: path)
        let title = "\(language.string("tags")) · \(diary.config.title)"
        let tags = diary.tags.sorted { ($0.entryCount, $1.name) > ($1.entryCount, $0.name) }.map {
            LinkView(url: links.page($0.sitePath), label: $0.name, detail: language.count("entries", $0.entryCount))
        }
        return TagIndexPage(frame: frame(links, title: title, folder: "tags/"), tags: tags)
    }

    /// The archive of every month, on the front pages only (on each month page it would make the
    /// site grow with the square of its months).
    private func monthLinks(_ links: Links, grid: Bool) -> [LinkView] {
        diary.months.map {
            LinkView(
                url: links.page($0.key.path + (grid ? "/grid/" : "/")), label: language.monthHeading($0.key),
                detail: language.count("entries", $0.entryCount))
        }
    }

    private func links(for path: String) -> Links { Links(pagePath: path, prettyURLs: diary.config.prettyURLs) }

    private func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    /// `https://example.com/diary/` → `/diary/`.
    static func basePath(of baseURL: String) -> String {
        guard let scheme = baseURL.range(of: "://") else { return baseURL.hasPrefix("/") ? baseURL : "/" }
        let rest = baseURL[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}
