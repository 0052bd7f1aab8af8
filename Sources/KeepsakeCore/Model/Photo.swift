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
        self.source = source
        self.alt = alt
        self.location = location
    }

    /// Path inside the site, e.g. `media/entries/2024/05/photos/picnic.jpg` (`MediaFile.sitePath(of:)`):
    /// worked out when asked rather than kept, as every entry with a photo holds one for the
    /// whole build and only the photo stage and the cards ask.
    public var sitePath: String { MediaFile.sitePath(of: source) }
}
