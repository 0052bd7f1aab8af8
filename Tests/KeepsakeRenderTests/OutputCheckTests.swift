import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

#if canImport(Glibc)
    import Glibc
#endif

/// The output folder checked with one `stat` per file and per folder: what was changed or put
/// there by hand is still found, and a folder is read only when its stamp moved.
@Suite("Output folder check")
final class OutputCheckTests {
    let root: URL

    deinit { try? FileManager.default.removeItem(at: root) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "keepsake-check-\(UUID().uuidString)")
        for path in [
            "index.html", "2026/04/index.html", "2026/04/picnic/index.html", "2026/04/rain/index.html",
            "tags/index.html",
        ] {
            try write(path, "page \(path)")
        }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The site as written now, every file with its stamp.
    func manifest() throws -> OutputManifest {
        var manifest = OutputManifest()
        for path in [
            "index.html", "2026/04/index.html", "2026/04/picnic/index.html", "2026/04/rain/index.html",
            "tags/index.html",
        ] {
            manifest.files[path] = OutputManifest.File(
                digest: ContentDigest.of(path), stamp: OutputManifest.Stamp.of(root.path + "/" + path))
        }
        return manifest
    }

    func check(_ manifest: OutputManifest, _ stamps: FolderStamps = FolderStamps()) -> OutputCheck {
        OutputCheck(root.path, manifest: manifest, folders: stamps, ignoring: [OutputWriter.markerName])
    }

    /// Waits out the racy window: a folder changed this close to its check proves nothing.
    func settle() async throws { try await Task.sleep(for: .milliseconds(150)) }

    @Test func anUntouchedSiteIsWholeAndItsFolderStampsAreLearnedOnce() async throws {
        let manifest = try manifest()
        try await settle()
        let first = check(manifest)
        #expect(first.isWhole && first.strays.isEmpty && first.verified == manifest)
        #expect(
            first.learned && first.folders.stamps.count == 6, "the top folder, 2026, 2026/04, its two entries, tags")
        #expect(first.worthSaving, "a walk's stamps are saved")
        let second = check(manifest, first.folders)
        #expect(second.isWhole && second.strays.isEmpty)
        #expect(!second.learned, "every folder's stamp still holds: none was read")
        #expect(second.folders == first.folders)
    }

    @Test func foldersChangedJustNowAreReadAgainNextTime() throws {
        let manifest = try manifest()
        let check = check(manifest)
        #expect(check.isWhole && check.strays.isEmpty)
        #expect(
            !check.learned && check.folders.stamps.isEmpty, "written less than 100 ms ago: no stamp proves anything yet"
        )
    }

    @Test func filesPutThereByHandAreFoundWhereverTheyAre() async throws {
        let manifest = try manifest()
        try await settle()
        let stamps = check(manifest).folders
        try write("2026/04/picnic/notes.txt", "mine")
        try write("2026/04/stray/a.html", "a")
        try write("2026/04/stray/deeper/b.html", "b")
        try write("keep.txt", "at the top")
        try write(OutputWriter.markerName, "ignored")
        try await settle()
        let found = check(manifest, stamps)
        #expect(
            Set(found.strays) == [
                "2026/04/picnic/notes.txt", "2026/04/stray/a.html", "2026/04/stray/deeper/b.html", "keep.txt",
            ])
        #expect(found.isWhole)
        // No stamp is kept for a folder read with a stray in it: the next check finds them again.
        #expect(Set(check(manifest, found.folders).strays) == Set(found.strays))
    }

    @Test func withoutStampsOneWalkFindsTheSameAndLearnsThem() async throws {
        let manifest = try manifest()
        try write("2026/04/picnic/notes.txt", "mine")
        try write("2026/04/stray/a.html", "a")
        try FileManager.default.removeItem(at: root.appending(path: "tags"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "tags").path, withDestinationPath: "/tmp")
        try await settle()
        let walked = check(manifest)
        #expect(Set(walked.strays) == ["2026/04/picnic/notes.txt", "2026/04/stray/a.html", "tags"])
        #expect(!walked.isWhole && walked.verified.files["tags/index.html"] == nil)
        #expect(walked.learned)
        let statted = check(manifest, walked.folders)
        #expect(Set(statted.strays) == Set(walked.strays) && statted.verified == walked.verified)
    }

    @Test func aLinkNamedLikeAFolderOfTheSiteIsNotTheSite() async throws {
        let manifest = try manifest()
        try await settle()
        let stamps = check(manifest).folders
        try FileManager.default.removeItem(at: root.appending(path: "tags"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "tags").path, withDestinationPath: "/tmp")
        let found = check(manifest, stamps)
        #expect(found.strays == ["tags"])
        #expect(!found.isWhole && found.verified.files["tags/index.html"] == nil)
    }

    @Test func aFileEditedOrRemovedByHandIsNoLongerVerified() async throws {
        let manifest = try manifest()
        try await settle()
        let stamps = check(manifest).folders
        let page = root.appending(path: "2026/04/rain/index.html").path
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(" edited".utf8))
        try handle.close()
        try FileManager.default.removeItem(at: root.appending(path: "2026/04/picnic/index.html"))
        let found = check(manifest, stamps)
        #expect(!found.isWhole)
        #expect(found.verified.files.keys.sorted() == ["2026/04/index.html", "index.html", "tags/index.html"])
        #expect(found.strays.isEmpty)
    }

    /// The table is mended in place from check to check: stamps of folders the site no longer
    /// has go once they would outnumber its folders.
    @Test func stampsOfFoldersTheSiteNoLongerHasAreDropped() async throws {
        let manifest = try manifest()
        try await settle()
        let learned = check(manifest).folders
        var stamps = learned
        for key in 1...10 { stamps.stamps[UInt64(key)] = FolderStamps.Stamp(inode: 1, modified: 1, changed: 1) }
        let found = check(manifest, stamps)
        #expect(found.isWhole && found.strays.isEmpty)
        #expect(found.learned)
        #expect(found.folders == learned)
    }

    /// The folders the last build wrote into are read again at each check: a few, not worth
    /// saving ten thousand stamps for. Unsaved, their old stamps no longer match, so the next
    /// check reads them again and finds whatever is there.
    @Test func aFewFoldersReadAgainAreNotWorthSavingTheTableFor() async throws {
        let manifest = try manifest()
        try await settle()
        let stamps = check(manifest).folders
        try write("2026/04/rain/notes.txt", "mine")
        try FileManager.default.removeItem(at: root.appending(path: "2026/04/rain/notes.txt"))
        try await settle()
        let again = check(manifest, stamps)
        #expect(again.learned && !again.worthSaving)
        #expect(again.isWhole && again.strays.isEmpty)
        try write("2026/04/rain/stray.txt", "put there by hand")
        #expect(check(manifest, stamps).strays == ["2026/04/rain/stray.txt"])
    }

    @Test func damagedStampsAreNotTrusted() async throws {
        let manifest = try manifest()
        try await settle()
        let stamps = check(manifest).folders
        let path = root.path + ".folders"
        defer { unlink(path) }
        stamps.save(to: path)
        #expect(FolderStamps.load(from: path) == stamps)
        var bytes = try Data(contentsOf: URL(filePath: path))
        bytes[20] ^= 1
        try bytes.write(to: URL(filePath: path))
        #expect(FolderStamps.load(from: path).stamps.isEmpty)
        try bytes.prefix(bytes.count - 8).write(to: URL(filePath: path))
        #expect(FolderStamps.load(from: path).stamps.isEmpty)
    }

    @Test func foldersAreListedOnceWithTheirParents() {
        let folders = OutputCheck.folders(of: [
            "index.html", "a/b/c.html", "a/b/d.html", "a/e.html", "한국/일기/index.html",
        ])
        #expect(folders.map(\.path) == ["", "a/b", "a", "한국/일기", "한국"])
        #expect(folders.allSatisfy { $0.key == ContentDigest.of($0.path) })
    }

    /// Each folder is stat'ed right before the files it holds, every file and folder once.
    @Test func foldersAreVisitedJustBeforeTheirFiles() {
        let paths = ["index.html", "a/b/c.html", "a/e.html", "한국/일기/index.html", "a/b/d.html", "a/x/y/z.html"]
        let (folders, parents) = OutputCheck.foldersAndParents(of: paths)
        #expect(folders.map(\.path) == ["", "a/b", "a", "한국/일기", "한국", "a/x/y", "a/x"])
        #expect(parents.map { folders[$0].path } == ["", "a/b", "a", "한국/일기", "a/b", "a/x/y"])
        let order = OutputCheck.visitingOrder(folders: folders.count, parents: parents)
        let named = order.map { $0 >= 0 ? paths[$0] : folders[~$0].path + "/" }
        #expect(
            named == [
                "/", "index.html", "a/b/", "a/b/c.html", "a/b/d.html", "a/", "a/e.html", "한국/일기/", "한국/일기/index.html",
                "한국/", "a/x/y/", "a/x/y/z.html", "a/x/",
            ])
    }
}
