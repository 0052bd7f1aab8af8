import Foundation

/// Finds the entry a command means: by its file (`Content/entries/2026/05/2026-05-03-picnic.md`,
/// relative to the current folder or to the diary root), or by its page (`picnic`, `2026/05/picnic`).
public struct EntryLocator: Sendable {
    public let layout: SiteLayout
    public let config: DiaryConfig
    public let catalog: DecorationCatalog

    public init(layout: SiteLayout, config: DiaryConfig, catalog: DecorationCatalog) {
        (self.layout, self.config, self.catalog) = (layout, config, catalog)
    }

    /// The path, relative to the diary root, of the entry `reference` (as typed) names, or why it cannot be found.
    public func locate(_ reference: String, workingFolder: URL) throws(EditFailure) -> String {
        let here = SourceLocation(path: reference)
        let candidates = [
            URL(fileURLWithPath: reference, relativeTo: workingFolder), layout.root.appending(path: reference),
        ].map(\.standardizedFileURL)
        if let path = candidates.first(where: { Self.isFile($0) }).map(layout.display) ?? onDisk(candidates) {
            guard ContentInventory.kind(of: path) == .entry else {
                throw EditFailure(at: here, "not an entry: an entry is a Markdown file ending in .md or .markdown")
            }
            guard path.hasPrefix("Content/"), !path.hasPrefix(ContentScanner.archetypesFolder + "/") else {
                throw EditFailure(
                    at: here, "\(path) is not an entry of the diary in \(layout.root.path)",
                    hint: "entries live in the diary's Content/ folder; pass the diary with --root DIR")
            }
            return path
        }
        if ContentInventory.kind(of: reference) == .entry {
            throw EditFailure(
                at: here, "no such entry file", hint: "give the path of the entry's .md file, or its page slug")
        }
        return try locate(page: reference.trimmingCharacters(in: CharacterSet(charactersIn: "/")), here: here)
    }

    /// The entry file one of `candidates` names when only the folder's spelling of it opens it
    /// (`Set.spelling(of:)`): a name typed composed, stored decomposed as a Mac writes Korean names.
    private func onDisk(_ candidates: [URL]) -> String? {
        guard candidates.contains(where: { ContentInventory.kind(of: $0.path) == .entry }) else { return nil }
        let files = ContentScanner.scan(layout).files
        return candidates.lazy.compactMap { files.spelling(of: self.layout.display($0)) }.first
    }

    // MARK: - By page

    private func locate(page: String, here: SourceLocation) throws(EditFailure) -> String {
        let inventory = ContentScanner.scan(layout)
        let entries = EntryParser(config: config, catalog: catalog, files: inventory.files)
            .entries(of: inventory, in: layout)
        let matches = entries.filter { $0.slug == page || $0.sitePath == page + "/" }
        switch matches.count {
        case 1: return matches[0].source
        case 0:
            let slugs = Array(Set(entries.map(\.slug))).sorted()
            throw EditFailure(
                at: here, "no entry file or page \"\(page)\"",
                hint: Suggestion.closest(to: page, in: slugs).map {
                    "did you mean \"\($0)\"? or give the entry's .md file"
                } ?? "give the path of the entry's .md file, or its page slug")
        default:
            throw EditFailure(
                at: here,
                "\"\(page)\" could be \(matches.count) entries: \(matches.map(\.source).sorted().joined(separator: ", "))",
                hint: "give the entry's .md file, or its page as YYYY/MM/slug")
        }
    }

    private static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
