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
            var tags = (json.tags ?? []).map { String($0.drop { $0 == "@" || $0 == "#" }) }
            if json.starred == true { tags.append("starred") }
            let title = json.title?.trimmingCharacters(in: .whitespacesAndNewlines)
            let body = (json.body ?? "").replacingOccurrences(of: "\r\n", with: "\n")
            let entry = ImportedEntry(
                origin: origin, date: date, title: title?.isEmpty == false ? title : nil,
                body: body.trimmingCharacters(in: .whitespacesAndNewlines), tags: ImportTags.cleaned(tags))
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

    /// `2024-05-03` and `21:30` (jrnl's `%Y-%m-%d` and `%H:%M`); no time: the day only.
    static func date(_ day: String, time: String?) -> ImportedDate? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, day.count == 10,
            DateComponents(calendar: Calendar(identifier: .gregorian), year: parts[0], month: parts[1], day: parts[2])
                .isValidDate
        else { return nil }
        guard let time, !time.isEmpty else { return ImportedDate(year: parts[0], month: parts[1], day: parts[2]) }
        let clock = time.split(separator: ":").compactMap { Int($0) }
        guard (2...3).contains(clock.count), (0...23).contains(clock[0]), (0...59).contains(clock[1]),
            (0...59).contains(clock.count == 3 ? clock[2] : 0)
        else { return nil }
        return ImportedDate(
            year: parts[0], month: parts[1], day: parts[2], hour: clock[0], minute: clock[1],
            second: clock.count == 3 ? clock[2] : 0)
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
