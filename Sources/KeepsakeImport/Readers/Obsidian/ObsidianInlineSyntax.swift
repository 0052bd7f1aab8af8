/// Obsidian's marks within prose that plain Markdown does not have: inline `#tags` and block IDs (`^a1b2`).
enum ObsidianInlineSyntax {
    /// The `#tags` of `prose`: after a space or at a line's start (not `a#b`, a link's `#fragment`,
    /// `\#` or a `# heading`), of letters, digits, `_`, `-`, `/` (nested: `#a/b` is `a/b`) and emoji,
    /// with at least one that is not a digit (`#1984` is not a tag).
    static func tags(in prose: String) -> [String] {
        var result: [String] = []
        var previous: Character = "\n"
        var index = prose.startIndex
        while index < prose.endIndex {
            let character = prose[index]
            guard character == "#", previous.isWhitespace else {
                previous = character
                index = prose.index(after: index)
                continue
            }
            let start = prose.index(after: index)
            let end = prose[start...].firstIndex { !isTagCharacter($0) } ?? prose.endIndex
            var tag = prose[start..<end]
            while tag.hasSuffix("/") { tag = tag.dropLast() }
            if tag.contains(where: { !$0.isNumber }) { result.append(String(tag)) }
            previous = end > start ? prose[prose.index(before: end)] : character
            index = end
        }
        return result
    }

    static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "/"
            || character.unicodeScalars.first?.properties.isEmojiPresentation == true
    }

    /// `prose` without the block IDs Obsidian hides: ` ^a1b2` ending a line, or a line of only `^a1b2`.
    static func removingBlockIDs(_ prose: String) -> String {
        guard prose.contains("^") else { return prose }
        var lines = prose.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            let text = line.droppingTrailingSpaces()
            let id = text.reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            guard !id.isEmpty else { continue }
            let beforeID = text.dropLast(id.count)
            guard beforeID.last == "^" else { continue }
            let beforeCaret = beforeID.dropLast()
            guard beforeCaret.isEmpty || beforeCaret.last == " " || beforeCaret.last == "\t" else { continue }
            lines[number] = beforeCaret.droppingTrailingSpaces()
        }
        return lines.joined(separator: "\n")
    }
}

extension Substring {
    fileprivate func droppingTrailingSpaces() -> Substring {
        var text = self
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
