/// Every file a walk of `Content/` found, as one list: a column per fact, each made to size.
///
/// The walk reads folders on all cores, each into lists of its own; they are put together here
/// once. A big diary's scan used to be held as the folders' lists, the inventory, a table of
/// signatures by path and the build stamp's list of inputs at once: four lists of the same
/// sixty thousand files, at the moment the entries load.
struct ScannedFiles: Sendable {
    /// Every file, relative to the diary root, in the order walked: as bytes, each folder's once
    /// (the walk lists a folder's files together), becoming the inventory's list as they are. As
    /// strings, copied into the inventory, a big diary's scan held each path three times: 9 MB at
    /// 50,000 entries.
    var paths = PathList(sharingFolders: true)
    /// When signed (`ContentScanner.scanSigned`), in `paths`' order: `ContentDigest.of` the path,
    /// the digest of the path and the signature (`FileSignature.digest(ofPath:_:)`), and the
    /// signature's latest change (`notStatted` for a file that could not be stat'ed): what the
    /// stamp and the load need of it, 24 bytes a file where the signatures took 64.
    var keys: [UInt64] = []
    var digests: [UInt64] = []
    var changes: [Int64] = []

    /// `changes` of a file that could not be stat'ed.
    static let notStatted = Int64.min
    /// Entry files and comment sidecars, as their places in `paths` (sorted when an inventory is
    /// made: a build with nothing to do needs none). Places, not the paths again: the scan is held
    /// while a big diary's entries load, beside the inventory's sorted lists.
    var entries: [Int32] = []
    var sidecars: [Int32] = []
    var diagnostics: [Diagnostic] = []
    /// `ContentInventory.filesDigest`.
    var pathsDigest: UInt64 = 0
    /// `digests` added up, and the latest change among the files (ns).
    var digest: UInt64 = 0
    var newest: Int64 = 0

    /// Adds the file at `path` (its key, digest and signature only when `signing`).
    mutating func add(_ path: String, signature: FileSignature?, signing: Bool) {
        paths.append(path)
        let key = ContentDigest.of(path)
        pathsDigest &+= key
        if signing {
            let fileDigest = FileSignature.digest(ofPath: key, signature)
            changes.append(signature?.latestChange ?? Self.notStatted)
            keys.append(key)
            digests.append(fileDigest)
            digest &+= fileDigest
            newest = max(newest, signature?.latestChange ?? 0)
        }
        switch ContentInventory.kind(of: path) {
        case .sidecar: sidecars.append(Int32(paths.count - 1))
        case .entry: entries.append(Int32(paths.count - 1))
        case .misnamed: diagnostics.append(ContentInventory.misnamed(path))
        case .other: break
        }
    }

    /// Room for the files of `parts`, made once.
    mutating func reserveCapacity(for parts: [ScannedFiles]) {
        let count = parts.reduce(0) { $0 + $1.paths.count }
        paths.reserveCapacity(count, bytesEach: 0)
        paths.reserveBytes(parts.reduce(0) { $0 + $1.paths.byteCount })
        if parts.contains(where: { !$0.keys.isEmpty }) {
            keys.reserveCapacity(count)
            digests.reserveCapacity(count)
            changes.reserveCapacity(count)
        }
        entries.reserveCapacity(parts.reduce(0) { $0 + $1.entries.count })
        sidecars.reserveCapacity(parts.reduce(0) { $0 + $1.sidecars.count })
    }

    /// Adds the files `other` found after these.
    mutating func append(_ other: ScannedFiles) {
        let offset = Int32(paths.count)
        entries += other.entries.lazy.map { $0 + offset }
        sidecars += other.sidecars.lazy.map { $0 + offset }
        paths.append(contentsOf: other.paths)
        keys += other.keys
        digests += other.digests
        changes += other.changes
        diagnostics += other.diagnostics
        pathsDigest &+= other.pathsDigest
        digest &+= other.digest
        newest = max(newest, other.newest)
    }

    /// The inventory of these files: their paths as bytes in one list, the entries and sidecars
    /// places among them (see `FileSet`, `SortedPaths`).
    func inventory() -> ContentInventory {
        ContentInventory(
            entries: SortedPaths(paths, sorting: entries), sidecars: SortedPaths(paths, sorting: sidecars),
            files: FileSet(paths), diagnostics: diagnostics, filesDigest: pathsDigest)
    }
}

extension ContentScanner {
    /// A walk of `Content/` with every file signed: the stamp's figures at once, the inventory and
    /// the signatures only when asked (`keepsake build` with nothing changed needs neither).
    public struct SignedScan: Sendable {
        fileprivate let files: ScannedFiles

        init(_ files: ScannedFiles) {
            self.files = files
        }

        /// `FileSignature.digest(ofPath:_:)` of every file (missing ones too), added up.
        public var digest: UInt64 { files.digest }
        /// The latest change among the files (ns).
        public var newest: Int64 { files.newest }

        /// The file `index` in the order walked: `ContentDigest.of` its path, the digest the stamp
        /// adds up (`FileSignature.digest(ofPath:_:)`) and its latest change (ns; 0 if missing).
        public subscript(index: Int) -> (key: UInt64, digest: UInt64, latestChange: Int64) {
            (files.keys[index], files.digests[index], max(0, files.changes[index]))
        }

        /// The files' paths, in the order walked.
        public var paths: PathList { files.paths }

        /// Files walked.
        public var fileCount: Int { files.paths.count }

        /// What `Content/` holds (a build makes it beside the settings' load; see `signatures`).
        public func inventory() -> ContentInventory { files.inventory() }

        /// Each file's signature by its path (for a load that reads every entry file), racily
        /// clean when it changed shortly before `start` (ns; the scan's time, `taken`).
        public func signatures(start: Int64) -> Signatures { Signatures(files, start: start) }
    }

    /// What `stat` said of every file in `Content/` during a `scan`, asked in each open folder.
    ///
    /// A column of its own, in the order walked (8 bytes a file: a `FileStat` packed), so that
    /// the scan can be let go before the entries load; a file's is found by its place among the
    /// paths of the inventory made from the same scan (`ScannedFiles.inventory`, which keeps that
    /// order). A table by the path's digest, sorted, was 24 bytes a file, held while a big
    /// diary's entries loaded.
    public struct Signatures: Sendable {
        /// Each file's `FileStat`: its digest, and in the top bits whether it is recent and
        /// whether it could be stat'ed at all (0: it could not).
        private let stats: [UInt64]

        private static let statted: UInt64 = 1 << 63
        private static let recent: UInt64 = 1 << 62

        fileprivate init(_ files: ScannedFiles, start: Int64) {
            stats = zip(files.digests, files.changes).map { digest, change in
                guard change != ScannedFiles.notStatted else { return 0 }
                let stat = FileStat(digest: digest, isRecent: FileSignature.isRecent(change, comparedTo: start))
                return Self.statted | (stat.isRecent ? Self.recent : 0) | stat.digest
            }
        }

        /// What `stat` said of the file at `path`, spelled as the scan found it, in `files` (the
        /// inventory made from the same scan); `nil` when it could not stat it, for a path it did
        /// not find, and for a set of files not made from it.
        func stat(of path: String, in files: FileSet) -> FileStat? {
            guard files.paths.count == stats.count, let place = files.exactPlace(of: path), stats[place] != 0
            else { return nil }
            return FileStat(digest: stats[place], isRecent: stats[place] & Self.recent != 0)
        }
    }
}
