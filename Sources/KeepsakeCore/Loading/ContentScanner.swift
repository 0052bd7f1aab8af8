import Foundation

/// Lists what is in `Content/`: entries, comment sidecars and every other file (for checking that
/// photos exist without asking the disk again). Hidden files and folders are skipped.
public struct ContentInventory: Sendable {
    /// Entry files (`*.md`), relative to the diary root, sorted.
    public let entries: [String]
    /// Comment sidecars (`*.comments.json`), relative to the diary root, sorted.
    public let sidecars: [String]
    /// Every file, relative to the diary root.
    public let files: Set<String>
    public let diagnostics: [Diagnostic]

    public init(entries: [String], sidecars: [String], files: Set<String>, diagnostics: [Diagnostic] = []) {
        self.entries = entries
        self.sidecars = sidecars
        self.files = files
        self.diagnostics = diagnostics
    }

    public static let sidecarSuffix = ".comments.json"

    /// `a/2024-05-03-picnic.md` → `a/2024-05-03-picnic.comments.json`.
    public static func sidecar(for entry: String) -> String {
        String(entry.dropLast(3)) + sidecarSuffix
    }
}

public enum ContentScanner {
    /// Templates for `keepsake new` (`Content/archetypes/entry.md`): not entries, never published.
    public static let archetypesFolder = "Content/archetypes"

    /// Walks `layout.content`, skipping `archetypesFolder`. A symbolic link that points outside it is
    /// reported, not followed.
    public static func scan(_ layout: SiteLayout) -> ContentInventory {
        var entries: [String] = []
        var sidecars: [String] = []
        var files = Set<String>()
        var diagnostics: [Diagnostic] = []
        let contentPath = layout.content.resolvingSymlinksInPath().path + "/"
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey]
        guard
            let walker = FileManager.default.enumerator(
                at: layout.content, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return ContentInventory(entries: [], sidecars: [], files: []) }
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: Set(keys))
            let path = layout.display(url)
            if path == archetypesFolder || path.hasPrefix(archetypesFolder + "/") {
                walker.skipDescendants()
                continue
            }
            if values?.isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath().path
                guard target.hasPrefix(contentPath) else {
                    diagnostics.append(
                        .error(
                            at: SourceLocation(path: path), "symbolic link points outside Content/ (to \(target))",
                            hint: "copy the file into Content/ instead of linking to it"))
                    continue
                }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), isFolder.boolValue { continue }
            } else if values?.isRegularFile != true {
                continue
            }
            files.insert(path)
            if path.hasSuffix(ContentInventory.sidecarSuffix) {
                sidecars.append(path)
            } else if path.hasSuffix(".md") {
                entries.append(path)
            }
        }
        return ContentInventory(entries: entries.sorted(), sidecars: sidecars.sorted(), files: files, diagnostics: diagnostics)
    }
}
