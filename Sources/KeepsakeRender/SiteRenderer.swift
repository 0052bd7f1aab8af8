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
        var jobs: [Job] = [.front(grid: false), .front(grid: true), .notFound]
        for index in diary.months.indices { jobs += [.month(index, grid: false), .month(index, grid: true)] }
        jobs += diary.entries.indices.map { Job.entry($0) }
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
            return page(template: "404", NotFoundPage(site: site(links), words: Words(language: language)))
        }
    }

    private func page(template: String, _ context: Any) -> [UInt8] {
        Array((theme.templates.render(context, withTemplate: template) ?? "").utf8)
    }

    private func site(_ links: Links) -> SiteView {
        SiteView(config: diary.config, language: language, links: links)
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
            })
        return ListPage(
            site: site(links), words: Words(language: language), pageTitle: config.title, isGrid: grid,
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
            site: site(links), words: Words(language: language), pageTitle: "\(view.heading) · \(diary.config.title)",
            isGrid: grid, polaroidURL: view.url, gridURL: view.gridURL, cover: nil, months: [view],
            allMonths: [], olderMonth: link(index + 1),
            newerMonth: link(index - 1), isEmpty: false)
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
        return EntryPage(
            site: site(links), words: Words(language: language),
            entry: EntryView(entry, diary: diary, language: language, links: links, photos: photos, place: .page),
            monthLink: LinkView(url: links.page(key.path + "/"), label: language.monthHeading(key)),
            older: link(index + 1), newer: link(index - 1),
            comments: CommentView.thread(entry.comments?.roots ?? [], language: language),
            commentCount: entry.comments.map { language.count("comments", $0.count) })
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

    /// `https://example.com/diary/` → `/diary/`.
    static func basePath(of baseURL: String) -> String {
        guard let scheme = baseURL.range(of: "://") else { return baseURL.hasPrefix("/") ? baseURL : "/" }
        let rest = baseURL[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}
