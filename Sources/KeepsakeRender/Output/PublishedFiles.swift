/// The files of the site just published, as the finish has them: the manifest's table, or after
/// a build from nothing the list of the files placed (see `OutputTransaction.State.placed`).
enum PublishedFiles {
    case table(OutputManifest)
    case list([(path: String, file: OutputManifest.File)])

    var paths: [String] {
        switch self {
        case .table(let manifest): Array(manifest.files.keys)
        case .list(let files): files.map(\.path)
        }
    }

    /// The paths whose file `old` does not hold as it is (with the same stamp), in path order:
    /// the files of one folder one after another, its entries still in the CPU's cache.
    func paths(differingFrom old: OutputManifest) -> [String] {
        func differs(_ path: String, _ file: OutputManifest.File) -> Bool {
            old.files[path]?.stamp != file.stamp || file.stamp == nil
        }
        switch self {
        case .table(let manifest): return manifest.files.compactMap { differs($0, $1) ? $0 : nil }.sorted()
        case .list(let files):
            // A page placed again is listed again: linked once.
            var paths = files.compactMap { differs($0.path, $0.file) ? $0.path : nil }.sorted()
            var kept = 0
            for index in paths.indices where kept == 0 || paths[index] != paths[kept - 1] {
                paths.swapAt(kept, index)
                kept += 1
            }
            paths.removeSubrange(kept...)
            return paths
        }
    }

    /// Whether a path is published (a list's paths are put in a set once, when asked).
    func lookup() -> (String) -> Bool {
        switch self {
        case .table(let manifest): return { manifest.files[$0] != nil }
        case .list(let files):
            let paths = Set(files.lazy.map(\.path))
            return { paths.contains($0) }
        }
    }

    func save(to path: String) throws {
        switch self {
        case .table(let manifest): try manifest.save(to: path)
        case .list(let files): try OutputManifest.save(files, to: path)
        }
    }
}
