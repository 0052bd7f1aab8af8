import KeepsakeCore
import KeepsakeTemplates

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
    /// What the facts of all entries share.
    let vocabulary: EntryVocabulary
    /// Each entry's `EntryFacts`, made once per render when many pages are rendered.
    var factsTable = EntryFactsTable()
    /// The figures of the cover and the stats page, worked out once per render that shows them.
    private var madeStats: DiaryStats?
    var diaryStats: DiaryStats { madeStats ?? DiaryStats(entries: diary.entries, catalog: diary.catalog) }
    /// `memberCounts`, worked out once per render that shows the cover.
    private(set) var madeMemberCounts: [String: Int]?
    /// Above this many pages to render, each entry's facts are worked out up front (once) rather
    /// than for each page that shows the entry: a rebuild after one save renders a handful.
    var pagesWorthFacts = 64
    /// Each day's `date_short`, once many pages render (see `ShortDateLabels`).
    var dayLabels: ShortDateLabels?
    /// `tagPageStarts`, worked out once when the tags are grouped already.
    let madeTagPageStarts: [Int]?
    /// Addresses in one sitemap file (lowered by tests).
    var sitemapLimit = Sitemap.maximum

    public init(diary: Diary, theme: Theme, language: Language, settings: UInt64 = 0, photos: PhotoSet = PhotoSet()) {
        self.diary = diary
        self.theme = theme
        self.language = language
        self.settings = settings
        self.photos = photos
        // The tags' folders now when the tags are grouped (a page per tag, cards by the thousand);
        // else each when a card asks (a render carried over shows a few hundred cards).
        vocabulary = EntryVocabulary(
            catalog: diary.catalog, language: language, photos: photos,
            tags: diary.tagsAreGrouped ? diary.tags.map(\.name) : [])
        madeTagPageStarts = diary.tagsAreGrouped ? Self.tagPageStarts(of: diary.tags) : nil
    }

    /// What one render produced.
    public struct Rendered: Sendable {
        public let site: RenderedSite
        /// Hand this to the next render to reuse the pages whose inputs did not change.
        public let memo: PageMemo
        /// Pages that went through the templates (the rest came from the memo).
        public let renderedPages: RenderedPages
    }

    /// What became of a page in one render.
    enum Outcome: Sendable {
        /// The memo had it.
        case reused
        /// Rendered here (a render with a sink places its pages and lists them as `unlisted`).
        case rendered
        /// The sink's folders had it: not rendered.
        case onDisk
    }

    public func render() async -> RenderedSite {
        await render(reusing: PageMemo()).site
    }

    /// Renders every page whose digest differs from the one `memo` remembers for its path.
    ///
    /// With a `sink` (`keepsake build`'s output transaction), a page the output folders already
    /// hold for the same inputs is not rendered at all, and a rendered page goes to the sink at
    /// once instead of being kept in memory.
    ///
    /// With `carryOver` as well, and a published folder whose pages were rendered from a diary of
    /// the same shape, only the pages that can show other text are planned; the others are
    /// carried over as they are (see `CarryOver`).
    public func render(
        reusing memo: PageMemo, sink: (any PageSink)? = nil, carryOver: CarryOver? = nil
    ) async -> Rendered {
        // What nearly every edit renders needs (the cover's and the stats page's figures, the
        // facts of the front pages' cards, which both front pages show), worked out on the other
        // core while the pages are planned and the output folders' check finishes.
        let figures = figuresTask()
        let every = everyEntry()
        PhaseTrace.mark("render: everyEntry")
        let shape = shape(of: every)
        if let carryOver, let sink, memo.count == 0, let listing = sink.listing(),
            listing.generation == carryOver.generation,
            listing.shape == shape,
            let carried = await renderCarryingOver(
                carryOver, every: every, shape: shape, listing: listing, sink: sink, figures: figures)
        {
            return carried
        }
        let jobs = jobs()
        PhaseTrace.mark("render: jobs")
        // First what each page needs (cheap: digests), then, when many pages render, each entry's
        // facts once, then the pages themselves. The digests are worked out before asking the
        // sink, which may still be checking the output folders on the other core.
        // Each step's tables go as soon as the next is made (scopes end them): a big diary's
        // build holds the most while its pages render, and each table is megabytes there. The
        // plan of each page is its digest, with its fate beside it (a list of the pages again,
        // each with its fate, was 2.6 MB at 50,000 entries while the store was saved); its path
        // is made when asked (a big site's paths, held from the plans to the finish, were 3.8 MB
        // at 50,000 entries while its pages rendered).
        let digests: [UInt64]
        let reused: ReusedPages
        let outcomes: [Outcome?]
        let early: [Int: [UInt8]]
        let ready: (any PageSink)?
        do {
            digests = await ParallelMap.map(jobs, chunk: 64) { digest(of: $0, every: every) }
            reused = await ReusedPages(memo, jobs: jobs, digests: digests, renderer: self)
            PhaseTrace.mark("render: digests")
            var listed: [Bool]?
            if let listing = sink?.listing() {
                (early, listed) = await renderEarly(jobs, digests, reused, listing: listing, figures: figures)
            } else {
                early = [:]
            }
            ready = sink?.ready()
            PhaseTrace.mark("render: sink ready")
            // When the folders hold all they were listed with, a listed page is there: only the others
            // are asked about (a few after an edit, each perhaps kept by the previous generation).
            let known = ready?.keepsListing() == true ? listed : nil
            let asking = ready?.holdsNoPages() == false ? ready : nil
            outcomes = await ParallelMap.map(jobs.indices, chunk: 256) {
                [self, jobs, digests, reused, asking] index -> Outcome? in
                if reused[index] != nil { return .reused }
                if known?[index] == true { return .onDisk }
                if let asking,
                    asking.has(path(of: jobs[index]), fileDigest: OutputWriter.fileDigest(ofPage: digests[index]))
                {
                    return .onDisk
                }
                return nil
            }
        }
        PhaseTrace.mark("render: plans")
        let sink = ready
        // Only the pages to render go to the cores (after a save, a handful of ten thousand).
        // Those made by templates, then the others: listed once each (a list of all of them
        // beside the two was 0.4 MB at 50,000 entries, while the entries' facts were made).
        let templated = Self.places(in: outcomes.indices) { outcomes[$0] == nil && jobs[$0].usesTemplates }
        let untemplated = Self.places(in: outcomes.indices) { outcomes[$0] == nil && !jobs[$0].usesTemplates }
        let toRenderCount = templated.count + untemplated.count
        // With a sink every page's fate is known before it renders (placed there, or on disk
        // already): when only a few pages render, the site's list of files is made on the other
        // core meanwhile (when many do, after them: a big site's list beside their facts would
        // only raise the build's peak memory).
        let placedSite =
            sink == nil || toRenderCount > pagesWorthFacts
            ? nil
            : Task { [self, jobs, digests, reused, outcomes] in
                placedRender(jobs, digests, reused, outcomes, then: otherFiles(), shape: shape)
            }
        // The feeds and the sitemap show no card: when many pages render, they render after the
        // others, once the entries' facts are let go (a big diary's facts and its sitemap are
        // megabytes each).
        let late = toRenderCount > pagesWorthFacts ? untemplated : []
        let first = late.isEmpty ? Self.places(in: outcomes.indices) { outcomes[$0] == nil } : templated
        // Gives the page's bytes when there is no sink to place it in, else `nil` (placed): a big
        // site's pages are many, and a list of pages again beside the plans was megabytes.
        let buffers = PageBuffers()
        let place = { @Sendable [early, digests, jobs] (index: Int, renderer: SiteRenderer) -> [UInt8]? in
            if let sink, early[index] == nil, let pieces = renderer.pieces(of: jobs[index]) {
                sink.place(path: renderer.path(of: jobs[index]), digest: digests[index], pieces: pieces)
                return nil
            }
            // Without a sink the bytes are kept: a reused buffer's room to spare would be kept with them.
            guard let sink else { return early[index] ?? renderer.render(jobs[index]) }
            // Feeds (no template) come whole.
            if let bytes = early[index] ?? (jobs[index].usesTemplates ? nil : renderer.render(jobs[index])) {
                sink.place(
                    RenderedSite.File(
                        path: renderer.path(of: jobs[index]), contents: .bytes(bytes), digest: digests[index]))
                return nil
            }
            // Written as it is made, through a reused buffer of `TemplateRenderer.flushAt` bytes or
            // so: a big diary's month pages are hundreds of kilobytes, and each core's, whole,
            // were most of the 3.4 MB its pages' buffers took at its render's peak.
            var buffer = buffers.take()
            sink.place(path: renderer.path(of: jobs[index]), digest: digests[index]) { emit in
                withoutActuallyEscaping(emit) { emit in
                    let taken = buffer
                    buffer = []
                    buffer = renderer.render(jobs[index], reusing: consume taken, emit: emit)
                }
            }
            buffers.give(buffer)
            return nil
        }
        var made: [[UInt8]?]
        do {
            let renderer = await prepared(
                for: first.lazy.filter { early[Int($0)] == nil }.map { jobs[Int($0)] }, many: first.count,
                figures: figures)
            PhaseTrace.mark("render: stats/facts")
            sink?.expect(toRenderCount)
            // After a save a handful of pages render, the cover and the stats page among them (each
            // milliseconds): one to a task, so that both cores share them.
            made = await ParallelMap.map(first, chunk: first.count < 64 ? 1 : 8) { place(Int($0), renderer) }
        }
        if !late.isEmpty { PhaseTrace.mark("render: pages with cards") }
        made += await ParallelMap.map(late, chunk: 1) { [self] in place(Int($0), self) }
        PhaseTrace.mark("render: pages")
        if sink != nil {
            _ = consume made
            let site =
                await placedSite?.value
                ?? placedRender(jobs, digests, reused, outcomes, then: otherFiles(), shape: shape)
            PhaseTrace.mark("render: files")
            return site
        }
        var pages = jobs.indices.map { index in
            (
                reused[index] ?? PageMemo.Page(path: path(of: jobs[index]), digest: digests[index], bytes: []),
                outcomes[index] ?? .rendered
            )
        }
        // Without a sink every page rendered comes back as its bytes.
        for case let (place, bytes?) in zip(first + late, consume made) {
            let index = Int(place)
            let page = pages[index].0
            pages[index] = (PageMemo.Page(path: page.path, digest: page.digest, bytes: bytes), .rendered)
        }

        let files = Self.files(of: pages, then: otherFiles())
        PhaseTrace.mark("render: files")
        // Lazily filtered: a big site's pages are not copied once more only to be counted out.
        return Rendered(
            site: RenderedSite(files: files, shape: shape),
            memo: PageMemo(Array(pages.lazy.filter { $0.1 == .reused || $0.1 == .rendered }.map(\.0))),
            renderedPages: pages.allSatisfy { $0.1 == .rendered }
                ? RenderedPages(every: pages.count, htmlCount: pages.count { RenderedSite.isPage($0.0.path) })
                : RenderedPages(PathList(pages.lazy.filter { $0.1 == .rendered }.map(\.0.path))))
    }

    /// The pages the output folders are not even listed as holding as made from the same inputs
    /// (`listing`, read before the folders are checked): they render whatever the check finds, so
    /// when few, they render now, while the check finishes on the other core (it can only add
    /// pages: files changed by hand). Gives their bytes by index in `jobs`, and which pages the
    /// listing shows.
    private func renderEarly(
        _ jobs: JobList, _ digests: [UInt64], _ reused: ReusedPages, listing: PageListing,
        figures: Task<CommonPageFacts, Never>
    ) async -> (early: [Int: [UInt8]], listed: [Bool]) {
        // Nothing listed (no published folder): no page's path is made to be looked up.
        let listed =
            listing.isEmpty
            ? [Bool](repeating: false, count: jobs.count)
            : await ParallelMap.map(jobs.indices, chunk: 256) { [self] index in
                listing.lists(path(of: jobs[index]), fileDigest: OutputWriter.fileDigest(ofPage: digests[index]))
            }
        let certain = jobs.indices.filter { reused[$0] == nil && !listed[$0] }
        guard certain.count <= pagesWorthFacts else { return ([:], listed) }
        let renderer = await prepared(for: certain.map { jobs[$0] }, figures: figures)
        let bytes = await ParallelMap.map(certain, chunk: 1) { renderer.render(jobs[$0]) }
        PhaseTrace.mark("render: \(certain.count) pages rendered early")
        return (Dictionary(uniqueKeysWithValues: zip(certain, bytes)), listed)
    }

    /// The cover's and the stats page's figures, and the facts of the front pages' cards (which
    /// both front pages show): what nearly every edit renders needs, worked out on another core.
    func figuresTask() -> Task<CommonPageFacts, Never> {
        Task { [self] in
            let front = diary.months.prefix(diary.config.indexMonths).flatMap(\.items)
            return CommonPageFacts(
                stats: DiaryStats(entries: diary.entries, catalog: diary.catalog),
                members: Self.countMembers(of: diary),
                front: front.map { EntryFacts($0, vocabulary: vocabulary) })
        }
    }

    typealias CommonPageFacts = (stats: DiaryStats, members: [String: Int], front: [EntryFacts])

    /// This renderer with what rendering `jobs` needs worked out once: the cover's and the stats
    /// page's figures (`figures`) when one of them is among them, and every entry's facts when
    /// `many` pages (at least `jobs`) render.
    func prepared(
        for jobs: some Collection<Job>, many: Int = 0,
        figures: Task<CommonPageFacts, Never>
    ) async -> SiteRenderer {
        var prepared = self
        // Counted once: `jobs` may be a lazy filter of a big site's pages.
        let count = max(many, jobs.count)
        if jobs.contains(where: \.showsStats) {
            let made = await figures.value
            (prepared.madeStats, prepared.madeMemberCounts) = (made.stats, made.members)
            prepared.factsTable = EntryFactsTable(made.front)
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

    /// The places in `range` for which `included` holds, as 32-bit numbers, in a list made at its
    /// size: a big site's pages to render, listed by `filter`, took 16 bytes a page, not 4.
    static func places(in range: Range<Int>, where included: (Int) -> Bool) -> [Int32] {
        var places: [Int32] = []
        places.reserveCapacity(range.count(where: included))
        for index in range where included(index) { places.append(Int32(index)) }
        return places
    }

    /// Every page of the site (see `JobList`).
    private func jobs() -> JobList { JobList(self) }

    /// What a render that places every page it renders in a sink makes (the pages of `jobs`
    /// without an outcome), with `others` after the listed pages: the placed pages are counted,
    /// not listed (their sink keeps their paths), and no list of every page is made again.
    /// Made before the pages render when only a few do (on the other core meanwhile), else after.
    private func placedRender(
        _ jobs: JobList, _ digests: [UInt64], _ reusedPages: ReusedPages, _ outcomes: [Outcome?],
        then others: [RenderedSite.File], shape: UInt64
    ) -> Rendered {
        var files: [RenderedSite.File] = []
        var reused: [PageMemo.Page] = []
        var renderedPages = PathList()
        var unlisted = (files: 0, pages: 0)
        // Every page rendered (a build from nothing): none listed, only counted.
        let listsPages = outcomes.contains { $0 == .onDisk || $0 == .reused }
        if listsPages { renderedPages.reserveCapacity(outcomes.count { $0 == nil }) }
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case nil, .rendered?:
                let path = path(of: jobs[index])
                unlisted.files += 1
                if RenderedSite.isPage(path) { unlisted.pages += 1 }
                if listsPages { renderedPages.append(path) }
            case .onDisk?:
                files.append(
                    RenderedSite.File(path: path(of: jobs[index]), contents: .published, digest: digests[index]))
            case .reused?:
                guard let page = reusedPages[index] else { continue }
                files.append(RenderedSite.File(path: page.path, contents: .bytes(page.bytes), digest: page.digest))
                reused.append(page)
            }
        }
        files += others
        return Rendered(
            site: RenderedSite(files: files, shape: shape, unlisted: unlisted), memo: PageMemo(reused),
            renderedPages: listsPages
                ? RenderedPages(renderedPages) : RenderedPages(every: unlisted.files, htmlCount: unlisted.pages))
    }

    /// The site's files for `pages`, each as it came out of the render, and `others` after them
    /// (made in one list: a big site's list joined to another was copied whole, 2.4 MB at
    /// 50,000 pages).
    private static func files(of pages: [(PageMemo.Page, Outcome)], then others: [RenderedSite.File]) -> [RenderedSite
        .File]
    {
        var files: [RenderedSite.File] = []
        files.reserveCapacity(pages.count + others.count)
        for (page, outcome) in pages {
            let contents: RenderedSite.Contents =
                switch outcome {
                case .onDisk: .published
                case .reused, .rendered: .bytes(page.bytes)
                }
            files.append(RenderedSite.File(path: page.path, contents: contents, digest: page.digest))
        }
        files += others
        return files
    }

    /// The theme's files and the photos' and pictures' (see `photoFiles`).
    func otherFiles() -> [RenderedSite.File] {
        theme.assets.map { path in
            RenderedSite.File(path: "theme/" + path, contents: .bytes(theme.files.files[path]?.bytes ?? []))
        } + photoFiles()
    }
}
