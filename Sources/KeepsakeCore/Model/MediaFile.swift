/// A file from `Content/` that the site publishes as it is (a photo, a picture in a body).
public struct MediaFile: Sendable, Hashable {
    /// Path relative to the diary root.
    public let source: String
    /// Where the body shows it (its first `![…](…)`) in the file of the entry that holds this, for
    /// messages about the picture itself; the entry's path is not repeated here.
    public let position: SourcePosition

    public init(source: String, position: SourcePosition = .unknown) {
        (self.source, self.position) = (source, position)
    }

    /// Where the entry whose file is at `path` shows it; the picture's own file when that is not known.
    public func location(in path: String) -> SourceLocation {
        position.line == nil ? SourceLocation(path: source) : SourceLocation(path: path, position: position)
    }

    /// Path inside the site (`sitePath(of:)`): worked out when asked, as few ask and every entry holds its list.
    public var sitePath: String { Self.sitePath(of: source) }

    /// `Content/entries/2024/05/photos/a.jpg` → `media/entries/2024/05/photos/a.jpg`, composed (NFC): a
    /// picture's address must not depend on how the file system spells its name (a Mac decomposes Korean).
    public static func sitePath(of source: String) -> String {
        ("media/" + source.dropFirst("Content/".count)).composed
    }
}
