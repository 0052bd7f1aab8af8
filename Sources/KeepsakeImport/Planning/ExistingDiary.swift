import Foundation
import KeepsakeCore

/// What a diary already holds that an import must not take or repeat: its files, its pages'
/// addresses, and the entries an earlier import wrote (their `extra.imported_from`).
public struct ExistingDiary: Sendable {
    /// Every file of the diary, relative to its root (`Content/entries/2024/05/…`).
    public var files: Set<String>
    /// The addresses (`2024/05/picnic/`) of the entries that have pages.
    public var pagesInUse: Set<String>
    /// `imported_from` of earlier imports → that entry's address.
    public var imported: [String: String]
    /// Where the diary is, to compare a picture with one already there.
    public var root: URL

    public init(files: Set<String>, pagesInUse: Set<String>, imported: [String: String], root: URL) {
        (self.files, self.pagesInUse, self.imported, self.root) = (files, pagesInUse, imported, root)
    }

    /// The diary at `layout`, its entries read as the build reads them.
    public static func read(_ layout: SiteLayout, config: DiaryConfig, catalog: DecorationCatalog) -> ExistingDiary {
        let inventory = ContentScanner.scan(layout)
        let parser = EntryParser(config: config, catalog: catalog, files: inventory.files)
        var pages = Set<String>()
        var imported: [String: String] = [:]
        for path in inventory.entries {
            guard case .success(let text) = SourceText.read(path, in: layout, limit: .entry) else { continue }
            guard let entry = parser.parse(path: path, text: text).0 else {
                // An entry with an error (a mood the writer mistyped since) is still imported: found by
                // its line, its address unknown.
                if let origin = Self.origin(inText: text) { imported[origin] = imported[origin] ?? "" }
                continue
            }
            // An imported entry marked `deleted: true` stays imported: a second run must not bring it back.
            if case .text(let origin) = entry.card.extra[ImportPlanner.originKey] { imported[origin] = entry.sitePath }
            if !entry.isDeleted { pages.insert(entry.sitePath) }
        }
        return ExistingDiary(files: inventory.files, pagesInUse: pages, imported: imported, root: layout.root)
    }

    /// The `imported_from:` value of an entry's text, read line by line (as `EntryFileText` writes it).
    static func origin(inText text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(ImportPlanner.originKey + ":") else { continue }
            var value = trimmed.dropFirst(ImportPlanner.originKey.count + 1).trimmingSpaces()
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
                    .replacingOccurrences(of: "\\\\", with: "\\")
            }
            return value
        }
        return nil
    }

    /// Whether the diary's file at `path` holds the same bytes as `file`.
    func holds(_ path: String, sameAs file: URL) -> Bool {
        let here = root.appending(path: path)
        guard let a = FileManager.default.contents(atPath: here.path),
            let b = FileManager.default.contents(atPath: file.path)
        else { return false }
        return a == b
    }
}
