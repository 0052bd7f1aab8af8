import Foundation
import KeepsakeCore
import KeepsakeRender

/// What a build made, with the figures for the summary printed after it.
public struct BuildReport: Sendable {
    public let entries: Int
    /// Drafts published (with `--drafts`).
    public let drafts: Int
    /// Drafts in the diary that this build left out (without `--drafts`).
    public let draftsSkipped: Int
    public let deletedTraces: Int
    public let months: Int
    public let commentThreads: Int
    public let comments: Int
    public let pages: Int
    public let otherFiles: Int
    public private(set) var duration: Duration
    public let warnings: [Diagnostic]
    public let site: RenderedSite
    /// Entry files read and parsed by this build (a `BuildSession` reuses the others).
    public let parsedEntries: ParsedFiles
    /// Pages passed through the templates by this build (a `BuildSession` reuses the others).
    public let renderedPages: RenderedPages
    /// Entry photos published (resized, or as they are without libvips).
    public let photos: Int
    /// Photos resized by this build (the others came from the photo cache, or went as they are).
    public let processedPhotos: [String]
    /// How long the photo stage took (checking, hashing, resizing what the cache did not have).
    public let photoDuration: Duration
    /// Photo cache entries this build used (the others may be pruned).
    let photoCacheKeys: Set<String>
    /// The HTML pages among `renderedPages` (which has the feeds and sitemap too).
    public var renderedHTMLPages: Int { renderedPages.htmlCount }
    /// Nothing changed since the last build into the same folder: nothing was read or written.
    public let upToDate: Bool
    /// The build knew which files changed (a watcher, or `InputTable`) and looked at no others.
    public internal(set) var knewChanges = false
    /// The entry store being saved: wait for it before the process ends; gives its new state.
    public internal(set) var storeSaving: Task<UInt64?, Never>?

    init(
        diary: Diary, site: RenderedSite, parsedEntries: ParsedFiles, renderedPages: RenderedPages, duration: Duration,
        warnings: [Diagnostic], processedPhotos: [String] = [], photoCacheKeys: Set<String> = [],
        photoDuration: Duration = .zero, draftsSkipped: Int = 0
    ) {
        entries = diary.entries.count
        // One pass over a big diary's entries for every figure.
        var (drafts, commentThreads, comments) = (0, 0, 0)
        for entry in diary.entries {
            if entry.isDraft { drafts += 1 }
            if entry.hasCommentThread { commentThreads += 1 }
            comments += entry.commentCount
        }
        (self.drafts, self.commentThreads, self.comments) = (drafts, commentThreads, comments)
        self.draftsSkipped = draftsSkipped
        deletedTraces = diary.months.reduce(0) { $0 + $1.items.count { $0.isDeleted } }
        months = diary.months.count
        pages = site.pageCount
        otherFiles = site.otherFileCount
        self.duration = duration
        self.warnings = warnings
        self.site = site
        self.parsedEntries = parsedEntries
        self.renderedPages = renderedPages
        self.photos = diary.photos.count
        self.processedPhotos = processedPhotos
        self.photoDuration = photoDuration
        self.photoCacheKeys = photoCacheKeys
        upToDate = false
    }

    /// The figures of the last build, for one that found nothing to do.
    init(upToDate counts: BuildStamp.Counts, duration: Duration) {
        (entries, drafts, draftsSkipped, deletedTraces) = (
            counts.entries, counts.drafts, counts.draftsSkipped, counts.deletedTraces
        )
        (months, commentThreads, comments) = (counts.months, counts.commentThreads, counts.comments)
        (pages, otherFiles, photos) = (counts.pages, counts.otherFiles, counts.photos)
        self.duration = duration
        (warnings, site, parsedEntries, renderedPages) = (
            [], RenderedSite(files: []), ParsedFiles([]), RenderedPages([])
        )
        (processedPhotos, photoDuration, photoCacheKeys) = ([], .zero, [])
        upToDate = true
    }

    var counts: BuildStamp.Counts {
        BuildStamp.Counts(
            entries: entries, drafts: drafts, draftsSkipped: draftsSkipped, deletedTraces: deletedTraces,
            months: months,
            commentThreads: commentThreads, comments: comments, pages: pages, otherFiles: otherFiles, photos: photos)
    }

    /// What the build loaded, let go with the report rather than when the build returns: freeing a
    /// big diary takes time a command that exits after printing need not spend.
    private var loaded: [any Sendable] = []

    /// The same report, timed to `end` (to include the write), holding on to `loaded` too.
    func timed(
        from start: ContinuousClock.Instant, to end: ContinuousClock.Instant, holding loaded: any Sendable...
    ) -> BuildReport {
        var copy = holding(loaded)
        copy.duration = end - start
        return copy
    }

    /// The same report, holding on to `loaded` too (see `loaded`).
    func holding(_ loaded: [any Sendable]) -> BuildReport {
        var copy = self
        copy.loaded += loaded
        return copy
    }
}

/// The whole pipeline, top to bottom: Content/ → load → model → site → render → write.
public struct Builder: Sendable {
    public let layout: SiteLayout
    public let options: BuildOptions

    public init(layout: SiteLayout, options: BuildOptions) {
        self.layout = layout
        self.options = options
    }

    /// - Throws: `BuildFailure` with every error (and warning) found, after reading all files.
    ///   `Output/` is then left exactly as it was.
    public func build() async throws(BuildFailure) -> BuildReport {
        let start = ContinuousClock.now
        let writer = OutputWriter(layout: layout)
        PhaseTrace.mark("start")
        // The output folder is checked while `Content/` is scanned.
        let published = options.write ? PublishedCheck(writer) : nil
        var stamped = options.write ? BuildStamp.inputs(of: layout, options: options) : nil
        PhaseTrace.mark("stamp inputs")
        let inputs = stamped?.0
        let last = inputs == nil ? nil : BuildStamp.load(layout)
        if let inputs, let last, !last.isRacy, last.inputs.isSame(as: inputs),
            published?.isIntact(generation: last.generation) == true
        {
            return BuildReport(upToDate: last.counts, duration: .now - start)
        }
        guard let inputs else {
            var session = BuildSession(layout: layout, options: options)
            return try await session.build().timed(from: start, to: .now)
        }
        BuildStamp.remove(layout)
        PhaseTrace.mark("stamp load+compare")
        let beginning = Self.beginWriting(writer, checked: published)
        let output = Task { try? await beginning.value.get() }
        func abandon() async { (try? await beginning.value.get())?.abandon() }
        var session = BuildSession(
            layout: layout, options: options, store: EntryStore(layout: layout), buildsAgain: false)
        var report: BuildReport
        // The input table and the files changed since the last build, on the other core.
        let changes = Self.changes(stamped, since: last, layout: layout)
        let since = Task { await changes.value.1 }
        // The session holds the only copy of the scan from here.
        let scanned = stamped.map { ($0.1, $0.0.statedAt) }
        stamped = nil
        do {
            report = try await session.build(output: output, scanned: consume scanned, since: since)
        } catch {
            await abandon()
            throw error
        }
        PhaseTrace.mark("session build")
        let written: OutputWriter.Summary
        do throws(OutputWriter.WriteError) {
            written = try await beginning.value.get().finish(report.site)
        } catch .publishedFileMissing {
            // Someone removed a file from the output folder during the build: render everything.
            await abandon()
            _ = await report.storeSaving?.value
            var fresh = BuildSession(
                layout: layout, options: options, store: EntryStore(layout: layout), buildsAgain: false)
            report = try await fresh.build()
            written = try write(report, with: writer)
        } catch {
            await abandon()
            _ = await report.storeSaving?.value
            throw failure(error, report)
        }
        PhaseTrace.mark("finish")
        // Photos no page uses any more, unless another build or a preview used them lately.
        if !report.photoCacheKeys.isEmpty { PhotoCache(layout: layout).prune(keeping: report.photoCacheKeys) }
        let storeState = await report.storeSaving?.value ?? nil
        let table = await changes.value.table
        // A build with warnings is never skipped (they are printed); the table goes with the store's state.
        if report.warnings.isEmpty, let generation = written.generation {
            BuildStamp(inputs: inputs, generation: generation, counts: report.counts)
                .save(layout, table: table, store: storeState)
        }
        PhaseTrace.mark("stamp save, prune")
        return report.timed(from: start, to: .now, holding: session)
    }

    /// The output folders got ready on a thread of their own while the entries load.
    private static func beginWriting(
        _ writer: OutputWriter, checked published: PublishedCheck?
    ) -> Task<Result<OutputTransaction, OutputWriter.WriteError>, Never> {
        Task.detached {
            let listed = published?.manifest ?? writer.readManifest(of: writer.layout.output)
            return Result { () throws(OutputWriter.WriteError) in
                try OutputTransaction(writer, listed: listed, checked: published?.value)
            }
        }
    }

    /// The input table saved (its digest) and the files changed since `last`, on a thread of their own.
    private static func changes(
        _ stamped: (BuildStamp.Inputs, ContentScanner.Scan, themes: [ScannedFile])?,
        since last: BuildStamp?, layout: SiteLayout
    ) -> Task<(table: UInt64?, LastBuild?), Never> {
        Task.detached {
            let files = stamped.map { $0.1.files + $0.themes } ?? []
            let since = stamped.flatMap { stamped in
                last.flatMap { last in
                    last.changes(in: files, now: stamped.0, layout: layout).flatMap { changed in
                        last.store.map { LastBuild(changed: changed, store: $0) }
                    }
                }
            }
            defer { PhaseTrace.mark("changes since the last build") }
            let table = stamped.flatMap { InputTable(files, statedAt: $0.0.statedAt) }
            return (table.flatMap { BuildStamp.saveTable($0, layout) }, since)
        }
    }

    private func write(_ report: BuildReport, with writer: OutputWriter) throws(BuildFailure) -> OutputWriter.Summary {
        do {
            return try writer.write(report.site)
        } catch {
            throw failure(error, report)
        }
    }

    private func failure(_ error: OutputWriter.WriteError, _ report: BuildReport) -> BuildFailure {
        var hint = error.hint
        if case .io(_, let code) = error {
            // Nothing is swapped in before everything is written: the published site stays.
            let advice = code.flatMap(SystemError.advice(for:))
            let output = layout.display(layout.output)
            let untouched =
                FileManager.default.fileExists(atPath: layout.output.path)
                ? "\(output) is untouched: it still holds the last site built" : nil
            hint = [advice, untouched].compactMap { $0 }.joined(separator: "; ")
            if hint?.isEmpty == true { hint = nil }
        }
        let diagnostic = Diagnostic.error(
            at: SourceLocation(path: layout.display(layout.output)), error.message, hint: hint)
        return BuildFailure(diagnostics: report.warnings + [diagnostic])
    }
}
