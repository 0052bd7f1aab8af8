/// Writes values into YAML the way a person would: plain when that reads back as the same text,
/// double-quoted otherwise (`title: 벚꽃 피크닉`, `title: "Note: rain"`, `tags: [봄, "2024"]`).
public enum YAMLText {
    /// A scalar: plain when safe, else double-quoted with escapes.
    public static func scalar(_ text: String) -> String {
        guard !isPlainSafe(text) else { return text }
        return doubleQuoted(text, shortEscapes: false) { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{FEFF}"
                || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }

    /// A flow list: `[봄, picnic]`.
    public static func list(_ items: [String]) -> String {
        "[" + items.map(scalar).joined(separator: ", ") + "]"
    }

    /// Whether `text` reads back as itself unquoted, also inside `[ … ]`: no character YAML treats
    /// specially, no edge or double spaces, and not a word YAML reads as true, false or null.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, text.last != " ",
            !reserved.contains(text.lowercased())
        else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || safePunctuation.contains($0) }
            && !text.contains("  ")
    }

    private static let safePunctuation: Set<Character> = ["-", "_", ".", "'", "!", "?", "(", ")"]
    private static let reserved: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "nan", "inf",
    ]
}
