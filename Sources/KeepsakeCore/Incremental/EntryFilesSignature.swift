/// What `stat` said of an entry file and of its comment sidecar (or that it has none), as one
/// digest: a record only compares it with its files as seen again, so it need not hold them.
package struct EntryFilesSignature: Sendable, Hashable {
    /// 61 bits: a record keeps its flags in the other three (see `EntryCache.Record`).
    package let digest: UInt64

    /// The bits of a digest that a signature keeps.
    package static let digestBits: UInt64 = (1 << 61) - 1

    /// `nil` when the entry file could not be stat'ed: such a record is never trusted without
    /// reading.
    init?(entry: FileStat?, sidecar: FileStat?) {
        guard let entry else { return nil }
        var digest = ContentDigest()
        digest.add(entry.digest)
        digest.add(sidecar != nil)
        if let sidecar { digest.add(sidecar.digest) }
        self.digest = digest.value & Self.digestBits
    }

    package init(digest: UInt64) { self.digest = digest & Self.digestBits }
}
