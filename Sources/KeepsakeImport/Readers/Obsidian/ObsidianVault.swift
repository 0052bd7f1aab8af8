import Foundation
import KeepsakeCore

/// An Obsidian vault on disk: its root (the folder holding `.obsidian/`), where SOURCE is in it,
/// and its notes and attachments by name, found as Obsidian finds a link's target.
struct ObsidianVault {
    let source: URL
    let root: URL
    /// SOURCE relative to the root: empty when SOURCE is the vault.
    let sourceFolder: String
    /// `.obsidian/app.json`'s `attachmentFolderPath` (`attachments`, `./`, `./files`, `/`), if set.
    let attachmentFolder: String?
    /// Every note (`.md`), relative to the root, in byte order.
    let notePaths: [String]
    let files: FileLookup
    private let notesByName: [String: [String]]
    private let notesByPath: [String: String]
    /// The keys of `notesByPath`, sorted, for a partial path's suffix search.
    private let sortedNoteKeys: [String]
    private let attachmentsByName: [String: [String]]

    init(source: URL) throws(ImportFailure) {
        guard FileManager.default.isFolder(source) else {
            throw ImportFailure(
                "\(source.path) is not a folder",
                hint: "give the vault's daily-notes folder (or the vault: the folder with .obsidian/ in it)")
        }
        let source = source.standardizedFileURL
        var root = source
        var sourceFolder: [String] = []
        var candidate = source
        while true {
            if FileManager.default.fileExists(atPath: candidate.appending(path: ".obsidian").path) {
                root = candidate
                break
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { (root, sourceFolder) = (source, []); break }
            sourceFolder.insert(candidate.lastPathComponent, at: 0)
            candidate = parent
        }
        (self.source, self.root, self.sourceFolder) = (source, root, sourceFolder.joined(separator: "/"))
        attachmentFolder = Self.attachmentFolder(in: root)
        files = FileLookup(root: root)
        let listed = FileManager.default.visibleFiles(in: root)
        notePaths = listed.filter { PictureFileName.fileExtension(of: $0) == "md" }
        var notesByName: [String: [String]] = [:]
        var notesByPath: [String: String] = [:]
        var attachmentsByName: [String: [String]] = [:]
        for path in listed {
            let key = Self.key(path)
            if PictureFileName.fileExtension(of: path) == "md" {
                let stem = String(key.dropLast(3))
                notesByName[RelativePath.fileName(of: stem), default: []].append(path)
                notesByPath[stem] = path
            } else {
                attachmentsByName[RelativePath.fileName(of: key), default: []].append(path)
            }
        }
        (self.notesByName, self.notesByPath, self.attachmentsByName) = (notesByName, notesByPath, attachmentsByName)
        sortedNoteKeys = notesByPath.keys.sorted()
    }

    /// A root-relative path as an origin (relative to SOURCE), `nil` when outside SOURCE.
    func origin(of path: String) -> String? {
        guard !sourceFolder.isEmpty else { return path }
        guard path.hasPrefix(sourceFolder + "/") else { return nil }
        return String(path.dropFirst(sourceFolder.count + 1))
    }

    /// The note a wikilink's target names (`Note`, `Daily/2024-05-03`, `Note.md`), seen from the note
    /// at `from`: by its path in the vault or beside `from`, else by its name, the one nearest `from` first.
    func note(named target: String, from: String) -> String? {
        var wanted = Self.key(target.trimmingWhitespace())
        if wanted.hasSuffix(".md") { wanted.removeLast(3) }
        guard !wanted.isEmpty else { return nil }
        if wanted.contains("/") {
            if let path = notesByPath[String(wanted.drop { $0 == "/" })] { return path }
            if let relative = RelativePath.resolve(wanted, in: Self.key(RelativePath.folder(of: from))),
                let path = notesByPath[relative]
            {
                return path
            }
            return sortedNoteKeys.first { $0.hasSuffix("/" + wanted) }.flatMap { notesByPath[$0] }
        }
        return nearest(notesByName[wanted] ?? [], to: from)
    }

    /// The attachment a picture reference names (`picture.png`, `attachments/picture.png`,
    /// `Pasted%20image.png`), seen from the note at `from`: as a path beside the note or in the
    /// vault, in the attachment folder, else anywhere in the vault by its name.
    func attachment(_ reference: String, from: String) -> URL? {
        var path = RelativePath.removingPercentEncoding(reference).trimmingWhitespace()
        if let cut = path.firstIndex(of: "#") { path = String(path[..<cut]) }
        guard !path.isEmpty, !path.contains("://") else { return nil }
        let folder = RelativePath.folder(of: from)
        let name = RelativePath.fileName(of: path)
        var candidates = [
            RelativePath.resolve(path, in: folder), RelativePath.resolve(String(path.drop { $0 == "/" }), in: ""),
        ]
        if let attachmentFolder {
            let base = attachmentFolder.trimmingWhitespace()
            let inFolder =
                base == "./" || base == "."
                ? folder
                : base.hasPrefix("./")
                    ? RelativePath.resolve(String(base.dropFirst(2)), in: folder) ?? folder
                    : String(base.drop { $0 == "/" })
            candidates.append(RelativePath.resolve(name, in: inFolder))
        }
        for candidate in candidates.compactMap({ $0 }) {
            if let file = files.file(at: candidate) { return file }
        }
        return nearest(attachmentsByName[Self.key(name)] ?? [], to: from).map { root.appending(path: $0) }
    }

    /// Of several files of one name, the one in `from`'s folder, else the one with the shortest path.
    private func nearest(_ paths: [String], to from: String) -> String? {
        let folder = RelativePath.folder(of: from)
        if let beside = paths.first(where: { RelativePath.folder(of: $0) == folder }) { return beside }
        return paths.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// A name as Obsidian compares them: composed, without case.
    static func key(_ text: String) -> String { text.precomposedStringWithCanonicalMapping.lowercased() }

    private static func attachmentFolder(in root: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: root.appending(path: ".obsidian/app.json").path),
            let text = String(data: data, encoding: .utf8),
            let settings = try? JSONNode.parse(text),
            case .string(let folder)? = settings["attachmentFolderPath"]?.value
        else { return nil }
        return folder
    }
}
