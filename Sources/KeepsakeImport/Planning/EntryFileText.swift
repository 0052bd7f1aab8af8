import Foundation
import KeepsakeCore

/// An imported entry written as a Keepsake entry file: YAML front matter in the README's key order,
/// a blank line, then the body.
enum EntryFileText {
    /// The file's text; `body` and `photo` already point at the pictures' places in the diary.
    static func make(
        _ entry: ImportedEntry, body: String, photo: String?, mood: String?, weather: ImportedWeather?,
        extra: [CustomField]
    ) -> String {
        var lines = ["---"]
        if let title = entry.title { lines.append("title: " + YAMLText.scalar(title)) }
        lines.append("date: " + entry.date.written)
        if !entry.tags.isEmpty { lines.append("tags: " + YAMLText.list(entry.tags)) }
        if let mood { lines.append("mood: " + YAMLText.scalar(mood)) }
        if let weather {
            lines.append(
                "weather: "
                    + (weather.temperature.map { "{ kind: \(weather.kind), temperature: \($0) }" } ?? weather.kind))
        }
        if let photo {
            lines.append("photo: " + YAMLText.scalar(photo))
            if let alt = entry.photoAlt, !alt.isEmpty { lines.append("photo_alt: " + YAMLText.scalar(alt)) }
        }
        if entry.isDraft { lines.append("draft: true") }
        if !extra.isEmpty {
            lines.append("extra:")
            for field in extra { lines.append("  \(field.key): " + flow(field.value)) }
        }
        lines.append("---")
        var text = Substring(body)
        while text.first == "\n" { text = text.dropFirst() }
        while text.last == "\n" { text = text.dropLast() }
        return lines.joined(separator: "\n") + "\n" + (text.isEmpty ? "" : "\n" + text + "\n")
    }

    /// A value in YAML's flow style: `서울숲`, `[a, b]`, `{ place: 서울숲, latitude: "37.54" }`.
    static func flow(_ value: CustomValue) -> String {
        switch value {
        case .text(let text): YAMLText.scalar(text)
        case .flag(let flag): flag ? "true" : "false"
        case .list(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        case .table(let fields):
            fields.isEmpty ? "{}" : "{ " + fields.map { "\($0.key): \(flow($0.value))" }.joined(separator: ", ") + " }"
        }
    }
}
