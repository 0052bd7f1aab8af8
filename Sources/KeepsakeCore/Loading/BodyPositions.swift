/// Where cmark's images are in an entry's file, found in one pass over the body; columns count
/// Unicode scalars. An image spanning lines is found above, by its `![` at cmark's column.
final class BodyPositions {
    private let body: [UInt8]
    private let path: String
    /// File line of the body's first line.
    private let firstLine: Int
    /// Byte offset where each body line starts, made on first use.
    private lazy var lineStarts: [Int] = {
        var starts = [0]
        for (offset, byte) in body.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }()
    /// The last place counted, to count on from it along the same line.
    private var last: (line: Int, offset: Int, column: Int)?

    init(body: String, firstLine: Int, path: String) {
        self.body = Array(body.utf8)
        self.firstLine = firstLine
        self.path = path
    }

    /// The file location of an image cmark placed at body `line`, byte `column` (both 1-based).
    func location(line: Int, byteColumn: Int) -> SourceLocation {
        guard line >= 1, line <= lineStarts.count, byteColumn >= 1 else {
            return SourceLocation(path: path, line: firstLine)
        }
        var line = line
        // An image that spans lines: look up (within its paragraph) for the `![` cmark means.
        var candidate = line
        while candidate >= 1, line - candidate < 1000 {
            let offset = lineStarts[candidate - 1] + byteColumn - 1
            if offset + 1 < end(of: candidate), body[offset] == UInt8(ascii: "!"), body[offset + 1] == UInt8(ascii: "[")
            {
                line = candidate
                break
            }
            candidate -= 1
        }
        let start = lineStarts[line - 1]
        let target = min(start + byteColumn - 1, end(of: line))
        var (from, column) = (start, 1)
        if let last, last.line == line, last.offset <= target { (from, column) = (last.offset, last.column) }
        for byte in body[from..<target] where byte & 0xC0 != 0x80 { column += 1 }
        last = (line, target, column)
        return SourceLocation(path: path, line: line + firstLine - 1, column: column)
    }

    /// The offset of the line's end (its `\n`, or the end of the body).
    private func end(of line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] - 1 : body.count
    }
}
