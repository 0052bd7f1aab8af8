/// A place in a source file, for messages like `Content/entries/a.md:4:11: error: …`.
///
/// `path` is relative to the diary root when the file is inside it. Line and column are 1-based;
/// `nil` when the position is unknown (a missing file, a whole-file problem).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let path: String
    public var line: Int? { storedLine == Self.none ? nil : Int(storedLine) }
    public var column: Int? { storedColumn == Self.none ? nil : Int(storedColumn) }

    // Stored narrow (24 bytes instead of 41): every entry's photo and body pictures keep where
    // the entry names them, for a big diary's whole build. A file Keepsake reads is at most
    // megabytes: no line or column comes near 2^31 (one beyond is clamped).
    private let storedLine: Int32
    private let storedColumn: Int32
    private static let none = Int32.min

    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        storedLine = Self.narrow(line)
        storedColumn = line == nil ? Self.none : Self.narrow(column)
    }

    /// `value` clamped to 32 bits and kept apart from `none`.
    private static func narrow(_ value: Int?) -> Int32 {
        value.map { max(Int32(clamping: $0), none + 1) } ?? none
    }

    /// `path:line:column`, `path:line` or `path`.
    public var description: String {
        guard let line else { return path }
        guard let column else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    /// The same file, shifted by `lines` (front matter starts after the opening `---`).
    public func offset(lines: Int) -> SourceLocation {
        SourceLocation(path: path, line: line.map { $0 + lines }, column: column)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line ?? 0, a.column ?? 0) < (b.path, b.line ?? 0, b.column ?? 0)
    }
}
