import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A build that wrote much of the site brings the hidden previous generation up to it (hard
/// links), so that the edit after it links nothing.
@Suite("Output generations followed")
struct OutputFollowTests {
    let generations = OutputGenerationTests()

    /// Inode of every file under `folder` but the marker.
    static func inodes(_ folder: URL) -> [String: UInt64] {
        OutputGenerationTests.files(folder).keys.reduce(into: [:]) { inodes, path in
            var info = stat()
            stat(folder.appending(path: path).path, &info)
            inodes[path] = UInt64(info.st_ino)
        }
    }

    /// Appends to the page in place (its inode, and so the hidden generation's link, kept).
    static func editByHand(_ page: URL) throws {
        let handle = try FileHandle(forWritingTo: page)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("<!-- edited by hand -->".utf8))
        try handle.close()
    }

    @Test func aBuildFromNothingLeavesTheHiddenGenerationReadyForTheNextEdit() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        try await generations.build(diary)
        let writer = OutputWriter(layout: diary.layout)
        let published = Self.inodes(diary.layout.output)
        // The same files, not copies, and a generation the next build need not verify.
        #expect(Self.inodes(writer.previous) == published)
        let hidden = try #require(writer.generation(of: writer.previous))
        let shown = try #require(writer.generation(of: diary.layout.output))
        #expect(hidden != shown)
        #expect(writer.manifest(of: hidden) == writer.manifest(of: shown))
        // Saved from the list of files placed, not from a table: every file, each with its stamp.
        let manifest = try #require(writer.manifest(of: shown))
        #expect(Set(manifest.files.keys) == Set(OutputGenerationTests.files(diary.layout.output).keys))
        for (path, file) in manifest.files {
            #expect(file.stamp == OutputManifest.Stamp.of(diary.layout.output.appending(path: path).path), "\(path)")
        }

        try generations.write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await generations.build(diary)
        try await generations.expectMatchesAFreshBuild(diary, "an edit after a build from nothing")
        // Pages the edit did not change are the very files of the first build.
        let after = Self.inodes(diary.layout.output)
        #expect(after["2026/04/picnic/index.html"] == published["2026/04/picnic/index.html"])
        #expect(after["2026/05/may/index.html"] != published["2026/05/may/index.html"])
    }

    /// A manifest saved reads back as it was, but for the files not known as written.
    @Test func aManifestReadsBackWithoutFilesNotKnownAsWritten() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stamp = OutputManifest.Stamp(inode: 7, size: 120, modified: 1_700_000_000)
        let list: [(path: String, file: OutputManifest.File)] = [
            ("index.html", .init(digest: 1, stamp: stamp)),
            ("2026/04/picnic/index.html", .init(digest: 2, stamp: stamp)),
            ("한국어/index.html", .init(digest: 3, stamp: nil)),  // not known as written: left out
        ]
        let table = OutputManifest(files: Dictionary(uniqueKeysWithValues: list.map { ($0.path, $0.file) }))
        let saved = folder.appending(path: "manifest").path
        try table.save(to: saved)
        let read = try #require(OutputManifest.load(from: saved))
        #expect(read.files == table.files.filter { $0.value.stamp != nil })
    }

    /// diary.yaml changed renders every page: the old site, hidden by the swap, is brought up to
    /// the new one, and strays put into the output right after are still found.
    @Test func aFullRebuildIsFollowedAndStraysAfterItAreStillFound() async throws {
        // Enough entries for their pages to outnumber the theme's files (which a rebuild keeps).
        var entries = OutputGenerationTests.entries
        for day in 10...28 {
            entries["Content/entries/2026-04-\(day)-day\(day).md"] =
                "---\ntitle: Day \(day)\ntags: [d\(day)]\n---\n오늘.\n"
        }
        let diary = try TemporaryDiary(entries)
        try await generations.build(diary)
        let writer = OutputWriter(layout: diary.layout)
        for round in ["Our diary", "Their diary", "The diary"] {
            try generations.write(
                diary, "Content/diary.yaml",
                TemporaryDiary.defaultConfig.replacingOccurrences(of: "Test diary", with: round))
            try await generations.build(diary)
            #expect(Self.inodes(writer.previous) == Self.inodes(diary.layout.output), "\(round)")
            // At once: in the same clock tick as the build's last changes, if the machine is quick.
            try Data("stray".utf8).write(to: diary.layout.output.appending(path: "2026/04/picnic/stray.html"))
            try Self.editByHand(diary.layout.output.appending(path: "2026/04/rain/index.html"))
            try await generations.build(diary)
            try await generations.expectMatchesAFreshBuild(diary, "a stray and a page edited by hand after \(round)")
        }
    }

    /// A page edited by hand in the published folder is the same file in the hidden generation
    /// (a hard link): when its entry is then deleted, the next build must not leave it in the
    /// generation it publishes, where no check would read its folder again.
    @Test func aPageEditedByHandThenItsEntryDeletedDoesNotSurvive() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        try await generations.build(diary)
        try Self.editByHand(diary.layout.output.appending(path: "2026/04/picnic/index.html"))
        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/entries/2026-04-05-picnic.md"))
        try await generations.build(diary)
        try await generations.expectMatchesAFreshBuild(diary, "a page edited by hand, then its entry deleted")
        #expect(!FileManager.default.fileExists(atPath: diary.layout.output.appending(path: "2026/04/picnic").path))
        try generations.write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await generations.build(diary)
        try await generations.expectMatchesAFreshBuild(diary, "and an edit after that")
    }

    /// A build that changed more than `followsAfter` files but few of the site follows too, and a
    /// stray put into a folder it changed is still found.
    @Test func aSmallerFollowStillFindsStrays() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var writer = OutputWriter(layout: SiteLayout(root: root))
        writer.followsAfter = 1
        func site(_ changed: String) -> RenderedSite {
            RenderedSite(
                files: (0..<12).map { index in
                    let text = index == 3 ? changed : "page \(index)"
                    return RenderedSite.File(
                        path: "2026/\(index)/index.html", contents: .bytes(Array(text.utf8)),
                        digest: ContentDigest.of(text))
                })
        }
        try writer.write(site("first"))
        let published = writer.layout.output
        #expect(Self.inodes(writer.previous) == Self.inodes(published))
        try writer.write(site("second"))  // one file of twelve: more than `followsAfter`, so it follows
        #expect(Self.inodes(writer.previous) == Self.inodes(published))
        try Data("stray".utf8).write(to: published.appending(path: "2026/3/stray.html"))
        let manifest = try #require(writer.publishedState()?.manifest)
        #expect(!writer.holdsOnly(manifest, in: published.path))
    }

    /// A follow cut short (the build killed while linking) leaves the hidden generation without
    /// a manifest: the next build starts it afresh and the site is still right.
    @Test func aHiddenGenerationLeftWithoutItsManifestIsWrittenAfresh() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        try await generations.build(diary)
        let writer = OutputWriter(layout: diary.layout)
        let hidden = try #require(writer.generation(of: writer.previous))
        try FileManager.default.removeItem(atPath: writer.manifests.appending(path: hidden).path)
        try FileManager.default.removeItem(atPath: writer.previous.appending(path: "2026/04/picnic/index.html").path)
        try generations.write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await generations.build(diary)
        try await generations.expectMatchesAFreshBuild(diary, "after a follow cut short")
    }
}
