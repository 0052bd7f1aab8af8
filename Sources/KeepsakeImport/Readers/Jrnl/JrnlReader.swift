import Foundation

/// Reads the file `jrnl --export json` writes (`{ "tags": {…}, "entries": [{ "title", "body",
/// "date", "time", "tags", "starred" }] }`) into imported entries.
///
/// jrnl keeps an entry's day and wall-clock time and no zone: the date is read in the diary's zone.
/// Tags lose their mark (`@picnic` → `picnic`; jrnl's default marks are `@` and `#`); a starred
/// entry is tagged `starred`. The origin is the file's name and the entry's place in `entries`,
/// from 0 (`journal.json#3`, `.entries[3]` to `jq`).
public struct JrnlReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        let hint = "give the file `jrnl --export json > journal.json` writes"
        guard let data = try? Data(contentsOf: source) else {
            throw ImportFailure("cannot read \(source.path): no such file, or not a file", hint: hint)
        }
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
            throw ImportFailure("\(source.path) is not JSON", hint: hint)
        }
        guard let export = try? JSONDecoder().decode(JrnlExportJSON.self, from: data) else {
            throw ImportFailure("\(source.path) is not a jrnl export: it has no list of entries", hint: hint)
        }
        let file = source.lastPathComponent
        var batch = ImportBatch()
        var read: [(entry: ImportedEntry, index: Int)] = []
        for (index, lenient) in export.entries.enumerated() {
            let origin = "\(file)#\(index)"
            guard let json = lenient.value, let date = json.date.flatMap({ Self.date($0, time: json.time) }) else {
                batch.note("entry without a date one can read, not imported", in: origin)
                continue
            }
            var tags = EntryTags(json.tags ?? [], marks: ["@", "#"])
            if json.starred == true { tags.insert("starred") }
            let title = json.title?.trimmingCharacters(in: .whitespacesAndNewlines)
            let body = (json.body ?? "").replacingOccurrences(of: "\r\n", with: "\n")
            let entry = ImportedEntry(
                origin: origin, date: date, title: title?.isEmpty == false ? title : nil,
                body: body.trimmingCharacters(in: .whitespacesAndNewlines), tags: tags.names)
            read.append((entry, index))
        }
        read.sort { a, b in
            if a.entry.date < b.entry.date { return true }
            if b.entry.date < a.entry.date { return false }
            return a.index < b.index
        }
        batch.entries = read.map(\.entry)
        return batch
    }

    /// `2024-05-03` and `21:30` (jrnl's `%Y-%m-%d` and `%H:%M`) in the diary's zone; no time: the day only.
    static func date(_ day: String, time: String?) -> ImportedDate? {
        let written = time.map { $0.isEmpty ? day : day + " " + $0 } ?? day
        guard day.utf8.count == 10, let date = DateText.importedDate(from: written), date.utcOffset == nil else {
            return nil
        }
        return date
    }
}

/// The parts of jrnl's JSON export the reader uses.
struct JrnlExportJSON: Decodable {
    var entries: [Lenient<JrnlEntryJSON>]
}

/// One entry of jrnl's export.
struct JrnlEntryJSON: Decodable {
    var title: String?
    var body: String?
    var date: String?
    var time: String?
    var tags: [String]?
    var starred: Bool?
}
