import KeepsakeCore

/// One photo, processed: the files made from it, each in WebP and in a fallback format, with
/// their sizes (for `srcset`, `width` and `height`) and where they are in the cache and the site.
public struct PhotoVariants: Sendable, Hashable {
    /// One file made from the photo.
    public struct Image: Sendable, Hashable {
        public let size: PixelSize
        public let format: ImageFormat
        /// The file's path inside the site: `media/entries/2026/04/photos/cherry-960-1a2b3c4d.webp`.
        public let sitePath: String
        /// The file's path relative to the diary root: `.keepsake-cache/photos/….webp`.
        public let cachePath: String

        package init(size: PixelSize, format: ImageFormat, sitePath: String, cachePath: String) {
            (self.size, self.format, self.sitePath, self.cachePath) = (size, format, sitePath, cachePath)
        }
    }

    /// One size, in WebP and in the fallback format (JPEG, or PNG for a photo with transparency).
    public struct Rendition: Sendable, Hashable {
        public let webp: Image
        public let fallback: Image

        package init(webp: Image, fallback: Image) { (self.webp, self.fallback) = (webp, fallback) }
        public var size: PixelSize { webp.size }
    }

    /// The photo's path relative to the diary root.
    public let source: String
    /// Its size, upright.
    public let size: PixelSize
    /// In the photo's own proportions, narrowest first (for the entry page).
    public let full: [Rendition]
    /// Square crops, narrowest first (for polaroids and grid cards on list pages).
    public let square: [Rendition]
    /// Changes whenever any published file or size changes: part of the digests of the pages
    /// that show the photo, so they are rendered again.
    public let digest: UInt64

    public init(source: String, size: PixelSize, full: [Rendition], square: [Rendition]) {
        (self.source, self.size, self.full, self.square) = (source, size, full, square)
        var digest = ContentDigest()
        digest.add(source)
        for image in (full + [nil] + square).flatMap({ $0.map { [$0.webp, $0.fallback] } ?? [] }) {
            digest.add(image.sitePath)
            digest.add(image.size.width)
            digest.add(image.size.height)
        }
        self.digest = digest.value
    }

    /// Every file to publish, once each.
    public var images: [Image] {
        var seen = Set<String>()
        return (full + square).flatMap { [$0.webp, $0.fallback] }.filter { seen.insert($0.sitePath).inserted }
    }
}
