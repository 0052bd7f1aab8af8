/// Separates the YAML front matter (between `---` lines at the very top) from the Markdown body,
/// remembering on which file line each part starts so diagnostics can point into the file.
public struct FrontMatterSplitter: Sendable {
    public struct FrontMatterAndBody: Sendable, Equatable {
        /// The YAML text, or `nil` when the file has no front matter.
        public let yaml: String?
        /// File line of the YAML's first line (2 when the file opens with `---`).
        public let yamlFirstLine: Int
        public let body: String
        /// File line of the body's first line.
        public let bodyFirstLine: Int
    }

    public init() {}

    /// Splits normalised text (no BOM, `\n` line ends).
    /// - Returns: the parts, or an error when a front matter block is opened but never closed.
    public func split(_ text: String, path: String) -> Result<FrontMatterAndBody, Diagnostic> {
        // Walks line by line over UTF-8 and stops at the closing fence: the body is never split.
        let utf8 = text.utf8
        func lineEnd(from start: String.Index) -> String.Index {
            utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        }
        let firstEnd = lineEnd(from: utf8.startIndex)
        if let format = Self.otherFormat(opening: utf8[utf8.startIndex..<firstEnd]) {
            // Read as Markdown, the block would be published as the entry's text, a draft's too.
            return .failure(
                .error(
                    at: SourceLocation(path: path, line: 1, column: 1),
                    "front matter in \(format) is not read: Keepsake reads YAML front matter between `---` lines",
                    hint:
                        "`keepsake import hugo` converts a Hugo site's entries; or write it as YAML (`draft = true` becomes `draft: true`). Until then the entry is not published"
                ))
        }
        guard Self.isFence(utf8[utf8.startIndex..<firstEnd]) else {
            return .success(FrontMatterAndBody(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1))
        }
        var lineStart = firstEnd
        var lineNumber = 1
        while lineStart < utf8.endIndex {
            lineStart = utf8.index(after: lineStart)
            lineNumber += 1
            let end = lineEnd(from: lineStart)
            let line = utf8[lineStart..<end]
            if Self.isFence(line) || line.elementsEqual("...".utf8) {
                let yamlStart = utf8.index(after: firstEnd)
                let yaml = yamlStart < lineStart ? String(text[yamlStart..<utf8.index(before: lineStart)]) : ""
                let body = end < utf8.endIndex ? String(text[utf8.index(after: end)...]) : ""
                return .success(
                    FrontMatterAndBody(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: lineNumber + 1))
            }
            lineStart = end
        }
        return .failure(
            .error(
                at: SourceLocation(path: path, line: 1, column: 1),
                "front matter opened with `---` is never closed",
                hint: "add a line with only `---` after the last front matter key"))
    }

    /// The format of a front matter block Hugo reads and Keepsake does not, opened by `line`: TOML
    /// (`+++`) or JSON (`{` alone, or `{` and a key).
    private static func otherFormat(opening line: Substring.UTF8View) -> String? {
        let text = String(decoding: line, as: UTF8.self).trimmingWhitespace()
        if text == "+++" { return "TOML (between `+++` lines)" }
        if text == "{" || text.hasPrefix("{\"") || text.hasPrefix("{ \"") { return "JSON (`{ … }`)" }
        return nil
    }

    /// `---` then only spaces and tabs. On bytes: a line of these bytes is these Characters, and
    /// no other line is (a mark after the third `-` would join it, and fails as a byte too).
    private static func isFence(_ line: Substring.UTF8View) -> Bool {
        line.starts(with: "---".utf8) && line.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
