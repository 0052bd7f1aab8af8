import KeepsakeCore
import KeepsakeRender

/// What a build made, with the counts for the summary printed after it.
public struct BuildReport: Sendable {
    /// What the summary counts; kept in the build stamp for a build that finds nothing to do.
    public struct Counts: Codable, Sendable, Equatable {
        public var entries = 0
        /// Drafts published (with `--drafts`).
        public var drafts = 0
        /// Drafts in the diary that this build left out (without `--drafts`).
        public var draftsSkipped = 0
        public var deletedTraces = 0
        public var months = 0
        public var commentThreads = 0
        public var comments = 0
        public var pages = 0
        public var otherFiles = 0
        /// Entry photos published (resized, or unresized without their metadata: `publish_originals`).
        public var photos = 0
    }

    public let counts: Counts
    public private(set) var duration: Duration
    public let warnings: [Diagnostic]
    public let site: RenderedSite
    /// Entry files read and parsed by this build (a `BuildSession` reuses the others).
    public let parsedEntries: ParsedFiles
    /// Pages passed through the templates by this build (a `BuildSession` reuses the others).
    public let renderedPages: RenderedPages
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
        warnings: [Diagnostic], photos: PhotoPipeline.Outcome, photoDuration: Duration
    ) {
        var counts = Counts(
            entries: diary.entries.count, draftsSkipped: diary.draftsLeftOut, months: diary.months.count,
            pages: site.pageCount, otherFiles: site.otherFileCount, photos: diary.photos.count)
        // One pass over a big diary's entries for every count.
        for entry in diary.entries {
            if entry.isDraft { counts.drafts += 1 }
            if entry.hasCommentThread { counts.commentThreads += 1 }
            counts.comments += entry.commentCount
        }
        counts.deletedTraces = diary.months.reduce(0) { $0 + $1.items.count { $0.isDeleted } }
        self.counts = counts
        (self.duration, self.warnings, self.site) = (duration, warnings, site)
        (self.parsedEntries, self.renderedPages) = (parsedEntries, renderedPages)
        (processedPhotos, self.photoDuration, photoCacheKeys) = (photos.processed, photoDuration, photos.cacheKeys)
        upToDate = false
        loaded = [diary]
    }

    /// The counts of the last build, for one that found nothing to do.
    init(upToDate counts: Counts, duration: Duration) {
        (self.counts, self.duration) = (counts, duration)
        (warnings, site, parsedEntries, renderedPages) = (
            [], RenderedSite(files: []), ParsedFiles([]), RenderedPages([])
        )
        (processedPhotos, photoDuration, photoCacheKeys) = ([], .zero, [])
        upToDate = true
    }

    /// What the build loaded, let go with the report rather than when the build returns: freeing a
    /// big diary takes time a command that exits after printing need not spend.
    private var loaded: [any Sendable] = []

    /// The same report, timed to `end` (to include the write), holding on to `loaded` too.
    func timed(
        from start: ContinuousClock.Instant, to end: ContinuousClock.Instant, holding loaded: any Sendable...
    ) -> BuildReport {
        var copy = self
        copy.duration = end - start
        copy.loaded += loaded
        return copy
    }
}
