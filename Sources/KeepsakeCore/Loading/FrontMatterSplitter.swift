/// Separates the YAML front matter (between `---` lines at the very top) from the Markdown body,
/// remembering on which file line each part starts so diagnostics can point into the file.
public struct FrontMatterSplitter: Sendable {
    public struct Parts: Sendable, Equatable {
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
    public func split(_ text: String, path: String) -> Result<Parts, Diagnostic> {
        // Walks line by line over UTF-8 and stops at the closing fence: the body is never split.
        let utf8 = text.utf8
        func lineEnd(from start: String.Index) -> String.Index {
            utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        }
        let firstEnd = lineEnd(from: utf8.startIndex)
        guard Self.isFence(text[utf8.startIndex..<firstEnd]) else {
            return .success(Parts(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1))
        }
        var lineStart = firstEnd
        var lineNumber = 1
        while lineStart < utf8.endIndex {
            lineStart = utf8.index(after: lineStart)
            lineNumber += 1
            let end = lineEnd(from: lineStart)
            let line = text[lineStart..<end]
            if Self.isFence(line) || line == "..." {
                let yamlStart = utf8.index(after: firstEnd)
                let yaml = yamlStart < lineStart ? String(text[yamlStart..<utf8.index(before: lineStart)]) : ""
                let body = end < utf8.endIndex ? String(text[utf8.index(after: end)...]) : ""
                return .success(Parts(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: lineNumber + 1))
            }
            lineStart = end
        }
        return .failure(
            .error(
                at: SourceLocation(path: path, line: 1, column: 1),
                "front matter opened with `---` is never closed",
                hint: "add a line with only `---` after the last front matter key"))
    }

    private static func isFence(_ line: Substring) -> Bool {
        line.hasPrefix("---") && line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

import Foundation

/// Text as read from disk, made uniform: a UTF-8 byte-order mark dropped, CRLF and CR turned into LF.
public enum SourceText {
    /// Reads a diary file given by its displayed path (`Content/entries/a.md`).
    /// - Returns: the normalised text, or a located error for a missing, unreadable or non-UTF-8 file.
    public static func read(_ path: String, in layout: SiteLayout) -> Result<String, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: layout.url(for: path).path) else {
            return .failure(.error(at: SourceLocation(path: path), "cannot read the file", hint: "check that it exists and can be read"))
        }
        guard let text = decode(Array(data)) else {
            return .failure(.error(at: SourceLocation(path: path), "file is not UTF-8 text", hint: "save it as UTF-8"))
        }
        return .success(text)
    }

    /// Decodes UTF-8 strictly: `nil` for bytes that are not UTF-8.
    public static func decode(_ bytes: [UInt8]) -> String? {
        var slice = bytes[...]
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        guard slice.contains(13) else { return String(validating: slice, as: UTF8.self) }
        // On bytes, not Characters: Swift reads "\r\n" as one Character, which hides stray CRs.
        var normalised: [UInt8] = []
        normalised.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte == 13 {
                normalised.append(10)
                if slice.index(after: index) < slice.endIndex, slice[slice.index(after: index)] == 10 { index += 1 }
            } else {
                normalised.append(byte)
            }
            index += 1
        }
        return String(validating: normalised, as: UTF8.self)
    }
}
