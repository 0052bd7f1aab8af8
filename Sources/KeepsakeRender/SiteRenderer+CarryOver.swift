import KeepsakeCore

/// A build after a few entries were edited, carrying the published pages over instead of
/// planning each of a big diary's ten thousand.
///
/// Every page's digest is made of the settings, the cards of the entries it lists, and, for the
/// pages that show an entry's text or the diary's word count, more (`digest(of:every:)`). The
/// settings and every month's and entry's card, in order, make the diary's `shape`: two diaries
/// of the same shape have the same pages, and only the pages that show text can differ between
/// them — the front pages and the stats page (the word count), the feeds, and the pages of the
/// entries whose files changed. When the published folder was rendered from a diary of the same
/// shape, by the last build (whose entry store this build started from), only those pages are
/// planned; every other page the folder holds is carried over as its manifest lists it.
extension SiteRenderer {
    /// What the last build published, for a render that may carry its pages over.
    public struct CarryOver: Sendable {
        /// The output generation the last build published: a folder holding another (an older
        /// site put back by hand) may show older text of entries this build did not read anew.
        public let generation: String
        /// The entries read anew since that build, by `Entry.contentFingerprint` (a digest of
        /// each one's path and texts): the others are as that build rendered them.
        public let reloaded: Set<UInt64>

        public init(generation: String, reloaded: Set<UInt64>) {
            self.generation = generation
            self.reloaded = reloaded
        }
    }

    /// The settings, every month's and every entry's card, in order, and the photos and pictures
    /// the site publishes, as one digest: what decides which files the site has, and what every
    /// page that does not show an entry's text is made from.
    func shape(of every: EveryEntry) -> UInt64 {
        var digest = ContentDigest()
        digest.add("shape")
        digest.add(settings)
        digest.add(every.cards)
        // A picture a body shows is a file of the site, though no card shows it.
        for photo in diary.photos { digest.add(photo.source) }
        digest.add("pictures")
        for picture in diary.pictures { digest.add(picture.source) }
        return digest.value
    }

    /// The pages whose inputs can differ from those of a diary of the same shape whose entries
    /// other than `reloaded` are the same: their text or the diary's word count.
    func jobsShowingText(of reloaded: Set<UInt64>) -> [Job] {
        Self.pageKinds.indices.flatMap { kind in
            Self.pageKinds[kind].pagesShowingText(of: reloaded, in: self).map {
                Job(kind: Int32(kind), number: Int32($0))
            }
        }
    }

    /// `render(reusing:sink:)` for a published folder rendered from a diary of the same shape by
    /// the build `carryOver` describes (`listing`): the pages showing text are planned, those
    /// the folder does not hold rendered and placed (with `figures`, started before), and every
    /// other page it holds carried over; the site is recorded with `shape`. `nil` when the folder
    /// was found changed by hand: then every page is planned after all.
    func renderCarryingOver(
        _ carryOver: CarryOver, every: EveryEntry, shape: UInt64, listing: PageListing, sink: any PageSink,
        figures: Task<CommonPageFacts, Never>
    ) async -> Rendered? {
        let jobs = jobsShowingText(of: carryOver.reloaded)
        let paths = jobs.map(path(of:))
        let digests = jobs.map { digest(of: $0, every: every) }
        let listed = jobs.indices.map {
            listing.lists(paths[$0], fileDigest: OutputWriter.fileDigest(ofPage: digests[$0]))
        }
        let toRender = jobs.indices.filter { !listed[$0] }
        PhaseTrace.mark("render: \(jobs.count) pages planned, the others carried over")
        // The site's list of files is made on one core while the pages render on the other.
        let fileList = Task { [self] in
            var files = jobs.indices.map {
                RenderedSite.File(path: paths[$0], contents: listed[$0] ? .published : .placed, digest: digests[$0])
            }
            let others = otherFiles()
            // The published files besides those, found by their places in the manifest (a
            // handful of lookups) rather than by hashing each of its ten thousand paths.
            let published = listing.published.files
            let planned = Set((paths + others.map(\.path)).compactMap { published.index(forKey: $0) })
            files.reserveCapacity(published.count + others.count)
            for index in published.indices where !planned.contains(index) {
                let (path, file) = published[index]
                files.append(RenderedSite.File(path: path, contents: .carried(fileDigest: file.digest)))
            }
            return RenderedSite(files: files + others, shape: shape)
        }
        // Rendered while the output folders' check finishes on the other core.
        let renderer = await prepared(for: toRender.map { jobs[$0] }, figures: figures)
        let made = await ParallelMap.map(toRender, chunk: 1) { renderer.render(jobs[$0]) }
        PhaseTrace.mark("render: \(toRender.count) pages rendered")
        let ready = sink.ready()
        guard ready.keepsListing() else { return nil }
        for (index, bytes) in zip(toRender, made) {
            ready.place(RenderedSite.File(path: paths[index], contents: .bytes(bytes), digest: digests[index]))
        }
        let site = await fileList.value
        PhaseTrace.mark("render: files")
        return Rendered(
            site: site, memo: PageMemo(), renderedPages: RenderedPages(PathList(toRender.lazy.map { paths[$0] })))
    }
}
