/// Every file a walk of `Content/` found, as one list: a column per fact, each made to size.
///
/// The walk reads folders on all cores, each into lists of its own; they are put together here
/// once. A big diary's scan used to be held as the folders' lists, the inventory, a table of
/// signatures by path and the build stamp's list of inputs at once: four lists of the same
/// sixty thousand files, at the moment the entries load.
struct ScannedFiles: Sendable {
    /// Every file, relative to the diary root, in the order walked.
    var paths: [String] = []
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
        paths.reserveCapacity(count)
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
        paths += other.paths
        keys += other.keys
        digests += other.digests
        changes += other.changes
        diagnostics += other.diagnostics
        pathsDigest &+= other.pathsDigest
        digest &+= other.digest
        newest = max(newest, other.newest)
    }

    func inventory() -> ContentInventory {
        ContentInventory(
            entries: RelativePath.sortedByBytes(entries.map { paths[Int($0)] }),
            sidecars: RelativePath.sortedByBytes(sidecars.map { paths[Int($0)] }), files: Set(paths),
            diagnostics: diagnostics, filesDigest: pathsDigest)
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

        /// The file `index` in the order walked: its path, `ContentDigest.of(path)`, the digest the
        /// stamp adds up (`FileSignature.digest(ofPath:_:)`) and its latest change (ns; 0 if missing).
        public subscript(index: Int) -> (path: String, key: UInt64, digest: UInt64, latestChange: Int64) {
            (files.paths[index], files.keys[index], files.digests[index], max(0, files.changes[index]))
        }

        /// Files walked.
        public var fileCount: Int { files.paths.count }

        /// What `Content/` holds (a build makes it beside the settings' load; see `signatures`).
        public func inventory() -> ContentInventory { files.inventory() }

        /// Each file's signature by its path (for a load that reads every entry file).
        public func signatures() -> Signatures { Signatures(files) }
    }

    /// What `stat` said of every file in `Content/` during a `scan`, asked in each open folder.
    ///
    /// Found by the path's digest, in the scan's own columns: no table keyed by path is made
    /// (a big diary's was 7 MB, beside the scan it repeated).
    public struct Signatures: Sendable {
        private let files: ScannedFiles
        /// The files' places in `files`, in the order of their keys.
        private let order: [Int32]

        fileprivate init(_ files: ScannedFiles) {
            self.files = files
            order = files.keys.withUnsafeBufferPointer { keys in
                (0..<Int32(files.paths.count)).sorted { keys[Int($0)] < keys[Int($1)] }
            }
        }

        /// What `stat` said of the file at `path` (relative to the diary root, spelled as the
        /// scan found it); `nil` when the scan did not find it or could not stat it.
        subscript(path: String) -> FileStat? {
            let key = ContentDigest.of(path)
            return files.keys.withUnsafeBufferPointer { keys in
                var (low, high) = (0, order.count)
                while low < high {
                    let middle = (low + high) / 2
                    if keys[Int(order[middle])] < key { low = middle + 1 } else { high = middle }
                }
                // Paths that share a digest sit side by side.
                while low < order.count, keys[Int(order[low])] == key {
                    let index = Int(order[low])
                    if files.paths[index] == path {
                        let change = files.changes[index]
                        return change == ScannedFiles.notStatted ? nil : FileStat(digest: files.digests[index], latestChange: change)
                    }
                    low += 1
                }
                return nil
            }
        }
    }
}
