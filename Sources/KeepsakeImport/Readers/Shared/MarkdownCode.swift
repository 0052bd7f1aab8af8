/// Where code lies in a Markdown body's UTF-8 bytes (fenced blocks, code spans, and in `parts(of:)`
/// indented blocks): text every reader copies as written while it converts the prose around it.
///
/// Line by line, without a full CommonMark parse: fences (also inside lists and block quotes), spans
/// by their backtick runs within a paragraph.
enum MarkdownCode {
    static let backtick = UInt8(ascii: "`"), tilde = UInt8(ascii: "~"), newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), quote = UInt8(ascii: ">")
    static let backslash = UInt8(ascii: "\\")

    /// The end of the fenced code block whose opening fence is the line at `start` (after its closing
    /// fence's line, or the body's end when it is never closed), or `nil` when that line opens none.
    /// Any indentation and `>` marks are allowed before a fence: either way what follows is code.
    static func fencedBlockEnd(_ bytes: [UInt8], lineStart start: Int) -> Int? {
        guard let fence = fence(bytes, lineStart: start) else { return nil }
        if fence.character == backtick,
            bytes[fence.end..<lineEnd(bytes, from: fence.end)].contains(backtick)
        {
            return nil  // backticks in the info string: an inline code span, not a fence
        }
        var line = lineEnd(bytes, from: start)
        while line < bytes.count {
            let next = line + 1
            let end = lineEnd(bytes, from: next)
            if let closing = self.fence(bytes, lineStart: next), closing.character == fence.character,
                closing.length >= fence.length, bytes[closing.end..<end].allSatisfy(isBlank)
            {
                return min(end + 1, bytes.count)
            }
            line = end
        }
        return bytes.count
    }

    /// The end of the code span opened by the backtick run at `start`: after a run of as many
    /// backticks in the same paragraph (and before `limit`), or `nil` when none closes it (the run is
    /// then plain text).
    static func spanEnd(_ bytes: [UInt8], at start: Int, before limit: Int? = nil) -> Int? {
        let limit = limit ?? bytes.count
        let length = runLength(bytes, at: start)
        var index = start + length
        while index < limit {
            let byte = bytes[index]
            if byte == backtick {
                let run = runLength(bytes, at: index)
                if run == length { return index + run }
                index += run
            } else if byte == newline {
                var next = index + 1
                while next < limit, isBlank(bytes[next]) { next += 1 }
                if next >= limit || bytes[next] == newline { return nil }  // a blank line ends the paragraph
                index = next
            } else {
                index += 1
            }
        }
        return nil
    }

    /// How many backticks follow one another from `start`.
    static func runLength(_ bytes: [UInt8], at start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == backtick { end += 1 }
        return end - start
    }

    /// Whether the byte at `index` is escaped by an odd number of backslashes before it.
    static func isEscaped(_ bytes: [UInt8], at index: Int) -> Bool {
        var count = 0
        var before = index - 1
        while before >= 0, bytes[before] == backslash {
            count += 1
            before -= 1
        }
        return count % 2 == 1
    }

    /// The index of the `\n` ending the line that holds `index`, or the body's end.
    static func lineEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != newline { end += 1 }
        return end
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// A run of three or more backticks or tildes after the line's indentation and `>` marks.
    private static func fence(_ bytes: [UInt8], lineStart start: Int) -> (character: UInt8, length: Int, end: Int)? {
        var index = start
        while index < bytes.count, isBlank(bytes[index]) || bytes[index] == quote { index += 1 }
        guard index < bytes.count, bytes[index] == backtick || bytes[index] == tilde else { return nil }
        let character = bytes[index]
        var end = index
        while end < bytes.count, bytes[end] == character { end += 1 }
        return end - index >= 3 ? (character, end - index, end) : nil
    }
}
