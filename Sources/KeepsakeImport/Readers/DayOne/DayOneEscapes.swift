/// Day One's backslash escapes of `.`, `-` and `!` undone where the plain character cannot mean
/// anything to Markdown. Day One escapes each of them (`Gud nit canberra\.`): valid CommonMark,
/// but the entry is a file one goes on writing, and `\.` reads badly there.
///
/// An escape stays wherever undoing it could change what Keepsake renders (CommonMark with smart
/// punctuation): `1\.` (a list), `\-` at a line's start (a list, a rule, a heading's underline),
/// `\.\.\.` and `\-\-` (an ellipsis, a dash), `\![` (an image), `<\!` (HTML); and nothing is touched
/// in code (fenced, indented, or a code span), autolinks, or HTML lines. Other escapes stay as written.
enum DayOneEscapes {
    static func undone(_ markdown: String) -> String {
        var fence: (mark: Character, length: Int)?
        var lines: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let content = line.drop { " \t>".contains($0) }
            let mark = fenceMark(content)
            if let open = fence {
                if let mark, mark.mark == open.mark, mark.length >= open.length, mark.isBare { fence = nil }
                lines.append(String(line))
            } else if let mark {
                fence = (mark.mark, mark.length)
                lines.append(String(line))
            } else if line.prefix(while: { $0 == " " }).count >= 4 || line.first == "\t"
                || line.drop(while: { $0 == " " }).first == "<"
            {
                lines.append(String(line))
            } else {
                lines.append(undone(line: line))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A line's fence (a run of 3 or more backticks or tildes), and whether nothing follows it.
    private static func fenceMark(_ content: Substring) -> (mark: Character, length: Int, isBare: Bool)? {
        guard let mark = content.first, mark == "`" || mark == "~" else { return nil }
        let length = content.prefix { $0 == mark }.count
        guard length >= 3 else { return nil }
        return (mark, length, content.dropFirst(length).allSatisfy { $0 == " " || $0 == "\t" })
    }

    private static func undone(line: Substring) -> String {
        guard line.utf8.contains(UInt8(ascii: "\\")) else { return String(line) }
        let characters = Array(line)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" || character == "<", let end = verbatimEnd(characters, from: index) {
                result += String(characters[index..<end])
                index = end
            } else if character == "\\", index + 1 < characters.count, characters[index + 1].isEscapableInMarkdown {
                let escaped = characters[index + 1]
                if !mayUndo(escaped, after: result, before: characters[(index + 2)...]) { result.append("\\") }
                result.append(escaped)
                index += 2
            } else {
                result.append(character)
                index += 1
            }
        }
        return result
    }

    /// Where a code span (a run of backticks to the next run as long) or an autolink or tag (`<` to the
    /// next `>`, no space between) that starts at `start` ends; `nil`: it does not start one.
    private static func verbatimEnd(_ characters: [Character], from start: Int) -> Int? {
        if characters[start] == "<" {
            var index = start + 1
            while index < characters.count, characters[index] != ">" {
                if characters[index].isWhitespace || characters[index] == "<" { return nil }
                index += 1
            }
            return index < characters.count && index > start + 1 ? index + 1 : nil
        }
        let run = characters[start...].prefix { $0 == "`" }.count
        var index = start + run
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let closing = characters[index...].prefix { $0 == "`" }.count
            if closing == run { return index + closing }
            index += closing
        }
        return start + run
    }

    /// Whether `character`, escaped between `before` (this line's text so far, as written out) and
    /// `after`, means the same unescaped.
    private static func mayUndo(_ character: Character, after before: String, before after: ArraySlice<Character>)
        -> Bool
    {
        let previous = before.last
        let next = after.first
        let nextEscaped = next == "\\" ? after.dropFirst().first : nil
        switch character {
        case ".":
            return !(previous?.isASCII == true && previous!.isNumber) && previous != "." && next != "."
                && nextEscaped != "."
        case "!":
            return next != "[" && previous != "<"
        case "-":
            let startsLine = before.allSatisfy { " \t>-*+#.)".contains($0) || ($0.isASCII && $0.isNumber) }
            return !startsLine && previous != "-" && previous != "<" && previous != "!" && next != "-"
                && nextEscaped != "-" && next != ">"
        default:
            return false
        }
    }
}
