/// The picture on an entry's polaroid.
public struct Photo: Sendable, Hashable {
    /// Path relative to the diary root, e.g. `Content/entries/2024/05/photos/picnic.jpg`.
    public let source: String
    /// Path inside the site, e.g. `media/entries/2024/05/photos/picnic.jpg`.
    public let sitePath: String
    /// Alternative text; empty when the writer gave none (the renderer then falls back to the title).
    public let alt: String

    public init(source: String, sitePath: String, alt: String) {
        self.source = source
        self.sitePath = sitePath
        self.alt = alt
    }
}
