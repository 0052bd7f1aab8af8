/// What `stat` said of an entry file and of its comment sidecar (or that it has none), as one
/// digest: a record only compares it with its files as seen again, so it need not hold them.
package struct EntryFilesSignature: Sendable, Hashable {
    package let digest: UInt64

    /// `nil` when the entry file could not be stat'ed: such a record is never trusted without
    /// reading.
    init?(entry: FileStat?, sidecar: FileStat?) {
        guard let entry else { return nil }
        var digest = ContentDigest()
        digest.add(entry.digest)
        digest.add(sidecar != nil)
        if let sidecar { digest.add(sidecar.digest) }
        self.digest = digest.value
    }

    package init(digest: UInt64) { self.digest = digest }
}
