import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

#if canImport(Glibc)
    import Glibc
#endif

/// Links put into the hidden previous generation (`.Output.previous/`) are never followed: the
/// build neither writes nor deletes through them, and never swaps them into the published site.
@Suite("Links planted in the hidden generation")
struct PlantedLinkTests {
    let generations = OutputGenerationTests()

    /// Every symbolic link under `folder`, not followed.
    static func links(in folder: URL) -> [String] {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            var info = stat()
            if lstat(folder.appending(path: path).path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test func linksInTheHiddenGenerationAreReplacedNotFollowed() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        let outside = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        // A build from nothing leaves the hidden generation up to date (hard links to the site).
        try await generations.build(diary)
        let hidden = OutputWriter(layout: diary.layout).previous
        #expect(FileManager.default.fileExists(atPath: hidden.appending(path: "2026/04/picnic/index.html").path))

        let victim = outside.appending(path: "victim.html")
        let marker = outside.appending(path: "marker.txt")
        let folder = outside.appending(path: "folder", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, text) in [
            (victim, "precious\n"), (marker, "precious marker\n"), (folder.appending(path: "index.html"), "kept\n"),
            (folder.appending(path: "notes.txt"), "notes\n"),
        ] {
            try Data(text.utf8).write(to: file)
        }
        let outsideBefore = OutputGenerationTests.files(outside)
        func plant(_ path: String, to target: URL) throws {
            let place = hidden.appending(path: path)
            try? FileManager.default.removeItem(at: place)
            try FileManager.default.createSymbolicLink(atPath: place.path, withDestinationPath: target.path)
        }
        try plant("index.html", to: victim)  // a page the next build writes
        try plant("2026/04/rain/index.html", to: victim)  // a page it keeps
        try plant("2026/04/picnic", to: folder)  // a folder of pages it keeps
        try plant("2026/05/may", to: folder)  // a folder of a page it writes
        try plant(OutputWriter.markerName + ".tmp", to: marker)  // the marker's temporary file
        let foreign = hidden.appending(path: "foreign", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: foreign.appending(path: "secret").path, withDestinationPath: victim.path)

        try generations.write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await generations.build(diary)
        #expect(OutputGenerationTests.files(outside) == outsideBefore, "a file outside the output was changed")
        #expect(Self.links(in: diary.layout.output) == [], "links were published")
        #expect(Self.links(in: hidden) == [])
        try await generations.expectMatchesAFreshBuild(diary, "links planted in the hidden generation")

        // The same again after an edit: the generation just hidden is the old site.
        try plant("2026/04/picnic", to: folder)
        try generations.write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May?\n---\nA new month.\n")
        try await generations.build(diary)
        try generations.write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May.\n---\nA new month.\n")
        try await generations.build(diary)
        #expect(OutputGenerationTests.files(outside) == outsideBefore)
        #expect(Self.links(in: diary.layout.output) == [])
        try await generations.expectMatchesAFreshBuild(diary, "a link planted, then two edits")
    }

    /// A link in the hidden generation's own place is removed, never written through.
    @Test func aLinkInPlaceOfTheHiddenGenerationIsReplaced() async throws {
        let diary = try TemporaryDiary(OutputGenerationTests.entries)
        let outside = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("mine\n".utf8).write(to: outside.appending(path: "notes.txt"))
        try await generations.build(diary)
        let hidden = OutputWriter(layout: diary.layout).previous
        try FileManager.default.removeItem(at: hidden)
        try FileManager.default.createSymbolicLink(atPath: hidden.path, withDestinationPath: outside.path)
        try generations.write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await generations.build(diary)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["notes.txt"])
        #expect(Self.links(in: diary.layout.output) == [])
        try await generations.expectMatchesAFreshBuild(diary, "a link in place of the hidden generation")
    }
}
