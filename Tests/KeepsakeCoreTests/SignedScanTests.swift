import Testing

@testable import KeepsakeCore

@Suite("ContentScanner.SignedScan")
struct SignedScanTests {
    /// The load's start: now, so that the files just written are racily clean.
    static let start = FileSignature.now()

    /// The scan's signatures are found by each path's place among the paths of the inventory made
    /// from the same scan: each file's is what `stat` says of it, and a path the scan did not
    /// find has none.
    @Test func signaturesAreFoundByPath() throws {
        let folder = try TemporaryFolder()
        let paths = [
            "Content/entries/2024/05/2024-05-03-a.md", "Content/entries/2024/05/2024-05-03-a.comments.json",
            "Content/entries/2024/06/2024-06-01-소풍.md", "Content/entries/2024/06/photos/p.jpg", "Content/diary.yaml",
        ]
        for (index, path) in paths.enumerated() { try folder.write(path, String(repeating: "x", count: index + 1)) }
        let scan = ContentScanner.scanSigned(SiteLayout(root: folder.url))
        let (signatures, files) = (scan.signatures(start: Self.start), scan.inventory().files)
        #expect(scan.fileCount == paths.count)
        for path in paths {
            let signature = try #require(signatures.stat(of: path, in: files), "\(path) was scanned")
            #expect(signature == FileStat.of(path, root: folder.url.path, start: Self.start))
        }
        #expect(signatures.stat(of: "Content/entries/2024/05/2024-05-04-b.md", in: files) == nil)
        #expect(signatures.stat(of: "Content/entries/2024/05", in: files) == nil, "a folder is not a file")
        // The stamp's view of each file, in the order walked, holds the same files.
        let listed = (0..<scan.fileCount).map { scan[$0] }
        #expect(Set(scan.paths) == Set(paths))
        for (path, file) in zip(scan.paths, listed) {
            #expect(file.key == ContentDigest.of(path))
            #expect(file.digest & FileStat.digestBits == signatures.stat(of: path, in: files)?.digest)
            #expect(
                FileSignature.isRecent(file.latestChange, comparedTo: Self.start)
                    == signatures.stat(of: path, in: files)?.isRecent)
        }
        #expect(scan.digest == listed.reduce(0) { $0 &+ $1.digest })
        // Whether each is racily clean is the load's start's: all are, just written; none is
        // for a load a minute later.
        let later = scan.signatures(start: FileSignature.now() + 60_000_000_000)
        for path in paths {
            #expect(signatures.stat(of: path, in: files)?.isRecent == true)
            #expect(later.stat(of: path, in: files)?.isRecent == false)
        }
    }

    /// A signature is given only for a path spelled byte for byte as the scan found it, and only
    /// against the files of an inventory made from that scan: otherwise the file is stat'ed again
    /// rather than given another's.
    @Test func onlyTheScansOwnSpellingAndInventoryHaveSignatures() throws {
        let folder = try TemporaryFolder()
        let decomposed = "Content/a/2024-05-01-소풍.md".decomposedStringWithCanonicalMapping
        for path in [decomposed, "Content/a/2024-05-02-b.md"] { try folder.write(path, "text\n") }
        let scan = ContentScanner.scanSigned(SiteLayout(root: folder.url))
        let (signatures, files) = (scan.signatures(start: Self.start), scan.inventory().files)
        #expect(
            signatures.stat(of: decomposed, in: files)
                == FileStat.of(decomposed, root: folder.url.path, start: Self.start))
        #expect(files.contains("Content/a/2024-05-01-소풍.md"))
        #expect(signatures.stat(of: "Content/a/2024-05-01-소풍.md", in: files) == nil, "the composed spelling")
        let other: FileSet = ["Content/a/2024-05-02-b.md"]
        #expect(signatures.stat(of: "Content/a/2024-05-02-b.md", in: other) == nil, "another scan's files")
    }

    /// The inventory made from a signed scan is the plain scan's.
    @Test func inventoryIsThePlainScans() throws {
        let folder = try TemporaryFolder()
        for path in [
            "Content/b/2024-05-02-b.md", "Content/a/2024-05-01-a.md", "Content/a/2024-05-01-a.comments.json",
            "Content/a/x.png",
        ] {
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
