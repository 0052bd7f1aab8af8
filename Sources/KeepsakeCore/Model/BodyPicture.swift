/// A picture entries' bodies show, once, with the first entry that shows it: what the photo stage
/// publishes, and where its messages about the picture point.
public struct BodyPicture: Sendable {
    public let file: MediaFile
    public let entry: Entry

    /// Path relative to the diary root.
    public var source: String { file.source }
    /// Path inside the site.
    public var sitePath: String { file.sitePath }
    /// Where the entry shows it. Reads the entry's path (with its detail, in a file for `keepsake
    /// build`): asked for a message only.
    public var location: SourceLocation { file.location(in: entry.source) }
}
