/// Where `keepsake build` puts pages while they are rendered, so a large site is never held in
/// memory (`OutputTransaction`); `keepsake serve` has none and keeps its pages.
public protocol PageSink: Sendable {
    /// Whether the folders being written already hold this page as made from these inputs (then
    /// it is not rendered).
    func has(_ path: String, fileDigest: UInt64) -> Bool
    /// Takes a rendered page; its bytes need not be kept after this returns.
    func place(_ file: RenderedSite.File)
    /// Takes a page made in pieces (`digest` as a `RenderedSite.File`'s): `make` hands them over
    /// in order, and none needs to be kept (a big diary's sitemap is megabytes). Made only when
    /// the page is not kept or linked.
    func place(path: String, digest: UInt64, pieces make: PagePieces)
    /// Told when the build starts loading entries: a sink may get ready meanwhile.
    func prepare()
    /// The sink to ask about ten thousand pages, once it is ready: one that stands for another
    /// (`PendingTransaction`) hands it over, rather than going through itself for every page.
    func ready() -> any PageSink
    /// What the folders being written are listed as holding, before the sink is ready (when it
    /// knows that sooner): a page not listed as made from the same inputs is rendered for certain.
    func listing() -> PageListing?
    /// Whether the folders were found holding every file `listing()` showed, exactly as written:
    /// then `has` is true of every page listed with the same inputs, without asking.
    func keepsListing() -> Bool
    /// Told how many pages are about to be placed (a sink that lists them makes room once).
    func expect(_ pages: Int)
    /// Whether the folders being written hold no page at all (a build from nothing): then `has` is
    /// false of every page, and a big site's pages are not asked about one by one (each asking
    /// makes the page's path).
    func holdsNoPages() -> Bool
}

/// A page made in pieces: it hands each, in order, to its argument (see `PageSink.place(path:digest:pieces:)`).
public typealias PagePieces = (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void

extension PageSink {
    /// The pieces joined into one page's bytes.
    public func place(path: String, digest: UInt64, pieces make: PagePieces) {
        var bytes: [UInt8] = []
        make { bytes.append(contentsOf: $0) }
        place(RenderedSite.File(path: path, contents: .bytes(bytes), digest: digest))
    }

    public func prepare() {}
    public func ready() -> any PageSink { self }
    public func listing() -> PageListing? { nil }
    public func keepsListing() -> Bool { false }
    public func expect(_ pages: Int) {}
    public func holdsNoPages() -> Bool { false }
}

/// The pages the published output folder is listed as holding (its manifest, as the last build
/// wrote it), before the folder is checked against the disk. The check can only take pages away
/// (files changed by hand), so a page this listing lacks will be rendered whatever it finds.
public struct PageListing: Sendable {
    let published: OutputManifest
    /// The generation the published folder holds (its marker's).
    let generation: String?
    /// What its pages were rendered from (`SiteRenderer.shape`), when recorded.
    let shape: UInt64?

    init(published: OutputManifest, generation: String? = nil, shape: UInt64? = nil) {
        self.published = published
        self.generation = generation
        self.shape = shape
    }

    /// Whether the folder is listed as holding `path` as made from these inputs.
    func lists(_ path: String, fileDigest: UInt64) -> Bool {
        published.digest(of: path) == fileDigest
    }

    /// Whether it lists no file at all (no published folder yet).
    var isEmpty: Bool { published.files.isEmpty }
}
