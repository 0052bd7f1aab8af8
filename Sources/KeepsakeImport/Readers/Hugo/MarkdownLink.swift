/// A Markdown inline link or picture in prose, as written: `[text](destination "title")`, `![alt](…)`.
struct MarkdownLink {
    var isPicture: Bool
    /// Between the brackets, as written.
    var text: String
    /// The address, without the `<…>` it may be written in.
    var destination: String
    /// The title with its quotes, as written (`"A title"`), if any.
    var title: String?

    /// The link written again with another address (and the same text and title).
    func with(destination newDestination: String) -> String {
        (isPicture ? "!" : "") + "[\(text)](\(newDestination.markdownDestination)" + (title.map { " " + $0 } ?? "")
            + ")"
    }

    /// `text` with each link or picture (`pictures` chooses which) replaced by what `replacement`
    /// gives for it; `nil` keeps it as written.
    static func rewriting(_ text: String, pictures: Bool, _ replacement: (MarkdownLink) -> String?) -> String {
        var result = ""
        var copied = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" {
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            }
            let opensPicture = character == "!" && text[text.index(after: index)...].first == "["
            let opensLink = character == "[" && (index == text.startIndex || text[text.index(before: index)] != "!")
            guard pictures ? opensPicture : opensLink,
                let (link, end) = parse(text, at: pictures ? text.index(after: index) : index, isPicture: pictures)
            else {
                index = text.index(after: index)
                continue
            }
            if let written = replacement(link) {
                result += text[copied..<index] + written
                copied = end
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return result + text[copied...]
    }

    /// The link whose `[` is at `open`, and where it ends.
    private static func parse(_ text: String, at open: String.Index, isPicture: Bool) -> (MarkdownLink, String.Index)? {
        guard let close = closingBracket(in: text, from: text.index(after: open)) else { return nil }
        var index = text.index(after: close)
        guard index < text.endIndex, text[index] == "(" else { return nil }
        index = skipSpace(text, from: text.index(after: index))
        guard index < text.endIndex else { return nil }
        var destination = ""
        if text[index] == "<" {
            guard let end = text[index...].firstIndex(where: { $0 == ">" || $0 == "\n" }), text[end] == ">" else {
                return nil
            }
            destination = String(text[text.index(after: index)..<end])
            index = text.index(after: end)
        } else {
            var depth = 0
            while index < text.endIndex {
                let character = text[index]
                if character == " " || character == "\t" || character == "\n" { break }
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                destination.append(character)
                index = text.index(after: index)
            }
        }
        index = skipSpace(text, from: index)
        var title: String?
        if index < text.endIndex, let closing = Self.titleClosing[text[index]] {
            guard let end = text[text.index(after: index)...].firstIndex(of: closing) else { return nil }
            title = String(text[index...end])
            index = skipSpace(text, from: text.index(after: end))
        }
        guard index < text.endIndex, text[index] == ")" else { return nil }
        let link = MarkdownLink(
            isPicture: isPicture, text: String(text[text.index(after: open)..<close]), destination: destination,
            title: title)
        return (link, text.index(after: index))
    }

    /// The `]` closing a `[` before `start`: brackets balanced, escapes skipped, within a paragraph.
    private static func closingBracket(in text: String, from start: String.Index) -> String.Index? {
        var depth = 0
        var index = start
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\\":
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                previous = "x"
                continue
            case "[": depth += 1
            case "]":
                if depth == 0 { return index }
                depth -= 1
            case "\n" where previous == "\n": return nil
            default: break
            }
            if character != " " && character != "\t" { previous = character }
            index = text.index(after: index)
        }
        return nil
    }

    /// The character closing a title opened by each of its three openers.
    private static let titleClosing: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]

    private static func skipSpace(_ text: String, from start: String.Index) -> String.Index {
        text[start...].firstIndex { $0 != " " && $0 != "\t" && $0 != "\n" } ?? text.endIndex
    }
}
