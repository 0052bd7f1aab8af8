/// The picture on an entry's polaroid.
public struct Photo: Sendable, Hashable {
    /// Path relative to the diary root, e.g. `Content/entries/2024/05/photos/picnic.jpg`.
    public let source: String
    /// Alternative text; empty when the writer gave none (the renderer then falls back to the title).
    public let alt: String
    /// Where the entry names it (the value of `photo:` in its front matter), for messages about the
    /// picture itself (not an image, truncated, too large).
    public let location: SourceLocation?

    public init(source: String, alt: String, location: SourceLocation? = nil) {
        (self.source, self.alt, self.location) = (source, alt, location)
    }

    /// Path inside the site, e.g. `media/entries/2024/05/photos/picnic.jpg`: worked out when asked, not kept.
    public var sitePath: String { MediaFile.sitePath(of: source) }
}
