/// A file a scan found (or a theme file the build stamp stat'ed), with what the stamp and the load
/// need of its `stat`: the stamp compares these with the last build's without reading a file.
public struct ScannedFile: Sendable {
    /// Relative to the diary root.
    public let path: String
    /// `ContentDigest.of(path)`.
    public let key: UInt64
    /// `FileSignature.digest(ofPath:_:)` of the path and signature (0 when not signed).
    public let digest: UInt64
    /// The signature's latest change (ns); `nil` when not signed or the file could not be stat'ed.
    public let latestChange: Int64?

    /// The file at `path` as `signature` says it is (`nil`: it could not be stat'ed).
    public init(path: String, signature: FileSignature?) {
        self.path = path
        key = ContentDigest.of(path)
        digest = FileSignature.digest(ofPath: key, signature)
        latestChange = signature?.latestChange
    }

    package init(path: String, key: UInt64, digest: UInt64, latestChange: Int64?) {
        (self.path, self.key, self.digest, self.latestChange) = (path, key, digest, latestChange)
    }
}

extension ContentScanner {
    /// What a walk of `Content/` found, signed by `scanSigned`: the stamp's figures at once, the
    /// inventory and the signatures only when asked (`keepsake build` with nothing changed needs neither).
    public struct Scan: Sendable {
        /// Every file, in the order walked.
        public let files: [ScannedFile]
        /// Entry files and comment sidecars, in the order walked (an inventory sorts them).
        let entries: [String]
        let sidecars: [String]
        let diagnostics: [Diagnostic]

        /// `FileSignature.digest(ofPath:_:)` of every file (missing ones too), added up.
        public var digest: UInt64 { files.reduce(0) { $0 &+ $1.digest } }
        /// The latest change among the files (ns).
        public var newest: Int64 { files.reduce(0) { max($0, $1.latestChange ?? 0) } }

        /// What `Content/` holds (a build makes it beside the settings' load; see `signatures`).
        public func inventory() -> ContentInventory {
            ContentInventory(
                entries: entries.sorted(by: RelativePath.precedes),
                sidecars: sidecars.sorted(by: RelativePath.precedes),
                files: Set(files.lazy.map(\.path)), filesDigest: files.reduce(0) { $0 &+ $1.key },
                diagnostics: diagnostics)
        }

        /// Each file's signature by its path (for a load that reads every entry file), racily
        /// clean when it changed shortly before `start` (ns; the scan's time, `taken`).
        public func signatures(start: Int64) -> Signatures { Signatures(files, start: start) }
    }

    /// What `stat` said of every file in `Content/` during a `scanSigned`, by path: the load
    /// takes each entry's from here instead of asking again.
    public struct Signatures: Sendable {
        private let stats: [String: FileStat]

        fileprivate init(_ files: [ScannedFile], start: Int64) {
            var stats = [String: FileStat](minimumCapacity: files.count)
            for file in files {
                guard let change = file.latestChange else { continue }
                stats[file.path] = FileStat(
                    digest: file.digest, isRecent: FileSignature.isRecent(change, comparedTo: start))
            }
            self.stats = stats
        }

        /// What `stat` said of the file at `path`, spelled byte for byte as the scan found it
        /// (a `String` key matches either spelling); `nil` when it could not stat it, or did not find it.
        func stat(of path: String) -> FileStat? {
            guard let index = stats.index(forKey: path), stats.keys[index].utf8.elementsEqual(path.utf8) else {
                return nil
            }
            return stats.values[index]
        }
    }
}
