import Foundation
import KeepsakeCore

/// One Day One entry made an imported entry: its date in its own zone, the title its first line's
/// heading gives, the body with Keepsake's addresses and fewer escapes, tags, weather, and the rest
/// under `extra` (`time_zone`, `location`, `pinned`, and weather the theme has no kind for).
struct DayOneEntryReading {
    /// `Journal.json`: the origin's first part.
    var journalFile: String
    /// The journal's name as a tag, when the export holds several journals.
    var journalTag: String?
    var references: DayOneReferences

    /// The entry, or `nil` (and a note) when it has no date Day One wrote one could read.
    func entry(_ json: DayOneEntryJSON, at index: Int, notes: inout [ImportNote]) -> ImportedEntry? {
        let origin = Self.origin(file: journalFile, json, at: index)
        guard let creationDate = json.creationDate,
            let reading = DayOneDate.reading(
                creationDate: creationDate, timeZone: json.timeZone, isAllDay: json.isAllDay ?? false)
        else {
            notes.append(ImportNote("no creation date one can read, not imported", in: origin))
            return nil
        }
        if let note = reading.note { notes.append(ImportNote(note, in: origin)) }

        let text = (json.text ?? "").replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\u{FFFC}", with: "")  // where Day One's editor had an embedded object
        let (title, afterTitle) = DayOneTitle.split(text)
        let rewritten = references.rewrite(afterTitle, of: json, day: reading.date.isoDay)
        notes += rewritten.notes.map { ImportNote($0, in: origin) }

        var tags = json.tags ?? []
        if json.starred == true { tags.append("starred") }
        if let journalTag { tags.append(journalTag) }

        var extra: [CustomField] = []
        if let zone = reading.zone { extra.append(CustomField(key: "time_zone", value: .text(zone))) }
        if let location = json.location?.value?.extra { extra.append(CustomField(key: "location", value: location)) }
        var weather: ImportedWeather?
        if let dayOneWeather = json.weather?.value {
            let read = DayOneWeather.reading(dayOneWeather)
            weather = read.weather
            if let kept = read.extra { extra.append(CustomField(key: "weather", value: kept)) }
            if let note = read.note { notes.append(ImportNote(note, in: origin)) }
        }
        if json.isPinned == true || json.pinned == true { extra.append(CustomField(key: "pinned", value: .flag(true))) }

        return ImportedEntry(
            origin: origin, date: reading.date, title: title, body: DayOneEscapes.undone(rewritten.body),
            tags: EntryTags(tags).names, photo: rewritten.photo, weather: weather, extra: extra,
            pictures: rewritten.pictures)
    }

    /// `Journal.json#3F2A…` (the entry's `uuid`; its place in `entries`, from 0, when it has none).
    static func origin(file: String, _ json: DayOneEntryJSON?, at index: Int) -> String {
        "\(file)#\(json?.uuid ?? String(index))"
    }
}
