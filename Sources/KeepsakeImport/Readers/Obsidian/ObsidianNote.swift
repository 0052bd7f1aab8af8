import Foundation
import KeepsakeCore

/// A daily note of the vault after the first pass: front matter read, date found, body not yet converted.
///
/// The day comes from front matter `date:`, else the file name (`2024-05-03.md`, `2024-05-03 Friday.md`,
/// `2024-05-03-picnic.md`), else `created:`: a template's `created:` is when the file was made, which
/// may be the day after the day it is about.
struct ObsidianNote {
    /// Relative to the vault's root.
    var path: String
    var origin: String
    var date: ImportedDate
    var title: String?
    var slug: String?
    var isDraft = false
    var tags = EntryTags(marks: ["#"])
    /// Other names the note is linked by (front matter `aliases`).
    var aliases: [String] = []
    var extra: [CustomField] = []
    var body: String
    var notes: [String] = []

    /// Keys of Obsidian's own that say how to show the note.
    static let displayKeys: Set<String> = ["cssclasses", "cssclass"]

    /// The note at `path`; `nil` with a note kind when it is not a daily note or cannot be read.
    static func read(_ path: String, origin: String, in vault: ObsidianVault) -> Result<ObsidianNote, ImportFailure> {
        guard let data = FileManager.default.contents(atPath: vault.root.appending(path: path).path),
            let text = SourceText.decode([UInt8](data))
        else { return .failure(ImportFailure("front matter not read: the file is not UTF-8 text")) }
        let table: FrontMatterValue
        let body: String
        switch FrontMatterSplitter().split(text, path: origin) {
        case .failure(let diagnostic): return .failure(ImportFailure("front matter not read: \(diagnostic.message)"))
        case .success(let parts):
            switch YAMLFrontMatter.table(parts.yaml, origin: origin) {
            case .failure(let failure):
                let reason = YAMLFrontMatter.reason(failure.message, origin: origin)
                return .failure(ImportFailure("front matter not read: \(reason)"))
            case .success(let value): (table, body) = (value, parts.body)
            }
        }
        let name = RelativePath.fileName(of: path)
        guard
            let date = table["date"]?.importedDate ?? fileNameDate(name) ?? table["created"]?.importedDate
        else { return .failure(ImportFailure("note without a date, not imported")) }
        var note = ObsidianNote(path: path, origin: origin, date: date, body: body)
        note.read(table)
        return .success(note)
    }

    /// The day a daily note's name starts with (`2024-05-03`, `DateText.dayPrefix`), then the end, a
    /// space, `-` or `_`.
    static func fileNameDate(_ name: String) -> ImportedDate? {
        let stem = name.hasSuffix(".md") ? name.dropLast(3) : name[...]
        guard let (date, rest) = DateText.dayPrefix(of: stem) else { return nil }
        guard let next = rest.first else { return date }
        return next == " " || next == "-" || next == "_" ? date : nil
    }

    private mutating func read(_ table: FrontMatterValue) {
        guard case .table(let pairs) = table else { return }
        for (key, value) in pairs {
            switch key.lowercased() {
            case "title": title = value.text
            case "slug": slug = value.text.flatMap { $0.isEmpty ? nil : $0 }
            case "draft": isDraft = value.flag ?? false
            case "tags", "tag":
                for item in value.items.compactMap(\.text) {
                    tags.insert(contentsOf: item.split { $0 == "," || $0 == " " }.map(String.init))
                }
            case "aliases", "alias": aliases += value.items.compactMap(\.text)
            case "date", "created":
                if value.importedDate != date {
                    notes.append("front matter key \"\(key)\" not imported")
                }
            case let lowered where Self.displayKeys.contains(lowered):
                notes.append("front matter key \"\(key)\" not imported")
            default:
                if !extra.contains(where: { $0.key == key }) {
                    extra.append(CustomField(key: key, value: value.customValue))
                }
            }
        }
    }
}
