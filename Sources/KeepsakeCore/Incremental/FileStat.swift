/// What a load needs of a file's `stat`: the digest of its path and signature (62 bits of
/// `FileSignature.digest(ofPath:_:)`) and whether it is racily clean; a scan keeps one per file.
struct FileStat: Sendable, Hashable {
    /// The bits of the stamp's digest kept (the records of an entry store are made of these).
    static let digestBits: UInt64 = (1 << 62) - 1

    let digest: UInt64
    /// `FileSignature.isRecent(comparedTo:)` the load's start.
    let isRecent: Bool

    /// `nil` when there is no signature (the file could not be stat'ed).
    /// - Parameter start: when the load began (ns, `FileSignature.now()`).
    init?(key: UInt64, _ signature: FileSignature?, start: Int64) {
        guard let signature else { return nil }
        self.init(
            digest: FileSignature.digest(ofPath: key, signature),
            isRecent: FileSignature.isRecent(signature.latestChange, comparedTo: start))
    }

    init(digest: UInt64, isRecent: Bool) {
        self.digest = digest & Self.digestBits
        self.isRecent = isRecent
    }

    /// The file at `path` (relative to the diary root) as `stat` says it is now, `nil` when it
    /// cannot be stat'ed.
    static func of(_ path: String, root: String, start: Int64) -> FileStat? {
        FileStat(key: ContentDigest.of(path), FileSignature.of(path: root + "/" + path), start: start)
    }
}
