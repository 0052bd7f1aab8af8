/// A file from `Content/` that the site publishes as it is (a photo, a picture in a body).
public struct MediaFile: Sendable, Hashable {
    /// Path relative to the diary root.
    public let source: String
    /// Where the body shows it (its first `![…](…)`), in the file of the entry that holds this,
    /// for messages about the picture itself. The entry's path is not repeated here: a big
    /// diary's pictures held every entry's path to the end of its build.
    public let position: SourcePosition

    public init(source: String, position: SourcePosition = .unknown) {
        self.source = source
        self.position = position
    }

    /// Where the entry whose file is at `path` shows it; the picture's own file when that is not known.
    public func location(in path: String) -> SourceLocation {
        position.line == nil ? SourceLocation(path: source) : SourceLocation(path: path, position: position)
    }

    /// Path inside the site (`sitePath(of:)`): worked out when asked, as every entry that shows
    /// a picture holds its own list of them, and the photo stage asks once per picture.
    public var sitePath: String { Self.sitePath(of: source) }

    /// `Content/entries/2024/05/photos/a.jpg` → `media/entries/2024/05/photos/a.jpg`.
    public static func sitePath(of source: String) -> String {
        "media/" + source.dropFirst("Content/".count)
    }
}
