import Foundation

/// Readable URL slugs: Unicode letters and digits kept (`벚꽃-피크닉`), everything else a hyphen.
public enum Slug {
    /// Makes a slug from any text; empty when nothing usable is left.
    public static func make(from text: String) -> String {
        makeFromASCII(text) ?? makeFromCharacters(text)
    }

    /// `make(from:)` for any text, Character by Character.
    static func makeFromCharacters(_ text: String) -> String {
        let result = words(of: text.lowercased()) {
            $0 == "-" || $0 == "_" || $0.isWhitespace || $0.isPunctuation || $0.isSymbol
        }
        // Composed: a page's address must not depend on how the file system spells a name (a
        // Mac writes Korean names decomposed); the web expects addresses composed.
        return result.precomposedStringWithCanonicalMapping
    }

    /// The letters and digits of `text`, one `-` between them for each run of what `isSeparator`
    /// accepts, everything else dropped.
    static func words(of text: String, isSeparator: (Character) -> Bool) -> String {
        var result = ""
        var pendingHyphen = false
        for character in text {
            if hidesPunctuation(character) {
                pendingHyphen = true
            } else if isMark(character) {
                continue  // a mark with nothing to sit on (it would join the hyphen before it)
            } else if character.isLetter || character.isNumber {
                if pendingHyphen, !result.isEmpty {
                    dropGluing(&result)
                    if !result.isEmpty, result.last != "-" { result.append("-") }
                }
                pendingHyphen = false
                result.append(character)
            } else if isSeparator(character) {
                pendingHyphen = true
            }
        }
        dropGluing(&result)
        return result
    }

    /// `make(from:)` for ASCII text, on bytes (`nil` for other text): letters and digits kept
    /// lowercased, runs of other printable or white space bytes one hyphen, control bytes dropped.
    static func makeFromASCII(_ text: String) -> String? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingHyphen, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                result.append(byte | (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 0x20 : 0))
            case 0x09...0x0D, 0x20...0x7E:
                pendingHyphen = true
            default:
                break
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Drops a last letter that would join what follows it into its Character (a prepended
    /// letter): before a `-` it would hide it, and at the end the `/` of the page's address.
    static func dropGluing(_ text: inout String) {
        while let last = text.last, gluesToNext(last) {
            text.removeLast()
            while text.last == "-" { text.removeLast() }  // the hyphen that was put before it
        }
    }

    /// Whether `character` makes one Character with a `/` written after it.
    static func gluesToNext(_ character: Character) -> Bool { (String(character) + "/").count == 1 }

    /// Whether a writer-given slug is safe as one path component.
    public static func isValid(_ slug: String) -> Bool {
        isValidASCII(slug) ?? isValidCharacters(slug)
    }

    /// `isValid(_:)` for ASCII on bytes (`nil` for other text): letters, digits, `-`, `_` and `.`,
    /// not starting with `.` (which also rules out `.` and `..`); no ASCII Character is a mark or
    /// glues to what follows.
    static func isValidASCII(_ slug: String) -> Bool? {
        guard slug.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return slug.utf8.first.map { $0 != UInt8(ascii: ".") } ?? false
            && slug.utf8.allSatisfy {
                switch $0 {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                    true
                default: false
                }
            }
    }

    /// `isValid(_:)` for any text, Character by Character.
    static func isValidCharacters(_ slug: String) -> Bool {
        !slug.isEmpty && slug != "." && slug != ".."
            && slug.allSatisfy {
                ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") && !hidesPunctuation($0)
                    && !isMark($0)
            }
            && !slug.hasPrefix(".") && !gluesToNext(slug.last ?? "-")
    }

    /// Whether a Character of several scalars holds an ASCII one that is not a letter or digit: a
    /// prepended letter (U+0D4E) glued to a `/` is a letter, and `\u{D4E}/..` climbed out of its folder.
    static func hidesPunctuation(_ character: Character) -> Bool {
        character.unicodeScalars.count > 1
            && character.unicodeScalars.contains {
                $0.isASCII && !$0.properties.isAlphabetic && !("0"..."9").contains($0)
            }
    }

    /// Whether a Character starts with a combining mark: one that follows a break (a line end, a
    /// hyphen) has nothing to sit on, and would join the hyphen before it in a slug.
    static func isMark(_ character: Character) -> Bool {
        switch character.unicodeScalars.first?.properties.generalCategory {
        case .nonspacingMark?, .spacingMark?, .enclosingMark?: true
        default: false
        }
    }

    /// `2024-05-03-picnic.md` → (`2024-05-03`, `picnic`); the date is `nil` when the name has none.
    public static func split(fileName: String) -> (date: String?, rest: String) {
        var stem = fileName
        if stem.hasSuffix(".md") { stem.removeLast(3) } else if stem.hasSuffix(".markdown") { stem.removeLast(9) }
        let bytes = Array(stem.utf8)
        let isDate =
            bytes.count >= 10 && bytes[4] == 45 && bytes[7] == 45
            && [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { (48...57).contains(bytes[$0]) }
        guard isDate else { return (nil, stem) }
        let date = String(stem.prefix(10))
        var rest = stem.dropFirst(10)
        while let first = rest.first, first == "-" || first == "_" { rest = rest.dropFirst() }
        return (date, String(rest))
    }
}
