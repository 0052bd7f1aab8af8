import KeepsakeCore

/// Every processed photo of a build, by source path: what the renderer takes from the photo stage.
/// A photo missing from it (no libvips) is published as it is.
public struct PhotoSet: Sendable {
    private let variants: [String: PhotoVariants]
    private let pictures: [String: PhotoVariants.Image]

    /// `variants`: the processed polaroid photos; `pictures`: the processed pictures of bodies, by source path.
    public init(_ variants: [PhotoVariants] = [], pictures: [String: PhotoVariants.Image] = [:]) {
        self.variants = Dictionary(variants.map { ($0.source, $0) }) { _, last in last }
        self.pictures = pictures
    }

    /// The processed file published at a picture's own address: a picture a body shows, or a photo
    /// published unresized (`publish_originals`) with its metadata removed.
    public func picture(_ source: String) -> PhotoVariants.Image? { pictures[source] }

    /// The processed photo made from `source` (a path relative to the diary root).
    public subscript(source: String) -> PhotoVariants? { variants[source] }

    public var count: Int { variants.count }

    /// The one file that stands for `photo` where only one can (feeds, `og:image`): the largest processed size
    /// in the fallback format (JPEG or PNG, which every reader shows), else the photo as published unprocessed.
    public func representative(of photo: Photo) -> String {
        variants[photo.source]?.full.last?.fallback.sitePath ?? photo.sitePath
    }

    /// The digest of what is published for `source`, or 0 when nothing is processed for it.
    func digest(of source: String?) -> UInt64 { source.flatMap { variants[$0]?.digest } ?? 0 }

    /// What an entry page shows of its body's pictures (their published sizes), 0 when none was processed.
    func digest(ofPictures media: [MediaFile]) -> UInt64 {
        var digest = ContentDigest()
        var found = false
        for picture in media {
            guard let image = pictures[picture.source] else { continue }
            digest.add(picture.source)
            digest.add(image.size.width)
            digest.add(image.size.height)
            found = true
        }
        return found ? digest.value : 0
    }
}
