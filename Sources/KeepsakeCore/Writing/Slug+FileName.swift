import Foundation

extension Slug {
    /// The longest file-name slug `fileName(fromTitle:)` makes, in characters (a Korean character is
    /// three bytes, and file names are limited to 255 bytes).
    public static let maximumFileNameLength = 60

    /// A new entry's file-name slug from its title (`벚꽃 피크닉!` → `벚꽃-피크닉`, `It's 5 o'clock` →
    /// `its-5-oclock`), cut at a hyphen near `maximumFileNameLength`; `""` without letters.
    public static func fileName(fromTitle title: String) -> String {
        let result = words(of: title.precomposedStringWithCanonicalMapping.lowercased()) { character in
            character.isWhitespace || Self.separators.contains(character)
                || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .dashPunctuation })
        }
        guard result.count > maximumFileNameLength else { return result }
        let cut = result.prefix(maximumFileNameLength)
        if let hyphen = cut.lastIndex(of: "-"),
            cut.distance(from: cut.startIndex, to: hyphen) >= maximumFileNameLength / 2
        {
            return String(cut[..<hyphen])
        }
        return String(cut)
    }

    /// `YYYY-MM-DD-slug.md`, or `YYYY-MM-DD-slug-2.md`… for the `number`th entry of that day and title.
    public static func entryFileName(day: String, slug: String, number: Int = 1) -> String {
        number <= 1 ? "\(day)-\(slug).md" : "\(day)-\(slug)-\(number).md"
    }

    private static let separators: Set<Character> = [
        "_", "/", "\\", ".", ",", ":", ";", "|", "+", "&", "=", "~", "·", "・",
    ]
}
