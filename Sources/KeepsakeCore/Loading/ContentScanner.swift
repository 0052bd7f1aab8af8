import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Lists what is in `Content/`: entries, comment sidecars and every other file (for checking that
/// photos exist without asking the disk again). Hidden files and folders are skipped.
public struct ContentInventory: Sendable {
    /// Entry files (`*.md`), relative to the diary root, sorted by their bytes (`RelativePath.precedes`).
    public let entries: [String]
    /// Comment sidecars (`*.comments.json`), relative to the diary root, sorted like `entries`.
    public let sidecars: [String]
    /// Every file, relative to the diary root: a name written composed finds a file whose name
    /// is stored decomposed (as a Mac writes Korean names), as `String`s compare the two as equal.
    public let files: Set<String>
    /// The digests of the files' paths added up: two inventories with the same digest list the
    /// same files (compared where comparing the sets would hash every path again).
    public let filesDigest: UInt64
    public let diagnostics: [Diagnostic]

    public static let sidecarSuffix = ".comments.json"

    /// This inventory with `changed` files (relative to the diary root) looked at again, for a
    /// watcher that reports each file it saw change. `nil` when that is not enough to know (a
    /// folder, a link, anything outside `Content/` or hidden): then scan again.
    public func updating(_ changed: Set<String>, in layout: SiteLayout) -> ContentInventory? {
        guard diagnostics.isEmpty else { return nil }
        var (added, removed) = ([String](), Set<String>())
        var digest = filesDigest
        for path in changed {
            guard path.hasPrefix("Content/"), !path.hasPrefix(ContentScanner.archetypesFolder + "/"),
                !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { return nil }
            // A misnamed entry's warning comes from a scan.
            guard Self.kind(of: path) != .misnamed else { return nil }
            var info = stat()
            if lstat(layout.root.path + "/" + path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFREG else { return nil }
                guard !files.contains(path), !added.contains(path) else { continue }
                added.append(path)
                digest &+= ContentDigest.of(path)
            } else {
                guard errno == ENOENT || errno == ENOTDIR else { return nil }
                // Gone: a file we knew, or (a folder, say) something we cannot tell.
                guard files.contains(path) else { return nil }
                if removed.insert(path).inserted { digest &-= ContentDigest.of(path) }
            }
        }
        // Files only changed: the lists stay as they are.
        if added.isEmpty && removed.isEmpty { return self }
        var (entries, sidecars) = (entries, sidecars)
        entries.removeAll { removed.contains($0) }
        sidecars.removeAll { removed.contains($0) }
        for path in added {
            if path.hasSuffix(Self.sidecarSuffix) {
                sidecars.insert(path, at: sidecars.partitioningIndex { !RelativePath.precedes($0, path) })
            } else if Self.kind(of: path) == .entry {
                entries.insert(path, at: entries.partitioningIndex { !RelativePath.precedes($0, path) })
            }
        }
        return ContentInventory(
            entries: entries, sidecars: sidecars, files: files.subtracting(removed).union(added), filesDigest: digest,
            diagnostics: [])
    }

    /// `misnamed`: Markdown by its name, but not `.md` or `.markdown` (`.MD`, `.mdown`, …): not
    /// read, and said so rather than left out without a word.
    enum Kind { case entry, sidecar, misnamed, other }

    /// Whether `path` names an entry (`*.md`, `*.markdown`), a comment sidecar or another file: its bytes
    /// compared, not its characters (a scan asks this of every file).
    static func kind(of path: String) -> Kind {
        var path = path
        return path.withUTF8 { bytes in
            func ends(with suffix: StaticString) -> Bool {
                let count = suffix.utf8CodeUnitCount
                guard bytes.count >= count else { return false }
                return memcmp(bytes.baseAddress! + bytes.count - count, suffix.utf8Start, count) == 0
            }
            if ends(with: ".comments.json") { return .sidecar }
            if ends(with: ".md") || ends(with: ".markdown") { return .entry }
            // The extension, lowercased, when it is short and ASCII (a dot, then up to 8 bytes).
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), bytes.count - dot <= 9,
                !bytes[dot...].contains(UInt8(ascii: "/"))
            else { return .other }
            // Compared in place, ignoring ASCII case: a scan asks this of every photo too.
            let found = bytes[(dot + 1)...]
            let isMarkdown = markdownExtensions.contains { name in
                name.count == found.count
                    && zip(name, found).allSatisfy {
                        $0 == $1 | ($1 >= UInt8(ascii: "A") && $1 <= UInt8(ascii: "Z") ? 0x20 : 0)
                    }
            }
            return isMarkdown ? .misnamed : .other
        }
    }

    /// What Markdown files are also called (Hugo reads these too), lowercased.
    private static let markdownExtensions: [[UInt8]] = ["md", "markdown", "mdown", "mkd", "mkdn"].map { Array($0.utf8) }

    /// The warning for a misnamed entry file (see `Kind.misnamed`).
    static func misnamed(_ path: String) -> Diagnostic {
        let stem = path[..<(path.lastIndex(of: ".") ?? path.endIndex)]
        return .warning(
            at: SourceLocation(path: path), "not read as an entry: entry files end in .md or .markdown",
            hint: "rename it to \(RelativePath.fileName(of: String(stem))).md")
    }

    /// `a/2024-05-03-picnic.md` (or `.markdown`) → `a/2024-05-03-picnic.comments.json`.
    public static func sidecar(for entry: String) -> String {
        String(entry.dropLast(entry.hasSuffix(".markdown") ? 9 : 3)) + sidecarSuffix
    }

    /// The entry file among `files` that the sidecar `path` belongs to: `….md`, else `….markdown`
    /// (`….md` when there is neither).
    public static func entry(forSidecar path: String, in files: Set<String>) -> String {
        let stem = String(path.dropLast(sidecarSuffix.count))
        let markdown = stem + ".markdown"
        return !files.contains(stem + ".md") && files.contains(markdown) ? markdown : stem + ".md"
    }
}

public enum ContentScanner {
    /// Templates for `keepsake new` (`Content/archetypes/entry.md`): not entries, never published.
    public static let archetypesFolder = "Content/archetypes"

    /// Walks `layout.content` (not `archetypesFolder`) with `readdir`, each depth's folders on all
    /// cores; a symbolic link that points outside it is reported, not followed.
    public static func scan(_ layout: SiteLayout) -> ContentInventory {
        walk(layout, signing: false).inventory()
    }

    /// `scan`, with every file's signature (for the build stamp and the loader).
    public static func scanSigned(_ layout: SiteLayout) -> Scan {
        walk(layout, signing: true)
    }

    /// What each folder holds, folder by folder, one depth after the other.
    private static func walk(_ layout: SiteLayout, signing: Bool) -> Scan {
        let root = layout.root.path
        let contentPath = layout.content.resolvingSymlinksInPath().path + "/"
        var all: [Walk] = []
        var level = ["Content"]
        while !level.isEmpty {
            let empty = Walk(root: root, contentPath: contentPath, signing: signing)
            var walks = [Walk](repeating: empty, count: level.count)
            walks.withUnsafeMutableBufferPointer { buffer in
                // Each folder fills only its own slot.
                nonisolated(unsafe) let slots = buffer
                let folders = level
                DispatchQueue.concurrentPerform(iterations: folders.count) { slots[$0].visit(folders[$0]) }
            }
            level = walks.flatMap(\.folders)
            all += walks
        }
        return Scan(
            files: all.flatMap(\.found), entries: all.flatMap(\.entries), sidecars: all.flatMap(\.sidecars),
            diagnostics: all.flatMap(\.diagnostics))
    }

    /// What one folder holds.
    private struct Walk: Sendable {
        let root: String
        let contentPath: String
        let signing: Bool
        var folders: [String] = []
        /// The files found in the folder (signed only with `signing`), its entries and sidecars.
        var found: [ScannedFile] = []
        var entries: [String] = []
        var sidecars: [String] = []
        var diagnostics: [Diagnostic] = []

        /// `folder` is relative to the root (`Content/entries/2024`).
        mutating func visit(_ folder: String) {
            guard let directory = opendir(root + "/" + folder) else { return }
            defer { closedir(directory) }
            while let item = readdir(directory) {
                // Hidden files and folders, `.` and `..`: skipped before any string is made.
                guard item.pointee.d_name.0 != CChar(UInt8(ascii: ".")) else { continue }
                let (name, isUTF8) = withUnsafeBytes(of: item.pointee.d_name) { raw in
                    let bytes = raw.bindMemory(to: CChar.self).baseAddress!
                    return String(validatingCString: bytes).map { ($0, true) } ?? (String(cString: bytes), false)
                }
                let path = folder + "/" + name
                guard isUTF8 else {
                    // Its name, repaired for showing, names no file: it could be neither read nor published.
                    diagnostics.append(
                        .error(
                            at: SourceLocation(path: path),
                            "file name is not UTF-8 (shown here with � for the bytes that are not)",
                            hint: "rename it; names in other encodings cannot be read or published"))
                    continue
                }
                switch kind(item.pointee.d_type, path) {
                case .folder:
                    if path != archetypesFolder { folders.append(path) }
                case .file:
                    add(path, signature: signing ? FileSignature.of(directory: dirfd(directory), name: name) : nil)
                case .link:
                    followLink(path)
                case .other:
                    continue
                }
            }
        }

        private enum Kind { case folder, file, link, other }

        private func kind(_ type: UInt8, _ path: String) -> Kind {
            switch Int32(type) {
            case Int32(DT_DIR): return .folder
            case Int32(DT_REG): return .file
            case Int32(DT_LNK): return .link
            case Int32(DT_UNKNOWN):
                // Some file systems do not fill in d_type.
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { return .other }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: return .folder
                case S_IFREG: return .file
                case S_IFLNK: return .link
                default: return .other
                }
            default: return .other
            }
        }

        /// A link to a file inside `Content/` counts as that file; a link to a folder is not followed.
        private mutating func followLink(_ path: String) {
            let target = URL(fileURLWithPath: root + "/" + path).resolvingSymlinksInPath().path
            guard target.hasPrefix(contentPath) else {
                diagnostics.append(
                    .error(
                        at: SourceLocation(path: path), "symbolic link points outside Content/ (to \(target))",
                        hint: "copy the file into Content/ instead of linking to it"))
                return
            }
            var info = stat()
            guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
            add(path, signature: signing ? FileSignature.of(path: target) : nil)
        }

        private mutating func add(_ path: String, signature: FileSignature?) {
            found.append(
                signing
                    ? ScannedFile(path: path, signature: signature)
                    : ScannedFile(path: path, key: ContentDigest.of(path), digest: 0, latestChange: nil))
            switch ContentInventory.kind(of: path) {
            case .sidecar: sidecars.append(path)
            case .entry: entries.append(path)
            case .misnamed: diagnostics.append(ContentInventory.misnamed(path))
            case .other: break
            }
        }
    }
}

extension Array {
    /// The first index whose element satisfies `belongs` (which must hold for a suffix of the array).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension Set<String> {
    /// The file `path` names, spelled as its folder spells it (either spelling finds it): only
    /// that spelling opens it, and the entries pointing at one photo then share one string.
    func spelling(of path: String) -> String? {
        firstIndex(of: path).map { self[$0] }
    }
}
