import Foundation
import Synchronization
import KeepsakeTestSupport
import Testing

@testable import KeepsakeCore

/// Scanning `Content/` and loading entries with their sidecars, on a small diary written to a temporary folder.
@Suite("ContentScanner and DiaryLoader")
struct DiaryLoaderTests {
    /// Writes `files` (path → bytes) under a fresh temporary diary root.
    private static func makeDiary(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "keepsake-core-tests-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    private static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    /// A first load of a diary of `files`, written to a temporary folder and removed after.
    private static func load(_ files: [String: [UInt8]]) async throws -> DiaryLoader.Loaded {
        let root = try makeDiary(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = SiteLayout(root: root)
        let loader = DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog)
        return await loader.load(ContentScanner.scan(layout))
    }

    static let diary: [String: [UInt8]] = [
        "Content/diary.yaml": text("title: T\n"),
        "Content/entries/2024/05/2024-05-03-picnic.md": [0xEF, 0xBB, 0xBF]
            + text("---\r\ntitle: Picnic\r\nphoto: photos/a.jpg\r\nphoto_alt: A\r\n---\r\nHi\r\n"),
        "Content/entries/2024/05/2024-05-03-picnic.comments.json": text(
            #"{"comments": [{"id": "c1", "author": "Jun", "date": "2024-05-03 22:00", "body": "First!"}]}"#),
        "Content/entries/2024/05/photos/a.jpg": [0xFF, 0xD8],
        "Content/entries/2024/05/2024-05-04-walk.md": text("A walk.\n"),
        "Content/entries/2024/05/2024-05-05-broken.md": [0x61, 0xFF, 0x62],
        "Content/entries/2024/05/2024-05-06-orphan.comments.json": text(#"{"comments": []}"#),
        "Content/entries/2024/05/.hidden.md": text("---\nnot: parsed\n"),
        "Content/.drafts/2024-05-07-secret.md": text("secret\n"),
    ]

    @Test func scanListsEntriesSidecarsAndFiles() throws {
        let root = try Self.makeDiary(Self.diary)
        defer { try? FileManager.default.removeItem(at: root) }
        let inventory = ContentScanner.scan(SiteLayout(root: root))
        #expect(
            inventory.entries == [
                "Content/entries/2024/05/2024-05-03-picnic.md",
                "Content/entries/2024/05/2024-05-04-walk.md",
                "Content/entries/2024/05/2024-05-05-broken.md",
            ])
        #expect(
            inventory.sidecars == [
                "Content/entries/2024/05/2024-05-03-picnic.comments.json",
                "Content/entries/2024/05/2024-05-06-orphan.comments.json",
            ])
        #expect(inventory.files.contains("Content/entries/2024/05/photos/a.jpg"))
        #expect(inventory.files.contains("Content/diary.yaml"))
        #expect(inventory.files.count == 7)
        #expect(inventory.diagnostics.isEmpty)
    }

    @Test func loadAttachesCommentsAndReportsProblems() async throws {
        let root = try Self.makeDiary(Self.diary)
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = SiteLayout(root: root)
        let loader = DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog)
        let loaded = await loader.load(ContentScanner.scan(layout))
        let (entries, diagnostics) = (loaded.entries, loaded.diagnostics)
        #expect(entries.map(\.slug) == ["picnic", "walk"])
        let picnic = try #require(entries.first)
        #expect(picnic.title == "Picnic")
        #expect(picnic.bodyHTML == "<p>Hi</p>\n")
        #expect(picnic.photo?.sitePath == "media/entries/2024/05/photos/a.jpg")
        #expect(picnic.comments?.source == "Content/entries/2024/05/2024-05-03-picnic.comments.json")
        #expect(picnic.comments?.roots.map(\.id) == ["c1"])
        #expect(entries.last?.comments == nil)
        #expect(
            diagnostics.texts == [
                "Content/entries/2024/05/2024-05-05-broken.md:1:2: error: file is not UTF-8 text\n  hint: save it as UTF-8",
                "Content/entries/2024/05/2024-05-06-orphan.comments.json: warning: comment sidecar has no entry; its comments are not published\n  hint: name it after its entry: 2024-05-03-picnic.md → 2024-05-03-picnic.comments.json",
            ])
    }

    @Test func brokenSidecarDropsItsEntry() async throws {
        let loaded = try await Self.load([
            "Content/a/2024-05-03-x.md": Self.text("x\n"),
            "Content/a/2024-05-03-x.comments.json": Self.text("{\"comments\": [}"),
        ])
        let (entries, diagnostics) = (loaded.entries, loaded.diagnostics)
        #expect(entries.isEmpty)
        #expect(
            diagnostics.headlines == [
                "Content/a/2024-05-03-x.comments.json:1:15: error: invalid JSON: unexpected character `}`, expected a value"
            ])
    }

    @Test func secondLoadReusesUnchangedFilesAndRereadsChangedOnes() async throws {
        let root = try Self.makeDiary(Self.diary)
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = SiteLayout(root: root)
        let loader = DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog)
        let first = await loader.load(ContentScanner.scan(layout))
        #expect(first.parsed.count == 3)
        // A load with nothing remembered counts the files it read, and lists none (a big diary's
        // first build held every path to its end for that list).
        #expect(first.parsed.paths == nil)
        #expect(first.cache.count == 3)

        let unchanged = await loader.load(ContentScanner.scan(layout), reusing: first.cache)
        #expect(unchanged.parsed.isEmpty)
        #expect(storeBytes(of: unchanged.entries) == storeBytes(of: first.entries))
        #expect(unchanged.diagnostics == first.diagnostics)

        // Editing a sidecar re-reads its entry only, and changes that entry's fingerprint.
        try Data(
            #"{"comments": [{"id": "c1", "author": "Jun", "date": "2024-05-03 22:00", "body": "Second!"}]}"#.utf8
        ).write(to: root.appending(path: "Content/entries/2024/05/2024-05-03-picnic.comments.json"))
        let edited = await loader.load(ContentScanner.scan(layout), reusing: unchanged.cache)
        #expect(edited.parsed == ["Content/entries/2024/05/2024-05-03-picnic.md"])
        #expect(edited.entries.first?.comments?.roots.first?.bodyHTML == "<p>Second!</p>\n")
        #expect(edited.entries.first?.fingerprint != first.entries.first?.fingerprint)
        #expect(edited.entries.last?.fingerprint == first.entries.last?.fingerprint)
        // Each entry's path, from the records (the same as each entry's own), for every load.
        for load in [first, unchanged, edited] { #expect(load.entrySources == load.entries.map(\.source)) }
    }

    /// An entry's path from the records skips the files whose entry did not load.
    @Test func entrySourcesSkipFilesThatLoadedNoEntry() async throws {
        let loaded = try await Self.load([
            "Content/a/2024-05-01-a.md": Self.text("a\n"),
            "Content/a/2024-05-02-b.md": Self.text("b\n"),
            "Content/a/2024-05-02-b.comments.json": Self.text("{\"comments\": [}"),
            "Content/a/2024-05-03-c.md": Self.text("c\n"),
        ])
        #expect(loaded.entrySources == ["Content/a/2024-05-01-a.md", "Content/a/2024-05-03-c.md"])
        #expect(loaded.entrySources == loaded.entries.map(\.source))
    }

    @Test func aSameSizeRewriteRightAfterALoadIsNotMissed() async throws {
        // File times tick coarsely: a rewrite of the same size within one tick keeps the signature.
        let root = try Self.makeDiary(["Content/a/2024-05-03-x.md": Self.text("---\ntitle: AAAA\n---\nx\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = SiteLayout(root: root)
        let loader = DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog)
        let first = await loader.load(ContentScanner.scan(layout))
        try Data("---\ntitle: BBBB\n---\nx\n".utf8).write(to: root.appending(path: "Content/a/2024-05-03-x.md"))
        let second = await loader.load(ContentScanner.scan(layout), reusing: first.cache)
        #expect(second.entries.first?.title == "BBBB")
        #expect(second.parsed == ["Content/a/2024-05-03-x.md"])
    }

    @Test func aPictureThatAppearsOrVanishesRereadsTheEntriesThatPointAtIt() async throws {
        let root = try Self.makeDiary([
            "Content/a/2024-05-03-x.md": Self.text("---\nphoto: p.jpg\nphoto_alt: P\n---\nx\n"),
            "Content/a/2024-05-04-y.md": Self.text("y\n"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = SiteLayout(root: root)
        let loader = DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog)
        let missing = await loader.load(ContentScanner.scan(layout))
        #expect(missing.entries.map(\.slug) == ["y"])
        #expect(missing.diagnostics.hasErrors)

        try Data([0xFF, 0xD8]).write(to: root.appending(path: "Content/a/p.jpg"))
        let present = await loader.load(ContentScanner.scan(layout), reusing: missing.cache)
        #expect(present.parsed == ["Content/a/2024-05-03-x.md"])
        #expect(present.entries.map(\.slug) == ["x", "y"])
        #expect(present.diagnostics.isEmpty)

        try FileManager.default.removeItem(at: root.appending(path: "Content/a/p.jpg"))
        let gone = await loader.load(ContentScanner.scan(layout), reusing: present.cache)
        #expect(gone.parsed == ["Content/a/2024-05-03-x.md"])
        #expect(gone.entries.map(\.slug) == ["y"])
    }

    @Test func symbolicLinkOutOfContentIsReported() throws {
        let root = try Self.makeDiary(["Content/a.md": Self.text("x\n"), "secret.txt": Self.text("s")])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            at: root.appending(path: "Content/leak.txt"), withDestinationURL: root.appending(path: "secret.txt"))
        let inventory = ContentScanner.scan(SiteLayout(root: root))
        #expect(inventory.files == ["Content/a.md"])
        #expect(inventory.diagnostics.count == 1)
        #expect(
            inventory.diagnostics.first?.headline.hasPrefix(
                "Content/leak.txt: error: symbolic link points outside Content/ (to ") == true)
    }

    @Test func layoutDisplaysPathsRelativeToTheRoot() {
        let layout = SiteLayout(root: URL(fileURLWithPath: "/diary"))
        #expect(layout.display(URL(fileURLWithPath: "/diary/Content/a.md")) == "Content/a.md")
        #expect(layout.display(URL(fileURLWithPath: "/elsewhere/b.md")) == "/elsewhere/b.md")
        #expect(layout.display(URL(fileURLWithPath: "/diary2/c.md")) == "/diary2/c.md")
        #expect(layout.url(for: "Content/a.md").path == "/diary/Content/a.md")
        #expect(layout.configFile.path == "/diary/Content/diary.yaml")
        #expect(layout.output.path == "/diary/Output")
    }

    /// A diary kept on a Mac names files in decomposed form (NFD), and files made elsewhere are
    /// composed: by their bytes (the order loads keep) "나들이" decomposed comes before "가족",
    /// while `String` compares them as composed, the other way round. Regression: a reload
    /// looked the edited file up by `String` order, missed it, and kept the old entry beside the new.
    @Test func anEditReloadsItsOwnEntryWhenNamesComeInBothForms() async throws {
        let folder = try TemporaryFolder()
        let decomposed = "Content/entries/2024/05/" + "나들이".decomposedStringWithCanonicalMapping + ".md"
        let composed = "Content/entries/2024/05/가족.md"
        #expect(RelativePath.precedes(decomposed, composed) && composed < decomposed)
        try folder.write(decomposed, "---\ntitle: Outing\ndate: 2024-05-01\n---\nA\n")
        try folder.write(composed, "---\ntitle: Family\ndate: 2024-05-02\n---\nB\n")
        let layout = SiteLayout(root: folder.url)
        let loader = DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog)
        let first = await loader.load(ContentScanner.scan(layout))
        #expect(first.entries.map(\.title) == ["Outing", "Family"])
        for (path, title) in [(composed, "Family, edited"), (decomposed, "Outing, edited")] {
            try folder.write(path, "---\ntitle: \(title)\ndate: 2024-05-0\(path == composed ? 2 : 1)\n---\nC\n")
        }
        let once = try #require(loader.reload(ContentScanner.scan(layout), after: first, changed: [composed]))
        #expect(once.entries.map(\.title) == ["Outing", "Family, edited"])
        let twice = try #require(loader.reload(ContentScanner.scan(layout), after: once, changed: [decomposed]))
        #expect(twice.entries.map(\.title) == ["Outing, edited", "Family, edited"])
        #expect(twice.entries.map { Array($0.source.utf8) } == [Array(decomposed.utf8), Array(composed.utf8)])
    }

    /// A sidecar copied from a Mac may spell its Korean name decomposed where its entry's is
    /// composed. Regression: it was found (`String`s compare the two as equal) but read by the
    /// entry's spelling, which opens no file: the comments were reported unreadable.
    @Test func aSidecarIsReadByItsOwnSpelling() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Content/entries/2024/05/2024-05-03-소풍.md", "Picnic.\n")
        try folder.write(
            "Content/entries/2024/05/2024-05-03-" + "소풍".decomposedStringWithCanonicalMapping + ".comments.json",
            #"{"comments": [{"id": "c1", "author": "Jun", "date": "2024-05-03 22:00", "body": "First!"}]}"#)
        let layout = SiteLayout(root: folder.url)
        let loader = DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog)
        let loaded = await loader.load(ContentScanner.scan(layout))
        #expect(loaded.diagnostics.texts == [])
        #expect(loaded.entries.first?.comments?.roots.map(\.id) == ["c1"])
    }

    @Test func sidecarName() {
        #expect(ContentInventory.sidecar(for: "a/2024-05-03-picnic.md") == "a/2024-05-03-picnic.comments.json")
    }
}
