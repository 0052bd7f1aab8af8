import Foundation
import Synchronization
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeTestSupport
import Testing

@testable import KeepsakeRender

/// `keepsake build` keeps what it loaded in `.keepsake-cache/entries`, so the next build parses
/// only what changed. The store is only an optimisation: without it, or with a damaged one, the
/// site is byte for byte the same.
@Suite("Entry store")
struct EntryStoreTests {
    static let files = [
        "Content/2026-04-01-one.md": "---\ntitle: One\ntags: [walk]\nmood: happy\n---\nFirst, with **bold**.\n",
        "Content/2026-04-01-one.comments.json":
            #"{"comments": [{"id": "c1", "author": "Jun", "date": "2026-04-02 10:00", "body": "Nice"}, {"id": "c2", "author": "Minji", "date": "2026-04-02 11:00", "body": "Thanks", "replyTo": "c1"}]}"#,
        "Content/2026-04-02-two.md": "---\ntitle: Two\nweather: { kind: sunny, temperature: 21.5 }\n---\nSecond.\n",
        "Content/2026-05-01-three.md":
            "---\ntitle: 셋\nstickers: [{ name: heart, x: 10, y: 20, rotate: 5 }]\n---\n세 번째.\n",
    ]

    func build(_ diary: TemporaryDiary) async throws -> BuildReport {
        try await Builder(layout: diary.layout, options: BuildOptions(readsGitHistory: false)).build()
    }

    func site(_ diary: TemporaryDiary) -> [String: Data] {
        Fixtures.tree(diary.layout.output).filter { $0.key != ".keepsake-output" }
    }

    @Test func aNewProcessParsesOnlyWhatChanged() async throws {
        let diary = try TemporaryDiary(Self.files)
        let first = try await build(diary)
        #expect(first.parsedEntries.count == 3)
        #expect(FileManager.default.fileExists(atPath: EntryStore(layout: diary.layout).url.path))
        try Data("---\ntitle: Two, renamed\n---\nSecond.\n".utf8).write(
            to: diary.root.appending(path: "Content/2026-04-02-two.md"))
        let second = try await build(diary)
        #expect(second.parsedEntries == ["Content/2026-04-02-two.md"])
        let kept = site(diary)

        // The same site from nothing.
        let fresh = try TemporaryDiary(
            Self.files.merging(["Content/2026-04-02-two.md": "---\ntitle: Two, renamed\n---\nSecond.\n"]) { $1 })
        _ = try await build(fresh)
        #expect(kept == site(fresh))

        // A store saved under other settings (read while they load) is not used.
        try Data("title: Another name\n".utf8).write(to: diary.root.appending(path: "Content/diary.yaml"))
        let third = try await build(diary)
        #expect(third.parsedEntries.count == 3, "every entry parsed again under new settings")
        try await Task.sleep(for: .milliseconds(200))  // past the window in which files are re-read
        #expect(try await build(diary).parsedEntries.isEmpty, "and the store saved under them is")
    }

    /// A build once from the entry files (the first) saves the store: another session builds from
    /// it without parsing, and the first session remembers its own records with the store gone.
    @Test func aBuildFromTheEntryFilesSavesTheStore() async throws {
        let diary = try TemporaryDiary(Self.files)
        let store = EntryStore(layout: diary.layout)
        let options = BuildOptions(write: false, readsGitHistory: false)
        var session = BuildSession(layout: diary.layout, options: options, store: store, buildsAgain: false)
        let first = try await session.build()
        #expect(first.parsedEntries.count == 3)
        #expect(await first.storeSaving?.value != nil, "the store was saved")
        try await Task.sleep(for: .milliseconds(200))  // past the window in which files are re-read
        var another = BuildSession(layout: diary.layout, options: options, store: store, buildsAgain: false)
        let fromStore = try await another.build()
        #expect(fromStore.parsedEntries.isEmpty, "every entry came from the store")
        _ = await fromStore.storeSaving?.value  // which may write the store again
        store.remove()
        let fromFiles = try await session.build()
        #expect(fromFiles.parsedEntries.isEmpty, "the session remembers its records")
        #expect(BuildSessionTests.contents(fromStore.site) == BuildSessionTests.contents(first.site))
        #expect(BuildSessionTests.contents(fromFiles.site) == BuildSessionTests.contents(first.site))
    }

    @Test func aMissingOrDamagedStoreChangesNothingButTheWork() async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        let expected = site(diary)
        let store = EntryStore(layout: diary.layout)
        let good = try Data(contentsOf: store.url)
        var damages: [(String, Data)] = [
            ("truncated", good.prefix(good.count / 2)), ("empty", Data()),
            ("garbage", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })),
        ]
        for offset in [40, good.count / 3, good.count - 12] {
            var flipped = good
            flipped[offset] ^= 0x20
            damages.append(("byte \(offset) flipped", flipped))
        }
        damages.append(("missing", Data()))
        for (damage, bytes) in damages {
            // Each build starts from the same damaged store and must read every entry again.
            try FileManager.default.removeItem(at: diary.layout.output)
            if damage == "missing" { store.remove() } else { try bytes.write(to: store.url) }
            // A change the stamp cannot skip: one entry touched.
            try Data("---\ntitle: One\ntags: [walk]\nmood: happy\n---\nFirst, with **bold**.\n".utf8)
                .write(to: diary.root.appending(path: "Content/2026-04-01-one.md"))
            let report = try await build(diary)
            #expect(report.parsedEntries.count == 3, "\(damage)")
            #expect(site(diary) == expected, "\(damage)")
        }
    }

    @Test func entriesComeBackFieldForField() async throws {
        let diary = try TemporaryDiary(Self.files)
        _ = try await build(diary)
        let layout = diary.layout
        var diagnostics: [Diagnostic] = []
        let settings = try #require(
            DiarySettings.load(layout, options: BuildOptions(readsGitHistory: false), &diagnostics))
        let loaded = await DiaryLoader(layout: layout, config: settings.config, catalog: settings.catalog)
            .load(ContentScanner.scan(layout))
        let path = FileManager.default.temporaryDirectory.appending(path: "entry-store-\(UUID().uuidString)")
        let store = EntryStore(url: path)
        defer { store.remove() }
        store.save(loaded.cache, key: 7)
        let stored = try #require(await store.startLoading().value)
        #expect(stored.key == 7, "read whatever the key, it gives the key it was saved with")
        let back = stored.cache
        #expect(back.count == loaded.cache.count)
        #expect(back.isSame(as: loaded.cache))
        let reloaded = await DiaryLoader(layout: layout, config: settings.config, catalog: settings.catalog)
            .load(ContentScanner.scan(layout), reusing: back)
        #expect(reloaded.parsed.isEmpty)
        #expect(storeBytes(of: reloaded.entries) == storeBytes(of: loaded.entries))
        #expect(reloaded.entries.map(\.bodyHTML) == loaded.entries.map(\.bodyHTML))
        // Threads read back are decoded when asked for: the same threads, replies and all.
        #expect(reloaded.entries.map(\.comments) == loaded.entries.map(\.comments))
        #expect(reloaded.entries.compactMap(\.comments).map(\.count) == [2])
        #expect(reloaded.entries.map(\.commentCount) == loaded.entries.map(\.commentCount))
    }

    /// A store of a megabyte of records, checked by one digest: damage anywhere in them makes
    /// the store unusable, and the site comes out the same.
    @Test func damageInABigStoresRecordsIsFound() async throws {
        var files: [String: String] = [:]
        // Tags are in the records (titles are beside the bodies).
        let tags = (1...10).map { "a long tag that fills the records \($0)" }.joined(separator: ", ")
        for day in 0..<900 {
            let date = String(format: "2025-%02d-%02d", day / 28 % 12 + 1, day % 28 + 1)
            files["Content/\(date)-entry\(day).md"] =
                "---\ntitle: Day \(day)\ntags: [walk, 산책, \(tags)]\n---\nBody \(day).\n"
        }
        let diary = try TemporaryDiary(files)
        _ = try await build(diary)
        let store = EntryStore(layout: diary.layout)
        let good = try Data(contentsOf: store.url)
        // The header is 5 words, the digest one: the records are between.
        let (header, records) = (40, good.count - 48)
        #expect(records > 512 << 10)
        let edited = diary.root.appending(path: "Content/2025-01-01-entry0.md")
        for (round, offset) in [header + 100, header + records / 2 + 7, header + records - 3].enumerated() {
            var flipped = good
            flipped[offset] ^= 0x20
            try flipped.write(to: store.url)
            try Data("---\ntitle: Edited \(round)\n---\nBody.\n".utf8).write(to: edited)
            try await Task.sleep(for: .milliseconds(150))
            let report = try await build(diary)
            #expect(report.parsedEntries.count == 900, "byte \(offset) flipped")
            // The same site from nothing.
            let fresh = try TemporaryDiary(
                files.merging(["Content/2025-01-01-entry0.md": "---\ntitle: Edited \(round)\n---\nBody.\n"]) { $1 })
            _ = try await build(fresh)
            #expect(site(diary) == site(fresh), "byte \(offset) flipped")
        }
        // And an intact store is used: only the edited entry is read.
        try good.write(to: store.url)
        try? FileManager.default.removeItem(at: URL(filePath: store.url.path + ".delta"))
        try Data("---\ntitle: Edited again\n---\nBody.\n".utf8).write(to: edited)
        try await Task.sleep(for: .milliseconds(150))
        let report = try await build(diary)
        #expect(report.parsedEntries.count < 900)
    }
}
