import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// The output folder is rewritten through its hidden previous generation: these check that a
/// rebuild always gives exactly what a build from nothing gives, whatever state the previous
/// generation and the manifests are in, and that an unchanged rebuild touches nothing.
@Suite("Output generations")
struct OutputGenerationTests {
    static let entries = [
        "Content/entries/2026-04-05-picnic.md": "---\ntitle: Picnic\ntags: [spring]\n---\nKimbap under the trees.\n",
        "Content/entries/2026-04-07-rain.md": "---\ntitle: 비 오는 날\ntags: [spring, rain]\n---\n우산을 잃어버렸다.\n",
        "Content/entries/2026-05-01-may.md": "---\ntitle: May\n---\nA new month.\n",
    ]

    /// Every file under `folder` but the marker (which names the generation).
    static func files(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            if path != OutputWriter.markerName { files[path] = FileManager.default.contents(atPath: url.path) }
        }
        return files
    }

    /// Inode and modification time of every file: what "touched nothing" means.
    static func identities(_ folder: URL) -> [String: String] {
        var identities: [String: String] = [:]
        for path in files(folder).keys {
            var info = stat()
            stat(folder.appending(path: path).path, &info)
            identities[path] = "\(info.st_ino) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)"
        }
        return identities
    }

    func build(_ diary: TemporaryDiary, into output: URL? = nil) async throws {
        let layout = SiteLayout(root: diary.root, output: output)
        _ = try await Builder(layout: layout, options: BuildOptions(readsGitHistory: false)).build()
    }

    /// Builds `diary` into a new folder and compares it with its Output/, file by file.
    func expectMatchesAFreshBuild(_ diary: TemporaryDiary, _ comment: Testing.Comment) async throws {
        let fresh = diary.root.appending(path: "fresh-\(UUID().uuidString)")
        try await build(diary, into: fresh)
        let expected = Self.files(fresh)
        let actual = Self.files(diary.layout.output)
        #expect(Set(actual.keys) == Set(expected.keys), comment)
        for (path, bytes) in expected where actual[path] != bytes {
            Issue.record("\(path) differs from a fresh build: \(comment)")
        }
        try FileManager.default.removeItem(at: fresh)
    }

    func write(_ diary: TemporaryDiary, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: diary.root.appending(path: path))
    }

    @Test func everyRebuildMatchesABuildFromNothing() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "first build")

        try write(
            diary, "Content/entries/2026-04-05-picnic.md",
            "---\ntitle: Picnic in the park\ntags: [spring]\n---\nKimbap.\n")
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "a title changed")

        try write(diary, "Content/entries/2026-06-02-june.md", "---\ntitle: June\ntags: [summer]\n---\nHot.\n")
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "an entry in a new month")

        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/entries/2026-04-07-rain.md"))
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "an entry and its tag removed")

        try write(
            diary, "Content/entries/2026-05-01-may.comments.json",
            #"{"comments": [{"id": "c1", "author": "Jun", "date": "2026-05-02", "body": "Hello"}]}"#)
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "a comment thread added")

        try write(
            diary, "Content/diary.yaml",
            TemporaryDiary.defaultConfig.replacingOccurrences(of: "Test diary", with: "Our diary"))
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "diary.yaml changed every page")

        let previous = diary.layout.output.deletingLastPathComponent().appending(path: ".Output.previous")
        #expect(FileManager.default.fileExists(atPath: previous.path))
    }

    /// A rebuild that places every page (diary.yaml changed) makes the manifest of the pages it
    /// placed, with the previous generation's other files added: a page gone with its entry in
    /// the same rebuild must leave the folder and the manifest, and the next build find nothing to do.
    @Test func aRebuildOfEveryPageListsOnlyTheSitesFiles() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try await build(diary)  // the previous generation now holds the whole site
        #expect(Self.files(diary.layout.output)["2026/04/rain/index.html"] != nil)
        #expect(Self.files(diary.layout.output)["tags/rain/index.html"] != nil)
        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/entries/2026-04-07-rain.md"))
        try write(
            diary, "Content/diary.yaml",
            TemporaryDiary.defaultConfig.replacingOccurrences(of: "Test diary", with: "Our diary"))
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "every page placed, an entry gone")
        #expect(Self.files(diary.layout.output)["2026/04/rain/index.html"] == nil)
        #expect(Self.files(diary.layout.output)["tags/rain/index.html"] == nil)
        let before = Self.identities(diary.layout.output)
        try await build(diary)
        #expect(Self.identities(diary.layout.output) == before)
    }

    /// Pages placed while they rendered are listed in the build's report without their bytes:
    /// the figures are those of the folder written, from nothing and in a rebuild that places
    /// every page again.
    @Test func theReportCountsThePagesPlacedWithoutTheirBytes() async throws {
        let diary = try TemporaryDiary(Self.entries)
        for change in ["from nothing", "every page placed again"] {
            if change != "from nothing" {
                try write(
                    diary, "Content/diary.yaml",
                    TemporaryDiary.defaultConfig.replacingOccurrences(of: "Test diary", with: "Our diary"))
            }
            let report = try await Builder(layout: diary.layout, options: BuildOptions(readsGitHistory: false)).build()
            let written = Self.files(diary.layout.output).keys.filter { !$0.hasPrefix(".") }
            let pages = report.site.files.filter { RenderedSite.isPage($0.path) }
            #expect(!pages.isEmpty && pages.allSatisfy { $0.contents == .placed }, "\(change)")
            #expect(report.counts.pages == written.count { $0.hasSuffix(".html") }, "\(change)")
            #expect(report.counts.pages + report.counts.otherFiles == written.count, "\(change)")
            #expect(report.renderedHTMLPages == report.counts.pages, "\(change)")
        }
    }

    @Test func anUnchangedRebuildTouchesNothing() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await build(diary)
        let before = Self.identities(diary.layout.output)
        try await build(diary)
        #expect(Self.identities(diary.layout.output) == before)
    }

    /// Without a previous generation (removed, or never made: a site written by a build too
    /// small to follow), it is made by the first change: a rebuild that finds the output already
    /// right leaves no empty folder beside it.
    @Test func aRebuildThatChangesNothingMakesNoPreviousFolder() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        let previous = diary.layout.output.deletingLastPathComponent().appending(path: ".Output.previous")
        try FileManager.default.removeItem(at: previous)
        try await build(diary)  // files this new are never trusted unread: a real build, same site
        #expect(!FileManager.default.fileExists(atPath: previous.path))
    }

    @Test func unchangedPagesAreNotWrittenAgain() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try await build(diary)  // the second generation starts the previous folder
        let before = Self.identities(diary.layout.output)
        try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await build(diary)
        let after = Self.identities(diary.layout.output)
        // April's entry page shows nothing of May's: its file is the very same one (a hard link).
        #expect(after["2026/04/picnic/index.html"] == before["2026/04/picnic/index.html"])
        #expect(after["2026/05/may/index.html"] != before["2026/05/may/index.html"])
    }

    @Test func pagesTheOutputAlreadyHoldsAreNotRenderedAgain() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try write(diary, "Content/entries/2026-04-07-rain.md", "---\ntitle: 비 오는 날!\ntags: [spring, rain]\n---\n우산.\n")
        let report = try await Builder(layout: diary.layout, options: BuildOptions(readsGitHistory: false)).build()
        #expect(report.renderedPages.listed.contains("2026/04/rain/index.html"))
        // May's page names April 7 as the previous entry, so it changes too; these do not.
        #expect(!report.renderedPages.listed.contains("on-this-day/05-01/index.html"))
        #expect(!report.renderedPages.listed.contains("2026/05/grid/index.html"))
        #expect(!report.renderedPages.listed.contains("404.html"))
        try await expectMatchesAFreshBuild(diary, "after rendering only what changed")
    }

    @Test func aPageDeletedFromTheOutputByHandComesBack() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try FileManager.default.removeItem(at: diary.layout.output.appending(path: "2026/05/may/index.html"))
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "nothing changed but a page was deleted")
        try FileManager.default.removeItem(at: diary.layout.output.appending(path: "2026/05/may/index.html"))
        try write(diary, "Content/entries/2026-04-05-picnic.md", "---\ntitle: Picnic!\ntags: [spring]\n---\nKimbap.\n")
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "an entry changed and another's page was deleted")
        let handle = try FileHandle(forWritingTo: diary.layout.output.appending(path: "404.html"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("<!-- edited by hand -->".utf8))
        try handle.close()
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "a page edited by hand")
    }

    /// Pages the published folder does not list render while the folders are checked; one the
    /// previous generation still holds (an edit undone) is taken from there all the same, and a
    /// page changed by hand in the same build is rendered after the check.
    @Test func anEditUndoneTakesItsPagesFromThePreviousGeneration() async throws {
        let diary = try TemporaryDiary(Self.entries)
        let picnic = "Content/entries/2026-04-05-picnic.md"
        try await build(diary)
        try write(diary, picnic, "---\ntitle: Picnic, renamed\ntags: [spring]\n---\nKimbap under the trees.\n")
        try await build(diary)
        try write(diary, picnic, Self.entries[picnic]!)
        let handle = try FileHandle(forWritingTo: diary.layout.output.appending(path: "2026/05/may/index.html"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("<!-- edited by hand -->".utf8))
        try handle.close()
        let layout = SiteLayout(root: diary.root)
        let report = try await Builder(layout: layout, options: BuildOptions(readsGitHistory: false)).build()
        #expect(!report.renderedPages.listed.contains("2026/04/picnic/index.html"), "the previous generation holds it")
        #expect(report.renderedPages.listed.contains("2026/05/may/index.html"), "changed by hand")
        try await expectMatchesAFreshBuild(diary, "an edit undone, and a page changed by hand")
    }

    /// A file put into the published folder by hand is not the site: it goes at the next build and
    /// does not come back with the generation after (that folder becomes the previous one).
    @Test func filesPutIntoTheOutputByHandDoNotSurvive() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try await build(diary)
        try Data("stray".utf8).write(to: diary.layout.output.appending(path: "stray.html"))
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "a stray file, nothing else changed")
        try Data("stray".utf8).write(to: diary.layout.output.appending(path: "2026/04/stray.html"))
        try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: Zero\n---\nA new month.\n")
        try await build(diary)
        for title in ["One", "Two", "Three"] {
            try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: \(title)\n---\nA new month.\n")
            try await build(diary)
            try await expectMatchesAFreshBuild(diary, "a stray file, then a change (\(title))")
        }
    }

    /// A file put into the output by hand when nothing else changed is found, taken out of the
    /// hidden generation by the next build, and never comes back.
    @Test func aStrayNeverComesBack() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try await build(diary)  // nothing changed
        try Data("stray".utf8).write(to: diary.layout.output.appending(path: "2026/04/stray.html"))
        try await build(diary)  // the output is not intact: a real build
        for title in ["One", "Two", "Three", "Four"] {
            try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: \(title)\n---\nA new month.\n")
            try await build(diary)
            try await expectMatchesAFreshBuild(diary, "a stray, then a change (\(title))")
            let writer = OutputWriter(layout: diary.layout)
            #expect(!FileManager.default.fileExists(atPath: writer.previous.appending(path: "2026/04/stray.html").path))
        }
    }

    @Test(arguments: ["missing", "truncated", "garbage", "foreign identity"])
    func aLostOrDamagedManifestOnlyCostsTime(damage: String) async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await build(diary)
        let manifests = diary.root.appending(path: ".keepsake-cache/outputs")
        for name in try FileManager.default.contentsOfDirectory(atPath: manifests.path) {
            let url = manifests.appending(path: name)
            let bytes = try Data(contentsOf: url)
            switch damage {
            case "missing": try FileManager.default.removeItem(at: url)
            case "truncated": try bytes.prefix(bytes.count / 2).write(to: url)
            case "garbage": try Data("0000 not a manifest\n".utf8).write(to: url)
            default:
                // Another keepsake's: the header names another identity.
                let at = "keepsake-output-manifest ".utf8.count
                var changed = bytes
                changed[changed.startIndex + at] ^= 1
                try changed.write(to: url)
            }
        }
        try write(diary, "Content/entries/2026-04-05-picnic.md", "---\ntitle: Picnic again\n---\nMore kimbap.\n")
        try await build(diary)
        // A manifest no keepsake can use any more is not left behind (the one of the folder
        // written afresh); at most those of the two folders stay.
        let left = try FileManager.default.contentsOfDirectory(atPath: manifests.path)
        #expect(left.count <= 2, "\(damage): \(left)")
        try await expectMatchesAFreshBuild(diary, "manifests \(damage)")
    }

    @Test func aPreviousGenerationLeftHalfWrittenIsWrittenAfresh() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        try await build(diary)
        let previous = diary.layout.output.deletingLastPathComponent().appending(path: ".Output.previous")
        try FileManager.default.createDirectory(
            at: previous.appending(path: "2026/04"), withIntermediateDirectories: true)
        try Data("keepsake output (being written)\n".utf8).write(to: previous.appending(path: OutputWriter.markerName))
        try Data("half a page".utf8).write(to: previous.appending(path: "2026/04/index.html"))
        try Data("junk".utf8).write(to: previous.appending(path: "junk.html"))
        try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "previous generation killed while being written")
    }

    /// A build killed between making the previous generation's folder and renaming its marker into
    /// place leaves only the marker's temporary file: that folder is ours (found by the kill test).
    @Test func aPreviousGenerationKilledWhileBeingMarkedIsWrittenAfresh() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        let previous = diary.layout.output.deletingLastPathComponent().appending(path: ".Output.previous")
        try FileManager.default.createDirectory(at: previous, withIntermediateDirectories: true)
        try Data("keepsake output (being written)\n".utf8).write(
            to: previous.appending(path: OutputWriter.markerName + ".tmp"))
        try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        try await build(diary)
        try await expectMatchesAFreshBuild(diary, "previous generation killed while being marked")
    }

    @Test func aForeignFolderWhereThePreviousGenerationGoesIsNeverDeleted() async throws {
        let diary = try TemporaryDiary(Self.entries)
        try await build(diary)
        let previous = diary.layout.output.deletingLastPathComponent().appending(path: ".Output.previous")
        // Keepsake's own (made by the build from nothing) removed, and a folder of someone's in its place.
        try FileManager.default.removeItem(at: previous)
        try FileManager.default.createDirectory(at: previous, withIntermediateDirectories: true)
        let notes = previous.appending(path: "notes.txt")
        try Data("mine".utf8).write(to: notes)
        try write(diary, "Content/entries/2026-05-01-may.md", "---\ntitle: May!\n---\nA new month.\n")
        let failure = await #expect(throws: BuildFailure.self) { try await build(diary) }
        #expect(failure?.diagnostics.first?.message.contains("not written by keepsake") == true)
        #expect(FileManager.default.contents(atPath: notes.path) == Data("mine".utf8))
    }

    /// A manifest of `digests`, every file with `stamp`.
    private func stampedManifest(_ stamp: OutputManifest.Stamp, _ digests: [String: UInt64]) -> OutputManifest {
        OutputManifest(files: digests.mapValues { OutputManifest.File(digest: $0, stamp: stamp) })
    }

    /// A big site's manifest reads back the same; a change deep inside it is found.
    @Test func bigManifestsRoundTrip() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "m").path
        let stamp = OutputManifest.Stamp(inode: 12, size: 3456, modified: 1_763_000_000_123_456_789)
        let paths = (0..<3000).map { "2026/04/일기-\($0)/index.html" }
        let many = stampedManifest(
            stamp, Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, UInt64($0)) }))
        try many.save(to: path)
        #expect(OutputManifest.load(from: path) == many)
        var damaged = try Data(contentsOf: URL(filePath: path))
        damaged[damaged.startIndex + damaged.count / 2] ^= 0x01
        try damaged.write(to: URL(filePath: path))
        #expect(OutputManifest.load(from: path) == nil)
    }

    @Test func manifestsRoundTripAndRefuseDamage() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "m").path
        let stamp = OutputManifest.Stamp(inode: 12, size: 3456, modified: 1_763_000_000_123_456_789)
        let manifest = stampedManifest(stamp, ["index.html": 1, "2026/04/비/index.html": .max, "a b/c.css": 0])
        try manifest.save(to: path)
        #expect(OutputManifest.load(from: path) == manifest)
        let bytes = try Data(contentsOf: URL(filePath: path))
        // Cut short, one byte changed anywhere, or a count too big: never read as a manifest.
        try bytes.dropLast().write(to: URL(filePath: path))
        #expect(OutputManifest.load(from: path) == nil)
        for offset in stride(from: 0, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged[damaged.startIndex + offset] ^= 0x20
            try damaged.write(to: URL(filePath: path))
            #expect(OutputManifest.load(from: path) == nil, "byte \(offset) changed")
        }
        // A path with a line break is listed like any other (the format is not lines).
        let odd = stampedManifest(stamp, ["a\nb.html": 7])
        try odd.save(to: path)
        #expect(OutputManifest.load(from: path) == odd)
        #expect(OutputManifest.generation(ofMarker: "keepsake output 0123456789abcdef\n") == "0123456789abcdef")
        #expect(OutputManifest.generation(ofMarker: "keepsake output (being written)\n") == nil)
        #expect(OutputManifest.generation(ofMarker: "") == nil)
    }
}
