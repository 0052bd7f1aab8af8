/// What a load needs of a file's `stat`: the digest of its path and signature (the build stamp's,
/// `FileSignature.digest(ofPath:_:)`) and its latest change (whether it is racily clean). 16 bytes
/// where a `FileSignature` takes 48: a big diary's scan holds one for each of its files while its
/// entries load.
struct FileStat: Sendable, Hashable {
    let digest: UInt64
    /// `FileSignature.latestChange` (ns).
    let latestChange: Int64

    /// `nil` when there is no signature (the file could not be stat'ed).
    init?(key: UInt64, _ signature: FileSignature?) {
        guard let signature else { return nil }
        self.init(digest: FileSignature.digest(ofPath: key, signature), latestChange: signature.latestChange)
    }

    init(digest: UInt64, latestChange: Int64) {
        self.digest = digest
        self.latestChange = latestChange
    }

    /// The file at `path` (relative to the diary root) as `stat` says it is now, `nil` when it
    /// cannot be stat'ed.
    static func of(_ path: String, root: String) -> FileStat? {
        FileStat(key: ContentDigest.of(path), FileSignature.of(path: root + "/" + path))
    }

    /// `FileSignature.isRecent(comparedTo:)`.
    func isRecent(comparedTo instant: Int64) -> Bool {
        FileSignature.isRecent(latestChange, comparedTo: instant)
    }
}
