import Foundation

/// Reads a Day One JSON export (the `.zip` Day One writes, or the folder it unzips to) into
/// imported entries, with their photos from its `photos/` folder.
///
/// An export may hold several journals, one `<journal name>.json` each: all are read, and then each
/// entry is tagged with its journal's name (one journal's name is no news to its own diary).
public struct DayOneReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        let export = try DayOneExport.open(source)
        var batch = ImportBatch(unpackedFolder: export.unpackedFolder)
        var journals: [(file: String, entries: [DayOneEntryJSON?])] = []
        for file in export.journals {
            let name = file.lastPathComponent
            guard let data = try? Data(contentsOf: file),
                let journal = try? JSONDecoder().decode(DayOneJournalJSON.self, from: data)
            else {
                batch.note("not a Day One journal (no list of entries), skipped", in: name)
                continue
            }
            journals.append((name, journal.entries.map(\.value)))
        }
        guard !journals.isEmpty else {
            export.discard()
            let names = export.journals.map(\.lastPathComponent).joined(separator: ", ")
            throw ImportFailure(
                "no Day One journal in \(source.path): \(names) holds no list of entries", hint: DayOneExport.hint)
        }

        let all = journals.flatMap { $0.entries.compactMap { $0 } }
        let catalog = DayOnePhotoCatalog(entries: all, files: export.photos)
        var origins: [String: String] = [:]
        for journal in journals {
            for case let (index, entry?) in journal.entries.enumerated() {
                if let uuid = entry.uuid {
                    origins[uuid] = DayOneEntryReading.origin(file: journal.file, entry, at: index)
                }
            }
        }
        let references = DayOneReferences(catalog: catalog, origins: origins)

        for journal in journals {
            let tag = journals.count > 1 ? (journal.file as NSString).deletingPathExtension : nil
            let reading = DayOneEntryReading(journalFile: journal.file, journalTag: tag, references: references)
            for (index, json) in journal.entries.enumerated() {
                guard let json else {
                    batch.note(
                        "entry one cannot read, not imported",
                        in: DayOneEntryReading.origin(file: journal.file, nil, at: index))
                    continue
                }
                if let entry = reading.entry(json, at: index, notes: &batch.notes) { batch.entries.append(entry) }
            }
        }
        batch.entries.sort { a, b in
            if a.date < b.date { return true }
            if b.date < a.date { return false }
            return a.origin < b.origin
        }
        return batch
    }
}
