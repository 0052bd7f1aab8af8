import Foundation
import KeepsakeCore

/// Reads an Obsidian vault's daily notes (SOURCE: the daily-notes folder, or the vault) into
/// imported entries. A note is a daily note when its name starts with its day (`2024-05-03.md`,
/// `2024-05-03 Friday.md`) or its front matter has `date:` or `created:`; other notes are only
/// what links point at. Pictures are looked for in the whole vault, found from `.obsidian/`.
///
/// Two passes: the notes' front matter first, so that wikilinks know which notes this import
/// writes; then the bodies.
public struct ObsidianReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        let vault = try ObsidianVault(source: source)
        let candidates = vault.notePaths.compactMap { path in vault.origin(of: path).map { (path, $0) } }
        guard !candidates.isEmpty else {
            throw ImportFailure(
                "no notes (.md files) in \(vault.source.path)",
                hint: "give the vault's daily-notes folder, or the vault (the folder with .obsidian/ in it)")
        }
        var batch = ImportBatch()
        var notes: [ObsidianNote] = []
        for (path, origin) in candidates {
            switch ObsidianNote.read(path, origin: origin, in: vault) {
            case .success(let note): notes.append(note)
            case .failure(let skipped): batch.note(skipped.message, in: origin)
            }
        }
        let imported = Dictionary(uniqueKeysWithValues: notes.map { ($0.path, $0.origin) })
        var aliases: [String: String] = [:]
        for note in notes {
            for alias in note.aliases where aliases[ObsidianVault.key(alias)] == nil {
                aliases[ObsidianVault.key(alias)] = note.path
            }
        }
        var entries: [ImportedEntry] = []
        for note in notes {
            var body = ObsidianBody(vault: vault, imported: imported, aliases: aliases, path: note.path)
            let text = body.convert(note.body, takingTitle: note.title == nil)
            var tags = note.tags
            tags.insert(contentsOf: body.tags.names)
            for kind in note.notes + body.notes { batch.note(kind, in: note.origin) }
            entries.append(
                ImportedEntry(
                    origin: note.origin, date: note.date, title: note.title ?? body.title, slug: note.slug,
                    body: text, tags: tags.names, isDraft: note.isDraft, extra: note.extra,
                    pictures: body.pictures.pictures))
        }
        batch.entries = entries
        batch.sortByOriginPath()
        return batch
    }
}
