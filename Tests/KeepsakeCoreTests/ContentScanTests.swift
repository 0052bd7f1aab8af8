import Testing

@testable import KeepsakeCore

@Suite("ContentScanner.Scan")
struct ContentScanTests {
    /// The load's start: now, so that the files just written are racily clean.
    static let start = FileSignature.now()

    /// The scan's signatures are found by path: each file's is what `stat` says of it, and a path
    /// the scan did not find has none.
    @Test func signaturesAreFoundByPath() throws {
        let folder = try TemporaryFolder()
        let paths = [
            "Content/entries/2024/05/2024-05-03-a.md", "Content/entries/2024/05/2024-05-03-a.comments.json",
            "Content/entries/2024/06/2024-06-01-소풍.md", "Content/entries/2024/06/photos/p.jpg", "Content/diary.yaml",
        ]
        for (index, path) in paths.enumerated() { try folder.write(path, String(repeating: "x", count: index + 1)) }
        let scan = ContentScanner.scanSigned(SiteLayout(root: folder.url))
        let signatures = scan.signatures(start: Self.start)
        #expect(scan.files.count == paths.count)
        for path in paths {
            let signature = try #require(signatures.stat(of: path), "\(path) was scanned")
            #expect(signature == FileStat.of(path, root: folder.url.path, start: Self.start))
        }
        #expect(signatures.stat(of: "Content/entries/2024/05/2024-05-04-b.md") == nil)
        #expect(signatures.stat(of: "Content/entries/2024/05") == nil, "a folder is not a file")
        // The stamp's view of each file, in the order walked, holds the same files.
        #expect(Set(scan.files.map(\.path)) == Set(paths))
        for file in scan.files {
            #expect(file.key == ContentDigest.of(file.path))
            #expect(file.digest == signatures.stat(of: file.path)?.digest)
            let latestChange = try #require(file.latestChange)
            #expect(
                FileSignature.isRecent(latestChange, comparedTo: Self.start) == signatures.stat(of: file.path)?.isRecent
            )
        }
        #expect(scan.digest == scan.files.reduce(0) { $0 &+ $1.digest })
        // Whether each is racily clean is the load's start's: all are, just written; none is
        // for a load a minute later.
        let later = scan.signatures(start: FileSignature.now() + 60_000_000_000)
        for path in paths {
            #expect(signatures.stat(of: path)?.isRecent == true)
            #expect(later.stat(of: path)?.isRecent == false)
        }
    }

    /// A signature is given only for a path spelled byte for byte as the scan found it: otherwise
    /// the file is stat'ed again rather than given another's.
    @Test func onlyTheScansOwnSpellingHasASignature() throws {
        let folder = try TemporaryFolder()
        let decomposed = "Content/a/2024-05-01-소풍.md".decomposedStringWithCanonicalMapping
        for path in [decomposed, "Content/a/2024-05-02-b.md"] { try folder.write(path, "text\n") }
        let scan = ContentScanner.scanSigned(SiteLayout(root: folder.url))
        let (signatures, files) = (scan.signatures(start: Self.start), scan.inventory().files)
        #expect(signatures.stat(of: decomposed) == FileStat.of(decomposed, root: folder.url.path, start: Self.start))
        #expect(files.contains("Content/a/2024-05-01-소풍.md"))
        #expect(signatures.stat(of: "Content/a/2024-05-01-소풍.md") == nil, "the composed spelling")
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

    /// A name written either way finds the file, spelled as its folder spells it (the spelling
    /// that opens it), as the same string however often it is asked.
    @Test func aNameWrittenEitherWayFindsTheFolderSpelling() throws {
        let composed = "Content/entries/2024/05/photos/사진.jpg"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        let files: Set<String> = ["Content/diary.yaml", decomposed, "Content/entries/2024/05/a.md"]
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        #expect(files.contains(composed) && files.contains(decomposed))
        var found = try #require(files.spelling(of: composed))
        #expect(Array(found.utf8) == Array(decomposed.utf8), "the folder's spelling, which opens the file")
        var again = try #require(files.spelling(of: decomposed))
        let same = found.withUTF8 { a in again.withUTF8 { b in a.baseAddress == b.baseAddress } }
        #expect(same, "the same storage, not a copy per reference")
        #expect(files.spelling(of: "Content/entries/2024/05/b.md") == nil)
        #expect(!files.contains("content/diary.yaml"), "paths compare exactly, case included")
    }
}
