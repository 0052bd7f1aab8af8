/// An entry's title as Day One keeps it: the first line of the text, when that line is a Markdown
/// heading (`# Picnic`), which Day One's editor makes of an entry's first line.
enum DayOneTitle {
    /// The heading's text as plain text (escapes undone, for the front matter's `title`) and the text
    /// after it; without a heading first, no title and the text as it was.
    static func split(_ text: String) -> (title: String?, body: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        guard let first = lines.first, let heading = headingText(first) else { return (nil, text) }
        lines.removeFirst()
        while let next = lines.first, next.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        let title = plain(heading)
        return (title.isEmpty ? nil : title, lines.joined(separator: "\n"))
    }

    /// The text of an ATX heading line (`## Title ##` → `Title`), `nil` for any other line.
    static func headingText(_ line: Substring) -> Substring? {
        let indent = line.prefix { $0 == " " }
        guard indent.count < 4 else { return nil }
        var rest = line.dropFirst(indent.count)
        let marks = rest.prefix { $0 == "#" }
        guard (1...6).contains(marks.count) else { return nil }
        rest = rest.dropFirst(marks.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        rest = trimmed(rest)
        // A closing run of `#`s, after a space (or the whole text), is not part of the title.
        let closing = rest.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = rest.dropLast(closing)
            if before.isEmpty || before.last == " " || before.last == "\t" { rest = trimmed(before) }
        }
        return rest
    }

    /// Markdown's backslash escapes undone (`Gud nit\.` → `Gud nit.`): the title is plain text.
    static func plain(_ text: Substring) -> String {
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let next = characters.next() else {
                result.append(character)
                break
            }
            if !next.isEscapableInMarkdown { result.append(character) }
            result.append(next)
        }
        return result
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop { $0 == " " || $0 == "\t" }
        return start.dropLast(start.reversed().prefix { $0 == " " || $0 == "\t" }.count)
    }
}

extension Character {
    /// ASCII punctuation, what a backslash escapes in CommonMark (`!`, `.`, `-`, `\\`, …).
    var isEscapableInMarkdown: Bool { isASCII && (isPunctuation || isSymbol) }
}
