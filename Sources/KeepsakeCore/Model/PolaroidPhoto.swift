/// A photo entries show on their polaroids, once per file, with the first entry that shows it:
/// what the photo stage resizes, and where its messages about the photo point.
public struct PolaroidPhoto: Sendable {
    /// Path relative to the diary root (`Entry.photoSource`).
    public let source: String
    public let entry: Entry

    /// Path inside the site.
    public var sitePath: String { MediaFile.sitePath(of: source) }
    /// Where the entry names it; the photo's own file when that is not known. Reads the entry's
    /// decorations: asked for a message only.
    public var location: SourceLocation { entry.photo?.location ?? SourceLocation(path: source) }
}
