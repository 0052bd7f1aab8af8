/// Readable URL slugs: Unicode letters and digits kept (`벚꽃-피크닉`), everything else a hyphen.
public enum Slug {
    /// Makes a slug from any text; empty when nothing usable is left.
    public static func make(from text: String) -> String {
        var result = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.append(character)
            } else if character == "-" || character == "_" || character.isWhitespace || character.isPunctuation
                || character.isSymbol
            {
                pendingHyphen = true
            }
        }
        return result
    }

    /// Whether a writer-given slug is safe as one path component.
    public static func isValid(_ slug: String) -> Bool {
        !slug.isEmpty && slug != "." && slug != ".."
            && slug.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
            && !slug.hasPrefix(".")
    }

    /// `2024-05-03-picnic.md` → (`2024-05-03`, `picnic`); the date is `nil` when the name has none.
    public static func split(fileName: String) -> (date: String?, rest: String) {
        var stem = fileName
        if stem.hasSuffix(".md") { stem.removeLast(3) }
        let bytes = Array(stem.utf8)
        let isDate = bytes.count >= 10 && bytes[4] == 45 && bytes[7] == 45
            && [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { (48...57).contains(bytes[$0]) }
        guard isDate else { return (nil, stem) }
        let date = String(stem.prefix(10))
        var rest = stem.dropFirst(10)
        while let first = rest.first, first == "-" || first == "_" { rest = rest.dropFirst() }
        return (date, String(rest))
    }
}
