import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// After an edit, the entry store saves only what differs from its base (`entries.delta`), and
/// a damaged store (a body, a title) sends the build back to the entry files.
@Suite("Entry store deltas and damaged bodies")
struct EntryStoreDeltaTests: RebuildTesting {
    static let files = EntryStoreTests.files

    @Test func anEditIsSavedAsADeltaOfTheBase() async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        let store = EntryStore(layout: diary.layout)
        let delta = store.url.path + ".delta"
        let base = try Data(contentsOf: store.url)
        #expect(!FileManager.default.fileExists(atPath: delta))

        let two = "---\ntitle: Two, renamed\n---\nSecond.\n"
        try write(diary, "Content/2026-04-02-two.md", two)
        #expect(try await build(diary).parsedEntries == ["Content/2026-04-02-two.md"])
        #expect(try Data(contentsOf: store.url) == base, "the base is not rewritten for one edit")
        #expect(FileManager.default.fileExists(atPath: delta))

        // A new process takes the edit from the delta: rewriting another entry unchanged parses nothing.
        try write(diary, "Content/2026-04-01-one.md", Self.files["Content/2026-04-01-one.md"]!)
        #expect(try await build(diary).parsedEntries.isEmpty)
        var files = Self.files
        files["Content/2026-04-02-two.md"] = two
        #expect(site(diary) == (try await fresh(files)))

        // An entry removed is removed from what the store gives back.
        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/2026-05-01-three.md"))
        _ = try await build(diary)
        try write(diary, "Content/2026-04-01-one.md", Self.files["Content/2026-04-01-one.md"]!)
        #expect(try await build(diary).parsedEntries.isEmpty)
        files["Content/2026-05-01-three.md"] = nil
        #expect(site(diary) == (try await fresh(files)))
        #expect(try Data(contentsOf: store.url) == base)
    }

    /// The store's records are kept in the order of their paths' bytes: entries added between
    /// others (a Korean name sorts after every ASCII one) come back from the delta in a new process.
    @Test func entriesAddedBetweenOthersComeBackFromTheDelta() async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        var files = Self.files
        files["Content/2026-04-01-a-walk.md"] = "---\ntitle: A walk\n---\nBetween one and two.\n"
        files["Content/2026-04-01-산책.md"] = "---\ntitle: 산책\n---\n강가.\n"
        for path in ["Content/2026-04-01-a-walk.md", "Content/2026-04-01-산책.md"] {
            try write(diary, path, files[path]!)
        }
        #expect(
            Set(try await build(diary).parsedEntries.paths ?? []) == [
                "Content/2026-04-01-a-walk.md", "Content/2026-04-01-산책.md",
            ])
        #expect(FileManager.default.fileExists(atPath: EntryStore(layout: diary.layout).url.path + ".delta"))

        // A new process: rewriting an entry unchanged parses nothing, the new ones included.
        try write(diary, "Content/2026-04-01-one.md", Self.files["Content/2026-04-01-one.md"]!)
        #expect(try await build(diary).parsedEntries.isEmpty)
        #expect(site(diary) == (try await fresh(files)))
    }

    /// A delta cut short, with a byte changed or naming another base (its header's fourth word)
    /// is ignored: the base alone is used, and the entry the delta held is read again from its file.
    @Test(arguments: ["truncated", "flipped", "empty", "another base"])
    func aDamagedDeltaIsIgnored(damage: String) async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        let two = "---\ntitle: Two, renamed\n---\nSecond.\n"
        try write(diary, "Content/2026-04-02-two.md", two)
        _ = try await build(diary)
        let delta = URL(filePath: EntryStore(layout: diary.layout).url.path + ".delta")
        var bytes = try Data(contentsOf: delta)
        switch damage {
        case "truncated": bytes = bytes.prefix(bytes.count - 5)
        case "flipped": bytes[bytes.count / 2] ^= 0x20
        case "another base": bytes[24] ^= 0xFF
        default: bytes = Data()
        }
        try bytes.write(to: delta)
        try write(diary, "Content/2026-04-01-one.md", Self.files["Content/2026-04-01-one.md"]!)
        #expect(try await build(diary).parsedEntries == ["Content/2026-04-02-two.md"], "\(damage)")
        var files = Self.files
        files["Content/2026-04-02-two.md"] = two
        #expect(site(diary) == (try await fresh(files)), "\(damage)")
    }

    /// Builds `diary`, flips `mask` in the store's byte `offset` bytes into the first `text`,
    /// edits entry two's text and builds again: that build's report, and the site a fresh build
    /// of the same files makes.
    func rebuild(
        _ diary: TemporaryDiary, damaging text: String, at offset: Int, mask: UInt8
    ) async throws -> (report: BuildReport, expected: [String: Data]) {
        _ = try await build(diary)
        let store = EntryStore(layout: diary.layout)
        var bytes = try Data(contentsOf: store.url)
        let found = try #require(bytes.firstRange(of: Data(text.utf8)))
        bytes[found.lowerBound + offset] ^= mask
        try bytes.write(to: store.url)
        let two = "---\ntitle: Two\nweather: { kind: sunny, temperature: 21.5 }\n---\nSecond, longer.\n"
        try write(diary, "Content/2026-04-02-two.md", two)
        let report = try await build(diary)
        var files = Self.files
        files["Content/2026-04-02-two.md"] = two
        return (report, try await fresh(files))
    }

    @Test func aDamagedBodyIsReadAgainFromTheEntryFile() async throws {
        let diary = try TemporaryDiary(Self.files)
        // Entry one's body: its text shows in the feeds, which an edit of entry two's text renders again.
        let (report, expected) = try await rebuild(diary, damaging: "<strong>bold</strong>", at: 8, mask: 0x20)
        #expect(report.parsedEntries.count == 3, "everything read again from the entry files")
        #expect(site(diary) == expected)
        let feed = String(decoding: site(diary)["feed.xml"] ?? Data(), as: UTF8.self)
        #expect(feed.contains("bold") && !feed.contains("Bold"), "the damaged byte turned b into B")
        // The damaged store gave way to a new base, which the next build reads.
        let store = EntryStore(layout: diary.layout)
        #expect(FileManager.default.fileExists(atPath: store.url.path))
        #expect(!FileManager.default.fileExists(atPath: store.url.path + ".delta"))
        try write(diary, "Content/2026-04-01-one.md", Self.files["Content/2026-04-01-one.md"]!)
        #expect(try await build(diary).parsedEntries.isEmpty)
    }

    /// A title lies beside its body in the store (with the weather, colour and stickers): damage
    /// there sends the build back to the entry files, and the site is what a fresh build makes
    /// (`LeanEntryTests` checks that reading decorations alone finds it).
    @Test func aDamagedTitleIsReadAgainFromTheEntryFile() async throws {
        let diary = try TemporaryDiary(Self.files)
        // Entry three's title, which both front pages show on its card.
        let (report, expected) = try await rebuild(diary, damaging: "셋", at: 1, mask: 0x01)
        #expect(report.parsedEntries.count == 3, "everything read again from the entry files")
        #expect(site(diary) == expected)
    }

    @Test func savingRemovesTheTemporaryFilesOfKilledBuilds() async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        let cache = EntryStore(layout: diary.layout).url.deletingLastPathComponent()
        let gone = Process()
        gone.executableURL = URL(filePath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = ".entries.\(gone.processIdentifier)-12345.tmp"
        let alive = ".entries.\(getpid())-67890.tmp"
        for name in [dead, alive] { try Data("half a store".utf8).write(to: cache.appending(path: name)) }
        try write(diary, "Content/2026-04-02-two.md", "---\ntitle: Two, renamed\n---\nSecond.\n")
        _ = try await build(diary)
        #expect(!FileManager.default.fileExists(atPath: cache.appending(path: dead).path))
        #expect(FileManager.default.fileExists(atPath: cache.appending(path: alive).path), "its writer still runs")
    }
}
