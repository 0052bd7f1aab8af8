import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

#if canImport(Glibc)
    import Glibc
#endif

/// The output folder checked against its manifest: one `stat` per file finds what was changed
/// or deleted by hand, and a listing of its folders what was put there by hand.
@Suite("Output folder check")
final class OutputCheckTests {
    let root: URL
    static let pages = [
        "index.html", "2026/04/index.html", "2026/04/picnic/index.html", "2026/04/rain/index.html", "tags/index.html",
    ]

    deinit { try? FileManager.default.removeItem(at: root) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "keepsake-check-\(UUID().uuidString)")
        for path in Self.pages { try write(path, "page \(path)") }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The site as written now, every file with its stamp.
    func manifest() -> OutputManifest {
        var manifest = OutputManifest()
        for path in Self.pages {
            manifest.files[path] = OutputManifest.File(
                digest: ContentDigest.of(path), stamp: OutputManifest.Stamp.of(root.path + "/" + path))
        }
        return manifest
    }

    func holdsOnly(_ manifest: OutputManifest) -> Bool {
        OutputWriter(layout: SiteLayout(root: root)).holdsOnly(manifest, in: root.path)
    }

    @Test func anUntouchedSiteIsWholeAndHoldsNothingElse() throws {
        let manifest = manifest()
        #expect(manifest.verified(in: root.path) == manifest)
        try write(OutputWriter.markerName, "not the site's, but the marker")
        try write("README.md", "a placeholder the diary keeps")
        #expect(holdsOnly(manifest))
    }

    @Test func filesPutThereByHandAreFoundWhereverTheyAre() throws {
        let manifest = manifest()
        for stray in ["2026/04/picnic/notes.txt", "2026/04/stray/a.html", "2026/04/stray/deeper/b.html", "keep.txt"] {
            try write(stray, "mine")
            #expect(!holdsOnly(manifest), "\(stray)")
            #expect(manifest.verified(in: root.path) == manifest)
            try FileManager.default.removeItem(at: root.appending(path: stray))
        }
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "2026/link").path, withDestinationPath: root.appending(path: "index.html").path
        )
        #expect(!holdsOnly(manifest), "a link")
    }

    @Test func aLinkNamedLikeAFolderOfTheSiteIsNotTheSite() throws {
        let manifest = manifest()
        try FileManager.default.removeItem(at: root.appending(path: "tags"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "tags").path, withDestinationPath: "/tmp")
        let verified = manifest.verified(in: root.path)
        #expect(verified.files["tags/index.html"] == nil)
        #expect(!holdsOnly(verified))
    }

    @Test func aFileEditedOrRemovedByHandIsNoLongerVerified() throws {
        let manifest = manifest()
        let page = root.appending(path: "2026/04/rain/index.html").path
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(" edited".utf8))
        try handle.close()
        try FileManager.default.removeItem(at: root.appending(path: "2026/04/picnic/index.html"))
        let verified = manifest.verified(in: root.path)
        #expect(verified.files.keys.sorted() == ["2026/04/index.html", "index.html", "tags/index.html"])
        #expect(!holdsOnly(verified), "the page edited by hand is one file too many")
    }

    @Test func foldersAreListedOnceWithTheirParents() {
        let folders = FileTree.folders(of: [
            "index.html", "a/b/c.html", "a/b/d.html", "a/e.html", "한국/일기/index.html",
        ])
        #expect(folders == ["a/b", "a", "한국/일기", "한국"])
    }

    /// A folder's listing: the names `FileManager` gives, in their own bytes, folders and links
    /// told from files, however many names there are.
    @Test func aListingTellsFilesFoldersAndLinksApart() throws {
        var files = (0..<300).map { "page-\($0)-\(String(repeating: "x", count: $0 % 40)).html" }
        files += ["일기.html", "\u{1100}\u{1161}.html", ".hidden"]
        let folder = root.appending(path: "listing")
        for name in files { try write("listing/" + name, name) }
        for name in ["2024", "사진"] {
            try FileManager.default.createDirectory(
                at: folder.appending(path: name), withIntermediateDirectories: false)
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appending(path: "link").path, withDestinationPath: folder.appending(path: "2024").path)
        var items: [FileTree.Item] = []
        FileTree.listing(open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) { items = $1 }
        #expect(items.count == files.count + 3, "no `.` or `..`, nothing twice")
        #expect(
            Set(items.map { Array($0.name.utf8) }) == Set((files + ["2024", "사진", "link"]).map { Array($0.utf8) }))
        for item in items {
            let kind: FileTree.Item.Kind = item.name == "link" ? .other : files.contains(item.name) ? .file : .folder
            #expect(item.kind == kind, "\(item.name)")
        }
    }
}
