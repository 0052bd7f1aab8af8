/// A place in a source file, for messages like `Content/entries/a.md:4:11: error: …`: `path` relative
/// to the diary root when inside it; line and column 1-based, `nil` when unknown.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let path: String
    public let position: SourcePosition
    public var line: Int? { position.line }
    public var column: Int? { position.column }

    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.init(path: path, position: SourcePosition(line: line, column: column))
    }

    public init(path: String, position: SourcePosition) { (self.path, self.position) = (path, position) }

    /// `path:line:column`, `path:line` or `path`.
    public var description: String {
        guard let line else { return path }
        guard let column else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line ?? 0, a.column ?? 0) < (b.path, b.line ?? 0, b.column ?? 0)
    }
}
