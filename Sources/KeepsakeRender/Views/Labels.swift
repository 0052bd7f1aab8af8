import KeepsakeCore
import KeepsakeTemplates

/// The language's UI words, looked up by templates as `{{t.comments}}`.
struct Words: ViewRecord {
    let language: Language

    func value(named name: String) -> TemplateValue { .init(language.string(name)) }

    /// `{{t.…}}`'s names: the words any of `languages` has (a word one lacks shows its key).
    static func schema(_ languages: some Sequence<Language>) -> TemplateSchema {
        TemplateSchema(Dictionary(languages.flatMap(\.strings.keys).map { ($0, .value) }) { first, _ in first })
    }
}

/// Numbers for inline CSS, without a formatter: `12`, `-7.5`, `1.25`.
enum CSSNumber {
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A stable small number from text (FNV-1a), for a per-entry tilt that stays the same every build.
/// Swift's `hashValue` is seeded per process, so it cannot be used for output.
enum StableHash {
    static func of(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// Which of `tilts` a text gives, in a byte (cards keep it).
    static func tiltIndex(for text: String) -> UInt8 { UInt8(of(text) % 13) }

    /// The thirteen tilts, -3 to 3 degrees in half steps, as CSS numbers.
    static let tilts = (0..<13).map { CSSNumber.format(Double($0 - 6) / 2) }
}

extension DecorationCatalog {
    /// The label in `language`, else the language-neutral one, else English, else the name.
    static func label(_ labels: [String: String], _ language: String, fallback: String) -> String {
        labels[language] ?? labels["*"] ?? labels["en"] ?? fallback
    }
}
