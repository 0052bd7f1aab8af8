import Testing

@testable import KeepsakeCore

@Suite("ContentScanner.SignedScan")
struct SignedScanTests {
    /// The scan's signatures are found by path in its own columns (no table by path is made):
    /// each file's is what `stat` says of it, and a path the scan did not find has none.
    @Test func signaturesAreFoundByPath() throws {
        let folder = try TemporaryFolder()
        let paths = [
            "Content/entries/2024/05/2024-05-03-a.md", "Content/entries/2024/05/2024-05-03-a.comments.json",
            "Content/entries/2024/06/2024-06-01-소풍.md", "Content/entries/2024/06/photos/p.jpg", "Content/diary.yaml",
        ]
        for (index, path) in paths.enumerated() { try folder.write(path, String(repeating: "x", count: index + 1)) }
        let scan = ContentScanner.scanSigned(SiteLayout(root: folder.url))
        let signatures = scan.signatures()
        #expect(scan.fileCount == paths.count)
        for path in paths {
            let signature = try #require(signatures[path], "\(path) was scanned")
            #expect(signature == FileStat.of(path, root: folder.url.path))
        }
        #expect(signatures["Content/entries/2024/05/2024-05-04-b.md"] == nil)
        #expect(signatures["Content/entries/2024/05"] == nil, "a folder is not a file")
        // The stamp's view of each file, in the order walked, holds the same files.
        let listed = (0..<scan.fileCount).map { scan[$0] }
        #expect(Set(listed.map(\.path)) == Set(paths))
        for file in listed {
            #expect(file.key == ContentDigest.of(file.path))
            #expect(file.digest == signatures[file.path]?.digest)
            #expect(file.latestChange == signatures[file.path]?.latestChange)
        }
        #expect(scan.digest == listed.reduce(0) { $0 &+ $1.digest })
    }

    /// The signatures are found by the path's digest alone (the scan is let go before the
    /// entries load): two paths whose digests were the same would both go without one, so that
    /// each is stat'ed again rather than given the other's.
    @Test func pathsSharingADigestHaveNoSignature() throws {
        let folder = try TemporaryFolder()
        let paths = ["Content/a/2024-05-01-a.md", "Content/a/2024-05-02-b.md", "Content/a/2024-05-03-c.md"]
        for path in paths { try folder.write(path, "text\n") }
        let root = folder.url.path
        var files = ScannedFiles()
        for path in paths { files.add(path, signature: FileSignature.of(path: root + "/" + path), signing: true) }
        #expect(ContentScanner.SignedScan(files).signatures()[paths[0]] == FileStat.of(paths[0], root: root))
        files.keys[1] = files.keys[0]
        let signatures = ContentScanner.SignedScan(files).signatures()
        #expect(signatures[paths[0]] == nil)
        #expect(signatures[paths[2]] == FileStat.of(paths[2], root: root))
    }

    /// The inventory made from a signed scan is the plain scan's.
    @Test func inventoryIsThePlainScans() throws {
        let folder = try TemporaryFolder()
        for path in ["Content/b/2024-05-02-b.md", "Content/a/2024-05-01-a.md", "Content/a/2024-05-01-a.comments.json", "Content/a/x.png"] {
            try folder.write(path, "text\n")
        }
        let layout = SiteLayout(root: folder.url)
        let signed = ContentScanner.scanSigned(layout).inventory()
        let plain = ContentScanner.scan(layout)
        #expect(signed.entries == ["Content/a/2024-05-01-a.md", "Content/b/2024-05-02-b.md"])
        #expect(signed.entries == plain.entries)
        #expect(signed.sidecars == plain.sidecars)
        #expect(signed.files == plain.files)
        #expect(signed.filesDigest == plain.filesDigest)
    }
}
