import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Text as read from disk, made uniform: a UTF-8 byte-order mark dropped, CRLF and CR turned into LF.
public enum SourceText {
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
        guard hasCR else { return String(validating: slice, as: UTF8.self) }
        // On bytes, not Characters: Swift reads "\r\n" as one Character, which hides stray CRs.
        var normalised: [UInt8] = []
        normalised.reserveCapacity(slice.count)
        var previous: UInt8 = 0
        for byte in slice {
            if byte != 10 || previous != 13 { normalised.append(byte == 13 ? 10 : byte) }
            previous = byte
        }
        return String(validating: normalised, as: UTF8.self)
    }

    /// The most a file of one kind may hold: a page costs many times its entry's text in memory
    /// (README.md, Limits).
    public struct Limit: Sendable, Equatable {
        public let bytes: Int
        /// What the file is, in messages: `an entry`.
        public let what: String
        public let hint: String

        /// Entries: many times the longest real entry.
        public static let entry = Limit(
            bytes: 8 << 20, what: "an entry",
            hint: "split it into several entries (photos go beside the entry as files, not inside its text)")
        /// Comment sidecars: tens of thousands of comments.
        public static let sidecar = Limit(
            bytes: 8 << 20, what: "a comment sidecar",
            hint: "a sidecar holds the comments of one entry; check what wrote this one")
        /// `diary.yaml`: far more than the settings of a diary with hundreds of members.
        public static let settings = Limit(
            bytes: 1 << 20, what: "diary.yaml",
            hint: "diary.yaml holds the diary's settings and members; check what wrote this one")

        public init(bytes: Int, what: String, hint: String) {
            self.bytes = bytes
            self.what = what
            self.hint = hint
        }

        /// The error for a file at `path` (as messages show it) of `size` bytes, more than this.
        public func refusal(_ path: String, size: Int) -> Diagnostic {
            func megabytes(_ bytes: Int) -> String {
                let tenths = (bytes * 10 + (1 << 20) / 2) / (1 << 20)
                return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
            }
            return .error(
                at: SourceLocation(path: path),
                "file is \(megabytes(size)) (\(size) bytes), more than the \(megabytes(bytes)) \(what) may hold",
                hint: hint)
        }

        /// The error for the file at `file` on disk, shown as `path`, when `stat` finds it larger
        /// than this; `nil` when it is not (or cannot be found), without reading it.
        public func refusal(ofFileAt file: String, shownAs path: String) -> Diagnostic? {
            var info = stat()
            guard stat(file, &info) == 0, Int(info.st_size) > bytes else { return nil }
            return refusal(path, size: Int(info.st_size))
        }
    }

    /// Reads a diary file like `read(_:in:)`, refusing with a located error a file larger than
    /// `limit` (without reading it), and pointing at the first byte that is not UTF-8.
    public static func read(_ path: String, in layout: SiteLayout, limit: Limit) -> Result<String, Diagnostic> {
        if let outside = linkOutOfContent(path, in: layout) { return .failure(outside) }
        return read(path, file: layout.url(for: path).path, limit: limit)
    }

    /// `read(_:in:limit:)` with the file's path on disk already worked out (`root + "/" + path`).
    static func read(_ path: String, file: String, limit: Limit) -> Result<String, Diagnostic> {
        if let refusal = limit.refusal(ofFileAt: file, shownAs: path) { return .failure(refusal) }
        guard let bytes = FileManager.default.contents(atPath: file).map(Array.init) else {
            return .failure(
                .error(
                    at: SourceLocation(path: path), "cannot read the file", hint: "check that it exists and can be read"
                ))
        }
        // It may have grown since: what was read counts.
        guard bytes.count <= limit.bytes else { return .failure(limit.refusal(path, size: bytes.count)) }
        guard let text = decode(bytes) else {
            let (line, column) = firstInvalidUTF8(in: bytes)
            return .failure(
                .error(
                    at: SourceLocation(path: path, line: line, column: column), "file is not UTF-8 text",
                    hint: "save it as UTF-8"))
        }
        return .success(text)
    }

    /// Line and column (in characters, like every other diagnostic) of the first byte that is not
    /// UTF-8, counting lines as `decode` does (`\n`, `\r\n` and `\r` each end one).
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).makeIterator()
        var previous: UInt8 = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let first = encoded.first ?? 0
                if first == 10, previous == 13 {
                    // The second half of `\r\n`: the line was counted at the `\r`.
                } else if first == 10 || first == 13 {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                previous = first
            case .error, .emptyInput:
                return (line, column)
            }
        }
    }
}
