import Foundation

/// A Markdown inline link or picture, `[text](destination "title")` or `![alt](…)`: found in a body's
/// UTF-8 bytes (with where its parts are, so that a reader can rewrite the address alone), or written.
struct MarkdownLink {
    var isPicture: Bool
    /// Between the brackets, as written.
    var text: String
    /// The address, without the `<…>` it may be written in.
    var destination: String
    /// The title with its quotes, as written (`"A title"`), if any.
    var title: String?

    /// A link found in bytes, and where it lies there.
    struct Found {
        var link: MarkdownLink
        /// From the `!` or `[` to after the closing `)`.
        var range: Range<Int>
        /// The destination's bytes (inside `<…>` when written so).
        var destination: Range<Int>
        var isBracketed: Bool
    }

    /// The link written out: its destination in `<…>` when it needs them, the text and title as they are.
    var written: String {
        (isPicture ? "!" : "") + "[\(text)](\(destination.markdownDestination)" + (title.map { " " + $0 } ?? "") + ")"
    }

    /// The link written again with another address (and the same text and title).
    func with(destination newDestination: String) -> String {
        var link = self
        link.destination = newDestination
        return link.written
    }

    /// `text` with each link or picture (`pictures` chooses which) replaced by what `replacement`
    /// gives for it; `nil` keeps it as written (and a link inside it is looked at in turn).
    static func rewriting(_ text: String, pictures: Bool, _ replacement: (MarkdownLink) -> String?) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(open) else { return text }
        var out: [UInt8] = []
        var (copied, index) = (0, 0)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == MarkdownCode.backslash {
                index += 2
                continue
            }
            let opens =
                pictures
                ? byte == exclamation && index + 1 < bytes.count && bytes[index + 1] == open
                : byte == open && (index == 0 || bytes[index - 1] != exclamation)
            guard opens, let found = parse(bytes, at: index), let written = replacement(found.link) else {
                index += 1
                continue
            }
            out += bytes[copied..<index]
            out += Array(written.utf8)
            (copied, index) = (found.range.upperBound, found.range.upperBound)
        }
        guard copied > 0 else { return text }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The link whose `[` (or a picture's `!`) is at `start`, or `nil` when none starts there. As
    /// CommonMark reads one: the text's brackets balanced and within its paragraph, the destination
    /// in `<…>` or without spaces (its parentheses balanced, unless escaped), at most one line break
    /// between the parts.
    static func parse(_ bytes: [UInt8], at start: Int) -> Found? {
        let isPicture = start < bytes.count && bytes[start] == exclamation
        let textStart = isPicture ? start + 2 : start + 1
        guard textStart <= bytes.count, bytes[textStart - 1] == open,
            let textEnd = closingBracket(bytes, from: textStart), textEnd + 1 < bytes.count,
            bytes[textEnd + 1] == openParen
        else { return nil }
        var index = skipSpace(bytes, from: textEnd + 2)
        guard index < bytes.count else { return nil }
        let destination: Range<Int>
        let isBracketed = bytes[index] == less
        if isBracketed {
            guard let end = bytes[(index + 1)...].firstIndex(where: { $0 == greater || $0 == MarkdownCode.newline }),
                bytes[end] == greater
            else { return nil }
            destination = (index + 1)..<end
            index = end + 1
        } else {
            var (end, depth) = (index, 0)
            while end < bytes.count, bytes[end] > 0x20 {
                if bytes[end] == openParen, !MarkdownCode.isEscaped(bytes, at: end) { depth += 1 }
                if bytes[end] == closeParen, !MarkdownCode.isEscaped(bytes, at: end) {
                    if depth == 0 { break }
                    depth -= 1
                }
                end += 1
            }
            destination = index..<end
            index = end
        }
        index = skipSpace(bytes, from: index)
        var title: Range<Int>?
        if index < bytes.count, let closer = titleCloser(bytes[index]) {
            guard let end = bytes[(index + 1)...].firstIndex(of: closer) else { return nil }
            title = index..<(end + 1)
            index = skipSpace(bytes, from: end + 1)
        }
        guard index < bytes.count, bytes[index] == closeParen else { return nil }
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        let link = MarkdownLink(
            isPicture: isPicture, text: text(textStart..<textEnd), destination: text(destination),
            title: title.map(text))
        return Found(link: link, range: start..<(index + 1), destination: destination, isBracketed: isBracketed)
    }

    private static let exclamation = UInt8(ascii: "!"), open = UInt8(ascii: "["), close = UInt8(ascii: "]")
    private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    private static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")

    /// The `]` closing the link's text (brackets inside it nested, escapes skipped), within its paragraph.
    private static func closingBracket(_ bytes: [UInt8], from start: Int) -> Int? {
        var (index, depth) = (start, 0)
        while index < bytes.count {
            switch bytes[index] {
            case MarkdownCode.backslash: index += 1
            case open: depth += 1
            case close:
                if depth == 0 { return index }
                depth -= 1
            case MarkdownCode.newline:
                let next = skipSpace(bytes, from: index + 1, newlines: false)
                if next >= bytes.count || bytes[next] == MarkdownCode.newline { return nil }
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func titleCloser(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "'"): UInt8(ascii: "'")
        case openParen: closeParen
        default: nil
        }
    }

    /// After spaces and tabs (and one line break, as CommonMark allows inside a link).
    private static func skipSpace(_ bytes: [UInt8], from start: Int, newlines: Bool = true) -> Int {
        var (index, breaks) = (start, 0)
        while index < bytes.count {
            if MarkdownCode.isBlank(bytes[index]) {
                index += 1
            } else if newlines, bytes[index] == MarkdownCode.newline, breaks == 0 {
                breaks += 1
                index += 1
            } else {
                break
            }
        }
        return index
    }
}

extension String {
    /// A Markdown link destination for this address: in `<…>` when it holds a space, a parenthesis or
    /// an angle bracket (a picture named `Pasted image 1.png`), as it is otherwise.
    var markdownDestination: String {
        guard contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) else { return self }
        return "<" + replacingOccurrences(of: "<", with: "\\<").replacingOccurrences(of: ">", with: "\\>") + ">"
    }

    /// Text for inside a Markdown link's `[…]`: brackets and backslashes escaped.
    var escapingLinkText: String {
        var result = ""
        for character in self {
            if character == "[" || character == "]" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
