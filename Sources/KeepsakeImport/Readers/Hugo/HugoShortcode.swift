import Foundation

/// One Hugo shortcode tag as written in prose: `{{< figure src="a.jpg" >}}`, `{{% notice %}}`,
/// `{{< /highlight >}}`, or the escaped `{{</* figure */>}}` that Hugo shows as text.
struct HugoShortcode {
    /// `figure`, `ref`, `linkto/related` (a shortcode in a subfolder).
    var name: String
    /// `{{< /name >}}`.
    var isClosing: Bool
    /// `{{</* … */>}}`: Hugo prints the tag without the comment marks instead of running it.
    var isEscaped: Bool
    var positional: [String]
    var named: [(key: String, value: String)]
    /// The whole tag, from `{{` to `}}`.
    var range: Range<String.Index>
    /// The tag as written.
    var written: String

    /// A named parameter's value, else the positional one at `position`.
    func parameter(_ key: String, position: Int? = nil) -> String? {
        if let value = named.first(where: { $0.key == key })?.value { return value }
        guard let position, positional.indices.contains(position) else { return nil }
        return positional[position]
    }

    /// The next shortcode tag in `text` at or after `start`.
    static func next(in text: String, from start: String.Index) -> HugoShortcode? {
        var search = start
        while let open = text[search...].range(of: "{{") {
            if let shortcode = parse(text, at: open.lowerBound) { return shortcode }
            search = open.upperBound
        }
        return nil
    }

    /// The shortcode tag beginning at `open` (its `{{`), if one does.
    static func parse(_ text: String, at open: String.Index) -> HugoShortcode? {
        var cursor = Cursor(text: text, index: text.index(open, offsetBy: 2))
        guard let opening = cursor.take(where: { $0 == "<" || $0 == "%" }) else { return nil }
        let end = opening == "<" ? ">}}" : "%}}"
        cursor.skipSpace()
        let isEscaped = cursor.skip("/*")
        cursor.skipSpace()
        let isClosing = cursor.skip("/")
        cursor.skipSpace()
        let name = cursor.word()
        guard !name.isEmpty, name.first != "*" else { return nil }
        var positional: [String] = []
        var named: [(key: String, value: String)] = []
        while true {
            cursor.skipSpace()
            if cursor.atEnd { return nil }
            if isEscaped, cursor.skip("*/") { cursor.skipSpace() }
            if cursor.skip(end) || cursor.skip("/" + end) { break }  // `/>}}`: closes itself
            guard let token = cursor.argument() else { return nil }
            if case .word(let word) = token, cursor.skip("=") {
                guard let value = cursor.argument() else { return nil }
                named.append((word, value.text))
            } else {
                positional.append(token.text)
            }
        }
        let range = open..<cursor.index
        return HugoShortcode(
            name: name, isClosing: isClosing, isEscaped: isEscaped, positional: positional, named: named,
            range: range, written: String(text[range]))
    }

    /// How Hugo shows the tag when it does not run it: an escaped tag without its comment marks
    /// (`{{</* x */>}}` → `{{< x >}}`), made safe from being read as HTML: `{{<x>}}` holds an HTML
    /// tag, which Keepsake drops, so a `<` followed by anything but a space gets a `\`.
    var literalText: String {
        var text = written
        if isEscaped {
            if let open = text.range(of: "/*") { text.removeSubrange(open) }
            if let close = text.range(of: "*/", options: .backwards) { text.removeSubrange(close) }
        }
        guard text.hasPrefix("{{<"), let after = text.dropFirst(3).first, !after.isWhitespace else { return text }
        return "{{\\<" + text.dropFirst(3)
    }

    private enum Token {
        case word(String)
        case quoted(String)

        var text: String {
            switch self {
            case .word(let text), .quoted(let text): text
            }
        }
    }

    /// A position in a shortcode tag being read.
    private struct Cursor {
        let text: String
        var index: String.Index

        var atEnd: Bool { index >= text.endIndex }

        mutating func skipSpace() {
            while !atEnd, text[index].isWhitespace { index = text.index(after: index) }
        }

        mutating func skip(_ literal: String) -> Bool {
            guard text[index...].hasPrefix(literal) else { return false }
            index = text.index(index, offsetBy: literal.count)
            return true
        }

        mutating func take(where accepts: (Character) -> Bool) -> Character? {
            guard !atEnd, accepts(text[index]) else { return nil }
            defer { index = text.index(after: index) }
            return text[index]
        }

        /// A name or bare value: up to a space, `=`, a quote or the tag's end.
        mutating func word() -> String {
            let start = index
            while !atEnd {
                let character = text[index]
                if character.isWhitespace || character == "=" || character == "\"" || character == "`" { break }
                if text[index...].hasPrefix(">}}") || text[index...].hasPrefix("%}}")
                    || text[index...].hasPrefix("/>}}") || text[index...].hasPrefix("*/")
                {
                    break
                }
                index = text.index(after: index)
            }
            return String(text[start..<index])
        }

        /// `"quoted \" text"`, `` `raw text` ``, or a bare word.
        mutating func argument() -> Token? {
            guard !atEnd else { return nil }
            if skip("`") {
                guard let end = text[index...].firstIndex(of: "`") else { return nil }
                defer { index = text.index(after: end) }
                return .quoted(String(text[index..<end]))
            }
            if skip("\"") {
                var value = ""
                while !atEnd {
                    let character = text[index]
                    index = text.index(after: index)
                    if character == "\"" { return .quoted(value) }
                    if character == "\\", !atEnd {
                        value.append(text[index])
                        index = text.index(after: index)
                    } else {
                        value.append(character)
                    }
                }
                return nil
            }
            let word = word()
            return word.isEmpty ? nil : .word(word)
        }
    }
}
