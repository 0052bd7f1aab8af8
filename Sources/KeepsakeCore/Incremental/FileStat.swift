/// What a load needs of a file's `stat`: the digest of its path and signature
/// (`FileSignature.digest(ofPath:_:)`) and whether it is racily clean; a scan keeps one per file.
struct FileStat: Sendable, Hashable {
    let digest: UInt64
    /// `FileSignature.isRecent(comparedTo:)` the load's start.
    let isRecent: Bool

    /// The file at `path` (relative to the diary root) as `stat` says it is now, `nil` when it
    /// cannot be stat'ed.
    /// - Parameter start: when the load began (ns, `FileSignature.now()`).
    static func of(_ path: String, root: String, start: Int64) -> FileStat? {
        guard let signature = FileSignature.of(path: root + "/" + path) else { return nil }
        return FileStat(
            digest: FileSignature.digest(ofPath: ContentDigest.of(path), signature),
            isRecent: FileSignature.isRecent(signature.latestChange, comparedTo: start))
    }
}
