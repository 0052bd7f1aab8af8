/// What `stat` said of an entry file and of its comment sidecar (or that it has none), as one
/// digest: an entry's record is only ever compared with its files as seen again, never read
/// field by field. Two `FileSignature`s were 82 of a record's 137 bytes, and a big diary holds a
/// record per entry while it loads, and writes one to its entry store.
struct EntryFilesSignature: Sendable, Hashable {
    let digest: UInt64

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

    init(digest: UInt64) {
        self.digest = digest
    }
}
