/// The whole site in memory, before it is written: every page and file with its path in the site.
public struct RenderedSite: Sendable {
    public enum Contents: Sendable, Equatable {
        /// Generated here (pages, theme files).
        case bytes([UInt8])
        /// Published as it is from the diary (a photo): its path relative to the diary root.
        case copy(of: String)
        /// A processed photo from the photo cache: its path relative to the diary root
        /// (`.keepsake-cache/photos/….webp`).
        case processed(path: String)
        /// A page exactly as the published output folder already has it (its digest is in the
        /// folder's manifest): not rendered again; the writer carries the file over.
        case published
        /// A page already written into the output folder while it was rendered (`PageSink`).
        case placed
        /// A page the published output folder holds, carried over without being planned (see
        /// `SiteRenderer.CarryOver`): the digest is the file's, as the folder's manifest lists it.
        case carried(fileDigest: UInt64)
    }

    public struct File: Sendable, Equatable {
        /// Path inside the site, e.g. `2024/05/picnic/index.html`.
        public let path: String
        public let contents: Contents
        /// The digest of what a page was made from, when known (then the writer need not hash
        /// its bytes to tell whether it changed).
        public let digest: UInt64?

        public init(path: String, contents: Contents, digest: UInt64? = nil) {
            self.path = path
            self.contents = contents
            self.digest = digest
        }
    }

    public let files: [File]
    /// Files placed in the output while they rendered (`PageSink`) and not in `files`: the sink
    /// keeps their paths for its manifest. A big site's list of them, beside the list of every
    /// page it was made from, was 5 MB at the end of its render.
    public let unlisted: (files: Int, pages: Int)
    /// HTML pages, in `files` or `unlisted`.
    public let pageCount: Int
    /// What the pages were rendered from, as one digest (`SiteRenderer.shape`), when known: the
    /// writer records it beside the generation it writes.
    public let shape: UInt64?

    public init(files: [File], shape: UInt64? = nil) {
        self.init(files: files, shape: shape, unlisted: (0, 0))
    }

    init(files: [File], shape: UInt64?, unlisted: (files: Int, pages: Int)) {
        self.files = files
        self.shape = shape
        self.unlisted = unlisted
        pageCount = files.count { Self.isPage($0.path) } + unlisted.pages
    }

    /// Files in the site, listed or not.
    public var fileCount: Int { files.count + unlisted.files }
    /// Whether `path` is an HTML page's: compared as bytes (a big site has ten thousand paths,
    /// and `hasSuffix` compares characters).
    static func isPage(_ path: String) -> Bool {
        let suffix = ".html".utf8
        let bytes = path.utf8
        return bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
    }

    /// Everything else: theme files, photos.
    public var otherFileCount: Int { fileCount - pageCount }
}
