/// A Markdown link or image, `[text](destination)` or `![text](destination)`, whose destination
/// starts with a given scheme: found by hand, for Swift's `Regex` is slow to run on every line of
/// a large journal and cannot be kept in a `static let` (it is not `Sendable`).
struct MarkdownReference {
    /// From `!` or `[` to `)`.
    var range: Range<String.Index>
    var isImage: Bool
    /// Between the brackets, on one line, without brackets in it.
    var text: Substring
    /// Between the parentheses, without spaces in it.
    var destination: Substring

    static func all(in text: String, to scheme: String) -> [MarkdownReference] {
        var references: [MarkdownReference] = []
        var searchStart = text.startIndex
        while let hit = text[searchStart...].firstRange(of: "](" + scheme) {
            searchStart = hit.upperBound
            let destinationStart = text.index(hit.lowerBound, offsetBy: 2)
            guard let close = text[destinationStart...].firstIndex(where: { $0 == ")" || $0.isWhitespace }),
                text[close] == ")"
            else { continue }
            let lowerLimit = references.last?.range.upperBound ?? text.startIndex
            guard let open = text[lowerLimit..<hit.lowerBound].lastIndex(where: { "[]\n".contains($0) }),
                text[open] == "["
            else { continue }
            let isImage = open > lowerLimit && text[text.index(before: open)] == "!"
            let start = isImage ? text.index(before: open) : open
            references.append(
                MarkdownReference(
                    range: start..<text.index(after: close), isImage: isImage,
                    text: text[text.index(after: open)..<hit.lowerBound], destination: text[destinationStart..<close]))
            searchStart = text.index(after: close)
        }
        return references
    }
}
