import KeepsakeCore
import KeepsakeTemplates

/// Renders a diary with a theme into a `RenderedSite` (its pages are `pageKinds`). Pure: reads
/// nothing from disk, so `build` and `serve` share it and only differ in where the result goes.
public struct SiteRenderer: Sendable {
    public let diary: Diary
    public let theme: Theme
    public let language: Language
    /// A digest of everything besides the entries that pages depend on (diary.yaml, the theme,
    /// build options): part of every page's digest, so changing it re-renders everything.
    public let settings: UInt64
    /// The photos the photo stage processed; the others are published as they are.
    public let photos: PhotoSet
    /// What the facts of all entries share.
    let vocabulary: EntryVocabulary
    /// Each entry's `EntryFacts`, made once per render when many pages are rendered.
    var factsTable = EntryFactsTable()
    /// The figures of the cover and the stats page, worked out once per render that shows them.
    private var madeStats: DiaryStats?
    var diaryStats: DiaryStats { madeStats ?? DiaryStats(entries: diary.entries, catalog: diary.catalog) }
    /// Above this many pages to render, each entry's facts are worked out up front (once) rather
    /// than for each page that shows the entry: a rebuild after one save renders a handful.
    var pagesWorthFacts = 64
    /// Each day's `date_short`, once many pages render (see `ShortDateLabels`).
    var dayLabels: ShortDateLabels?
    /// Where each tag's pages start among the tags' pages (`TagPageKind`), and after them all.
    let tagPageStarts: [Int]
    /// Addresses in one sitemap file (lowered by tests).
    var sitemapLimit = Sitemap.maximum

    public init(diary: Diary, theme: Theme, language: Language, settings: UInt64 = 0, photos: PhotoSet = PhotoSet()) {
        (self.diary, self.theme, self.language, self.settings, self.photos) = (diary, theme, language, settings, photos)
        vocabulary = EntryVocabulary(
            catalog: diary.catalog, language: language, photos: photos, tags: diary.tags.map(\.name))
        tagPageStarts = diary.tags.reduce(into: [0]) { $0.append($0[$0.count - 1] + TagPage.pageCount(of: $1)) }
    }

    /// One page of the site with the digest of what it is made from: what the build's state
    /// layer compares with what it kept, to pass only changed pages through the templates.
    public struct PlannedPage: Sendable {
        let job: Job
        /// The page's file in the site, e.g. `2024/05/index.html`.
        public let path: String
        /// The settings' digest, the kind's name and what the kind's pages show.
        public let digest: UInt64
    }

    /// Every page of the site, in the order of `pageKinds`, with its digest.
    public func plan() async -> [PlannedPage] {
        let every = everyEntry()
        return await ParallelMap.map(jobs, chunk: 64) { [self] job in
            PlannedPage(job: job, path: path(of: job), digest: digest(of: job, every: every))
        }
    }

    /// Every page of the site, kind by kind in the order of `pageKinds`.
    var jobs: [Job] {
        SiteRenderer.pageKinds.enumerated().flatMap { kind, pageKind in
            (0..<pageKind.count(in: self)).map { Job(kind: Int32(kind), number: Int32($0)) }
        }
    }

    /// This renderer with what rendering `pages` needs worked out once (see `prepared(for:)`):
    /// call before rendering a batch of pages, and render them with the renderer returned.
    public func prepared(for pages: [PlannedPage]) async -> SiteRenderer {
        await prepared(for: pages.lazy.map(\.job), many: pages.count)
    }

    /// The bytes of `page`.
    public func render(_ page: PlannedPage) -> [UInt8] { render(page.job) }

    /// The whole site in memory, every page rendered: for tests and callers that keep no state.
    public func render() async -> RenderedSite {
        let pages = await plan()
        let renderer = await prepared(for: pages)
        let made = await ParallelMap.map(pages, chunk: 8) { renderer.render($0) }
        let files = zip(pages, made).map { RenderedSite.File(path: $0.path, contents: .bytes($1), digest: $0.digest) }
        return RenderedSite(files: files + otherFiles())
    }

    /// This renderer with what rendering `jobs` needs worked out once: the cover's and the stats page's
    /// figures when one of them is among them, every entry's facts when `many` pages (at least `jobs`) render.
    func prepared(for jobs: some Collection<Job>, many: Int = 0) async -> SiteRenderer {
        var prepared = self
        // Counted once: `jobs` may be a lazy filter of a big site's pages.
        let count = max(many, jobs.count)
        if jobs.contains(where: \.pageKind.showsStats) {
            prepared.madeStats = DiaryStats(entries: diary.entries, catalog: diary.catalog)
            // The front pages' cards (both show them): what nearly every edit renders needs.
            let front = diary.months.prefix(diary.config.indexMonths).flatMap(\.items)
            prepared.factsTable = EntryFactsTable(front.map { EntryFacts($0, vocabulary: vocabulary) })
        }
        if count > pagesWorthFacts {
            let days = ShortDateLabels(diary.entries, language: language)
            prepared.dayLabels = days
            prepared.factsTable = EntryFactsTable(
                await ParallelMap.map(diary.entries) { [vocabulary] in
                    EntryFacts($0, vocabulary: vocabulary, days: days)
                })
        }
        return prepared
    }

    /// The theme's files and the photos' and pictures' (see `photoFiles`).
    package func otherFiles() -> [RenderedSite.File] {
        theme.assets.map { path in
            RenderedSite.File(path: "theme/" + path, contents: .bytes(theme.files.files[path]?.bytes ?? []))
        } + photoFiles()
    }
}
