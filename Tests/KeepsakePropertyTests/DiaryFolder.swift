import Foundation

/// A diary folder on disk that follows a `DiaryModel`: after each step it writes the files whose
/// bytes changed, removes the files that are gone and renames what was renamed — with no pause,
/// so same-size edits within the same second are common. It reports the paths it changed as a
/// file watcher would: the files, and each folder it had to create.
struct DiaryFolder {
    let root: URL
    /// What the folder holds now, as this test wrote it.
    private(set) var files: [String: [UInt8]] = [:]

    init(root: URL) {
        self.root = root
    }

    /// Brings the folder to `model`. Files are written in place or atomically (a temporary file
    /// renamed over it, as many editors save), as `random` says.
    mutating func apply(
        _ model: DiaryModel, moves: [EditStep.Move] = [], touched: Set<String> = [], _ random: inout SplitMix64
    ) throws -> Set<String> {
        var changed = Set<String>()
        for move in moves {
            changed.formUnion(try makeFolders(for: move.to))
            try FileManager.default.moveItem(at: url(move.from), to: url(move.to))
            files[move.to] = files.removeValue(forKey: move.from)
            changed.formUnion([move.from, move.to])
        }
        let wanted = DiaryFiles.files(of: model)
        for path in files.keys.sorted() where wanted[path] == nil {
            try FileManager.default.removeItem(at: url(path))
            files[path] = nil
            changed.insert(path)
        }
        for path in wanted.keys.sorted() where files[path] != wanted[path] || touched.contains(path) {
            changed.formUnion(try makeFolders(for: path))
            try Data(wanted[path]!).write(to: url(path), options: random.chance(0.5) ? .atomic : [])
            files[path] = wanted[path]
            changed.insert(path)
        }
        return changed
    }

    private func url(_ path: String) -> URL { root.appending(path: path) }

    /// Creates the folders `path` needs; returns the outermost one created (a watcher reports that
    /// folder, and the files it then finds in it).
    private func makeFolders(for path: String) throws -> Set<String> {
        var folder = path.folderPart
        var outermost: String?
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: url(folder).path) {
            outermost = folder
            folder = folder.folderPart
        }
        guard let outermost else { return [] }
        try FileManager.default.createDirectory(at: url(path.folderPart), withIntermediateDirectories: true)
        return [outermost]
    }

    /// A new folder with a copy of this diary's `Content/` and `Themes/` (no `Output/`, no caches).
    func copySources(to other: URL) throws {
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        for folder in ["Content", "Themes"] where FileManager.default.fileExists(atPath: url(folder).path) {
            try FileManager.default.copyItem(at: url(folder), to: other.appending(path: folder))
        }
    }
}
