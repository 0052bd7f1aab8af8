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
        /// A page already written into the output folder while it was rendered (`ChangedPages`).
        case placed
    }

    public struct File: Sendable, Equatable {
        /// Path inside the site, e.g. `2024/05/picnic/index.html`.
        public let path: String
        public let contents: Contents
        /// The digest of what a page was made from, when known (then the writer need not hash
        /// its bytes to tell whether it changed).
        public let digest: UInt64?

        public init(path: String, contents: Contents, digest: UInt64? = nil) {
            (self.path, self.contents, self.digest) = (path, contents, digest)
        }
    }

    public let files: [File]
    /// HTML pages among `files`.
    public let pageCount: Int

    public init(files: [File]) {
        self.files = files
        pageCount = files.count { Self.isPage($0.path) }
    }

    /// Whether `path` is an HTML page's: compared as bytes (`hasSuffix` compares characters).
    package static func isPage(_ path: String) -> Bool {
        let suffix = ".html".utf8
        let bytes = path.utf8
        return bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
    }

    /// Everything else: theme files, photos.
    public var otherFileCount: Int { files.count - pageCount }
}
