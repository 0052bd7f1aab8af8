/// Every processed photo of a build, by source path: what the renderer takes from the photo stage.
/// A photo missing from it (no libvips) is published as it is.
public struct PhotoSet: Sendable {
    private let variants: [String: PhotoVariants]

    public init(_ variants: [PhotoVariants] = []) {
        var bySource: [String: PhotoVariants] = [:]
        for item in variants { bySource[item.source] = item }
        self.variants = bySource
    }

    /// The processed photo made from `source` (a path relative to the diary root).
    public subscript(source: String) -> PhotoVariants? { variants[source] }

    public var count: Int { variants.count }

    /// The digest of what is published for `source`, or 0 when nothing is processed for it.
    func digest(of source: String?) -> UInt64 {
        source.flatMap { variants[$0]?.digest } ?? 0
    }
}
