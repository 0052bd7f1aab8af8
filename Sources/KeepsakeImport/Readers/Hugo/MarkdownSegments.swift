/// A Markdown body cut into code (fenced and indented code blocks, code spans), which readers never
/// change, and the prose between, where other tools' syntax is converted. Joined, the parts are the body.
///
/// Line by line, without a full CommonMark parse: fences (also inside lists and block quotes), an
/// indented block only after a blank line that follows a paragraph outside a list, spans by their
/// backtick runs within a paragraph.
struct MarkdownSegments {
    struct Part: Equatable {
        var isCode: Bool
        var text: String
    }

    private(set) var parts: [Part] = []

    /// - Parameters:
    ///   - blocksOnly: fences only: no indented blocks, no spans (for conversions that must see whole
    ///     blocks of prose, such as a shortcode spanning paragraphs).
    init(_ body: String, blocksOnly: Bool = false) {
        var prose = ""
        var code = ""
        var fence: (character: Character, length: Int)?
        var inIndentedBlock = false
        var previousBlank = true
        var lastTextLine: Substring?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false).lineEnds(in: body) {
            let content = line.text
            if let open = fence {
                code += line.whole
                if Self.closes(content, open) { fence = nil }
                continue
            }
            if let opening = Self.fenceOpening(content) {
                flush(&prose, isCode: false, blocksOnly: blocksOnly)
                inIndentedBlock = false
                fence = opening
                code += line.whole
                previousBlank = false
                continue
            }
            let blank = content.allSatisfy { $0 == " " || $0 == "\t" }
            if !blocksOnly {
                if inIndentedBlock, blank || Self.indentation(of: content) >= 4 {
                    code += line.whole
                    continue
                }
                inIndentedBlock = false
                if !blank, previousBlank, Self.indentation(of: content) >= 4,
                    Self.allowsIndentedCode(after: lastTextLine)
                {
                    flush(&code, isCode: true)
                    flush(&prose, isCode: false, blocksOnly: false)
                    inIndentedBlock = true
                    code += line.whole
                    continue
                }
            }
            flush(&code, isCode: true)
            prose += line.whole
            previousBlank = blank
            if !blank { lastTextLine = content }
        }
        flush(&code, isCode: true)
        flush(&prose, isCode: false, blocksOnly: blocksOnly)
    }

    /// The body with `transform` applied to each prose part.
    func mappingProse(_ transform: (String) -> String) -> String {
        parts.map { $0.isCode ? $0.text : transform($0.text) }.joined()
    }

    private mutating func flush(_ text: inout String, isCode: Bool, blocksOnly: Bool = true) {
        guard !text.isEmpty else { return }
        if isCode || blocksOnly {
            append(Part(isCode: isCode, text: text))
        } else {
            for part in Self.splittingSpans(text) { append(part) }
        }
        text = ""
    }

    private mutating func append(_ part: Part) {
        if let last = parts.last, last.isCode == part.isCode {
            parts[parts.count - 1].text += part.text
        } else {
            parts.append(part)
        }
    }

    /// Prose cut at code spans: a run of n backticks up to the next run of exactly n, within a paragraph.
    static func splittingSpans(_ text: String) -> [Part] {
        var result: [Part] = []
        var proseStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "`" else {
                index =
                    text[index] == "\\"
                    ? text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                    : text.index(after: index)
                continue
            }
            let runEnd = text[index...].firstIndex { $0 != "`" } ?? text.endIndex
            let length = text.distance(from: index, to: runEnd)
            if let close = closingRun(in: text, from: runEnd, length: length) {
                if proseStart < index { result.append(Part(isCode: false, text: String(text[proseStart..<index]))) }
                result.append(Part(isCode: true, text: String(text[index..<close])))
                proseStart = close
                index = close
            } else {
                index = runEnd
            }
        }
        if proseStart < text.endIndex { result.append(Part(isCode: false, text: String(text[proseStart...]))) }
        return result
    }

    /// The end of the backtick run of exactly `length` closing a span opened before `start`, if one
    /// comes before the paragraph ends.
    private static func closingRun(in text: String, from start: String.Index, length: Int) -> String.Index? {
        var index = start
        var lineHasText = true
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" {
                if !lineHasText { return nil }
                lineHasText = false
                index = text.index(after: index)
                continue
            }
            if character != " " && character != "\t" { lineHasText = true }
            guard character == "`" else {
                index = text.index(after: index)
                continue
            }
            let runEnd = text[index...].firstIndex { $0 != "`" } ?? text.endIndex
            if text.distance(from: index, to: runEnd) == length { return runEnd }
            index = runEnd
        }
        return nil
    }

    /// A fence's character and length when `line` opens one (after any indentation and `>` markers).
    static func fenceOpening(_ line: Substring) -> (character: Character, length: Int)? {
        let rest = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        if first == "`", rest.dropFirst(length).contains("`") { return nil }  // an inline span, not a fence
        return (first, length)
    }

    private static func closes(_ line: Substring, _ fence: (character: Character, length: Int)) -> Bool {
        let rest = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
        let length = rest.prefix { $0 == fence.character }.count
        return length >= fence.length && rest.dropFirst(length).allSatisfy { $0 == " " || $0 == "\t" }
    }

    static func indentation(of line: Substring) -> Int {
        var width = 0
        for character in line {
            switch character {
            case " ": width += 1
            case "\t": width += 4 - width % 4
            default: return width
            }
        }
        return width
    }

    /// An indented line after a blank starts a code block unless the text before was a list's.
    private static func allowsIndentedCode(after line: Substring?) -> Bool {
        guard let line else { return true }
        if indentation(of: line) > 0 { return false }
        let trimmed = line.drop { $0 == " " }
        if let first = trimmed.first, "-*+".contains(first), trimmed.dropFirst().first == " " { return false }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let mark = trimmed.dropFirst(digits.count).first, mark == "." || mark == ")" {
            return false
        }
        return true
    }
}

/// One line of a text: without its line end (`text`) and with it (`whole`).
struct TextLine {
    var text: Substring
    var whole: Substring
}

extension [Substring] {
    /// The lines of `body` (as split on `\n`) with their line ends.
    fileprivate func lineEnds(in body: String) -> [TextLine] {
        var result: [TextLine] = []
        result.reserveCapacity(count)
        for line in self {
            let end = line.endIndex
            let whole = end < body.endIndex ? body[line.startIndex...end] : line
            if line.isEmpty, end == body.endIndex { continue }
            result.append(TextLine(text: line, whole: whole))
        }
        return result
    }
}
