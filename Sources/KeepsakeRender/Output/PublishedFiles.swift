/// The files of the site just published, as the finish has them: the manifest's table, or after
/// a build from nothing the list of the files placed (see `OutputTransaction.State.placed`).
enum PublishedFiles {
    case table(OutputManifest)
    case list(PlacedFiles)

    var paths: [String] {
        switch self {
        case .table(let manifest): Array(manifest.files.keys)
        case .list(let files): files.map(\.path)
        }
    }

    /// The paths whose file `old` does not hold as it is (with the same stamp), in path order:
    /// the files of one folder one after another, its entries still in the CPU's cache. From a
    /// list, each path is made when asked (a big site's fifty thousand were 5.5 MB at once).
    func paths(differingFrom old: OutputManifest) -> DifferingPaths {
        func differs(_ path: String, _ file: OutputManifest.File) -> Bool {
            old.files[path]?.stamp != file.stamp || file.stamp == nil
        }
        switch self {
        case .table(let manifest): return .paths(manifest.files.compactMap { differs($0, $1) ? $0 : nil }.sorted())
        case .list(let files):
            // A page placed again is listed again: linked once.
            return .placed(files, files.positions(where: differs))
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

/// `PublishedFiles.paths(differingFrom:)`: paths, or positions in a list of placed files whose
/// paths are made when asked.
enum DifferingPaths: RandomAccessCollection, Sendable {
    case paths([String])
    case placed(PlacedFiles, [Int])

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch self {
        case .paths(let paths): paths.count
        case .placed(_, let positions): positions.count
        }
    }

    subscript(index: Int) -> String {
        switch self {
        case .paths(let paths): paths[index]
        case .placed(let files, let positions): files.path(at: positions[index])
        }
    }
}
