import Testing

@testable import KeepsakeCore

/// An entry's record keeps its files' signatures as one digest: any field of either file, or a
/// sidecar appearing or going, makes it differ.
@Suite("Entry files' signature")
struct EntryFilesSignatureTests {
    static func file(_ inode: UInt64, size: Int64 = 100, modified: Int64 = 1_000, changed: Int64 = 1_000) -> FileStat {
        signed(FileSignature(device: 1, inode: inode, size: size, modified: modified, changed: changed))
    }

    /// As the scan and the load see it: the stamp's digest of the path and the signature.
    static func signed(_ signature: FileSignature, key: UInt64 = 7) -> FileStat {
        FileStat(
            digest: FileSignature.digest(ofPath: key, signature),
            isRecent: FileSignature.isRecent(signature.latestChange, comparedTo: 0))
    }

    @Test func anEntryFileNotStattedIsNeverTrusted() {
        #expect(EntryFilesSignature(entry: nil, sidecar: nil) == nil)
        #expect(EntryFilesSignature(entry: nil, sidecar: Self.file(2)) == nil)
    }

    @Test func everyFieldOfEitherFileCounts() throws {
        let entry = Self.file(1)
        let sidecar = Self.file(2)
        let seen = try #require(EntryFilesSignature(entry: entry, sidecar: sidecar))
        #expect(EntryFilesSignature(entry: Self.file(1), sidecar: Self.file(2)) == seen)
        let others: [(FileStat, FileStat?)] = [
            (entry, nil),
            (Self.file(1, size: 101), sidecar),
            (Self.file(1, modified: 1_001), sidecar),
            (Self.file(1, changed: 1_001), sidecar),
            (Self.signed(FileSignature(device: 2, inode: 1, size: 100, modified: 1_000, changed: 1_000)), sidecar),
            // The same signature at another path.
            (
                Self.signed(FileSignature(device: 1, inode: 1, size: 100, modified: 1_000, changed: 1_000), key: 8),
                sidecar
            ),
            (entry, Self.file(3)),
            (entry, Self.file(2, size: 99)),
            (entry, Self.file(2, changed: 999)),
            // The same two signatures the other way round.
            (sidecar, entry),
        ]
        for (entry, sidecar) in others {
            #expect(EntryFilesSignature(entry: entry, sidecar: sidecar) != seen)
        }
        #expect(Set(others.compactMap { EntryFilesSignature(entry: $0, sidecar: $1) }).count == others.count)
    }
}
