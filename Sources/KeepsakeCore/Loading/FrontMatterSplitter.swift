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

    /// `---` then only spaces and tabs. On bytes: a line of these bytes is these Characters, and
    /// no other line is (a mark after the third `-` would join it, and fails as a byte too).
    private static func isFence(_ line: Substring.UTF8View) -> Bool {
        line.starts(with: "---".utf8) && line.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}

import Foundation

/// Text as read from disk, made uniform: a UTF-8 byte-order mark dropped, CRLF and CR turned into LF.
public enum SourceText {
    /// Reads a diary file given by its displayed path (`Content/entries/a.md`).
    /// - Returns: the normalised text, or a located error for a missing, unreadable or non-UTF-8 file.
    public static func read(_ path: String, in layout: SiteLayout) -> Result<String, Diagnostic> {
        if let outside = linkOutOfContent(path, in: layout) { return .failure(outside) }
        guard let data = FileManager.default.contents(atPath: layout.url(for: path).path) else {
            return .failure(
                .error(
                    at: SourceLocation(path: path), "cannot read the file", hint: "check that it exists and can be read"
                ))
        }
        guard let text = decode(Array(data)) else {
            return .failure(.error(at: SourceLocation(path: path), "file is not UTF-8 text", hint: "save it as UTF-8"))
        }
        return .success(text)
    }

    /// The error for a file of `Content/` that is (or lies in) a symbolic link leading out of it,
    /// found before anything is read: no byte of such a file may reach a message.
    static func linkOutOfContent(_ path: String, in layout: SiteLayout) -> Diagnostic? {
        guard path.hasPrefix("Content/") else { return nil }
        let target = layout.url(for: path).resolvingSymlinksInPath().path
        let content = layout.content.resolvingSymlinksInPath().path + "/"
        guard !target.hasPrefix(content) else { return nil }
        return .error(
            at: SourceLocation(path: path), "symbolic link points outside Content/ (to \(target))",
            hint: "copy the file into Content/ instead of linking to it")
    }

    /// Decodes UTF-8 strictly: `nil` for bytes that are not UTF-8.
    public static func decode(_ bytes: [UInt8]) -> String? {
        var slice = bytes[...]
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        let hasCR = slice.withUnsafeBufferPointer { $0.count > 0 && memchr($0.baseAddress!, 13, $0.count) != nil }
        guard hasCR else { return validated(slice) }
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
        return validated(normalised[...])
    }

    /// The bytes as a String, or `nil` when they are not UTF-8 (`String(validating:as:)`, faster):
    /// bytes the decoding initialiser gives back unchanged were valid.
    private static func validated(_ bytes: ArraySlice<UInt8>) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            var text = String(decoding: buffer, as: UTF8.self)
            guard buffer.count > 0, text.utf8.count == buffer.count else { return buffer.isEmpty ? text : nil }
            let unchanged = text.withUTF8 { memcmp($0.baseAddress!, buffer.baseAddress!, buffer.count) == 0 }
            return unchanged ? text : nil
        }
    }
}
