/// An inline Markdown image in a body's bytes, `![alt](destination "title")`: where its destination
/// is, so that only the address is rewritten and the rest stays as written.
struct MarkdownImage {
    /// The destination's bytes (inside `<…>` when written so).
    let destination: Range<Int>
    let isBracketed: Bool
    /// From the `!` to after the closing `)`.
    let range: Range<Int>

    private static let exclamation = UInt8(ascii: "!"), open = UInt8(ascii: "["), close = UInt8(ascii: "]")
    private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    private static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")

    /// The image whose `!` is at `start`, or `nil` when no image starts there.
    static func parse(_ bytes: [UInt8], at start: Int) -> MarkdownImage? {
        guard start + 1 < bytes.count, bytes[start] == exclamation, bytes[start + 1] == open,
            let textEnd = closingBracket(bytes, from: start + 2), textEnd + 1 < bytes.count,
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
        if index < bytes.count, let closer = titleCloser(bytes[index]) {
            guard let end = bytes[(index + 1)...].firstIndex(of: closer) else { return nil }
            index = skipSpace(bytes, from: end + 1)
        }
        guard index < bytes.count, bytes[index] == closeParen else { return nil }
        return MarkdownImage(destination: destination, isBracketed: isBracketed, range: start..<(index + 1))
    }

    /// The `]` closing the image's text (brackets inside it nested, escapes skipped), within its paragraph.
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
