/// How a diary wants its photos published: `photos:` in `Content/diary.yaml` (`keep_metadata: false`).
public struct PhotoOptions: Sendable, Hashable {
    /// Keep the photos' metadata (EXIF with the GPS position, XMP, IPTC, the colour profile) in
    /// the published files. Off by default: a diary should not tell strangers where its writer lives.
    public let keepMetadata: Bool

    public init(keepMetadata: Bool = false) { self.keepMetadata = keepMetadata }
}
