import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// `keepsake build` saves what each input file was (`InputTable`) and, in a new process, loads only
/// the files changed since: the output is the same as a build from nothing, whatever happened in
/// between.
@Suite("Input table: files changed since the last build")
struct InputTableTests: RebuildTesting {
    static let files = EntryStoreTests.files

    func file(_ path: String, digest: UInt64, changed: Int64 = 0) -> ScannedFile {
        ScannedFile(path: path, key: ContentDigest.of(path), digest: digest, latestChange: changed)
    }

    @Test func namesTheFilesAddedAndChangedAndGivesUpWhenOneIsGone() throws {
        let now: Int64 = 10_000_000_000
        let table = try #require(
            InputTable([file("a", digest: 1), file("b", digest: 2), file("c", digest: 3)], statedAt: now))
        #expect(table.changes(in: [file("c", digest: 3), file("a", digest: 1), file("b", digest: 2)]) == [])
        #expect(table.changes(in: [file("a", digest: 1), file("b", digest: 9), file("c", digest: 3)]) == ["b"])
        #expect(
            table.changes(in: [file("a", digest: 1), file("b", digest: 2), file("c", digest: 3), file("d", digest: 4)])
                == ["d"])
        #expect(
            table.changes(in: [file("a", digest: 1), file("c", digest: 3)]) == nil,
            "b is gone: the table cannot name it")
    }

    @Test func aFileChangedJustBeforeItWasStatedAlwaysCountsAsChanged() throws {
        let now: Int64 = 10_000_000_000
        let table = try #require(
            InputTable([file("a", digest: 1), file("b", digest: 2, changed: now - 1_000_000)], statedAt: now))
        #expect(table.changes(in: [file("a", digest: 1), file("b", digest: 2)]) == ["b"])
    }

    @Test func savedBytesComeBackAndDamagedOnesDoNot() throws {
        let table = try #require(InputTable([file("a", digest: 1), file("b", digest: 2)], statedAt: 10_000_000_000))
        func read(_ bytes: [UInt8]) -> InputTable? { bytes.withUnsafeBytes { InputTable(bytes: $0) } }
        #expect(read(table.bytes) == table)
        var bytes = table.bytes
        bytes.removeLast(8)
        #expect(read(bytes) == nil, "a torn table")
        bytes = table.bytes
        bytes[0] ^= 1
        #expect(read(bytes) == nil, "not a table")
    }

    // MARK: - Builds

    /// Waits out the racy window, so that the table trusts the files' signatures.
    func settle() async throws { try await Task.sleep(for: .milliseconds(150)) }

    @Test func aBuildInANewProcessLoadsOnlyWhatChangedAndWritesTheSameSite() async throws {
        let diary = try TemporaryDiary(Self.files)
        try await settle()
        _ = try await build(diary)
        #expect(FileManager.default.fileExists(atPath: BuildStamp.tableLocation(in: diary.layout).path))
        var files = Self.files

        // A text edit.
        files["Content/2026-04-02-two.md"] = "---\ntitle: Two\n---\nSecond, and more.\n"
        try write(diary, "Content/2026-04-02-two.md", files["Content/2026-04-02-two.md"]!)
        try await settle()
        var report = try await build(diary)
        #expect(report.knewChanges)
        #expect(report.parsedEntries == ["Content/2026-04-02-two.md"])
        #expect(site(diary) == (try await fresh(files)))

        // A new entry, then a title edit of another.
        files["Content/2026-04-03-new.md"] = "---\ntitle: New\ntags: [picnic]\n---\nNew one.\n"
        try write(diary, "Content/2026-04-03-new.md", files["Content/2026-04-03-new.md"]!)
        try await settle()
        report = try await build(diary)
        #expect(report.knewChanges)
        #expect(report.parsedEntries == ["Content/2026-04-03-new.md"])
        #expect(site(diary) == (try await fresh(files)))
        files["Content/2026-04-01-one.md"] = "---\ntitle: One, renamed\n---\nFirst.\n"
        try write(diary, "Content/2026-04-01-one.md", files["Content/2026-04-01-one.md"]!)
        try await settle()
        #expect(try await build(diary).parsedEntries == ["Content/2026-04-01-one.md"])
        #expect(site(diary) == (try await fresh(files)))

        // An entry removed: the table cannot say which, so every file is looked at.
        files["Content/2026-04-03-new.md"] = nil
        try FileManager.default.removeItem(at: diary.root.appending(path: "Content/2026-04-03-new.md"))
        try await settle()
        report = try await build(diary)
        #expect(!report.knewChanges)
        #expect(report.parsedEntries.isEmpty)
        #expect(site(diary) == (try await fresh(files)))

        // A theme file edited: the settings are read again and everything is rendered again.
        try FileManager.default.createDirectory(
            at: diary.root.appending(path: "Themes/default/templates/partials"), withIntermediateDirectories: true)
        try write(diary, "Themes/default/templates/partials/footer.mustache", "<footer>ours</footer>\n")
        try await settle()
        report = try await build(diary)
        #expect(diary.output("index.html")?.contains("<footer>ours</footer>") == true)
    }

    @Test func aStoreInAnotherStateThanTheTableSaysIsNotTrusted() async throws {
        let diary = try TemporaryDiary(Self.files)
        try await settle()
        _ = try await build(diary)
        // The store as the first build left it (a copy put back, a build killed while saving).
        let store = EntryStore(layout: diary.layout).url
        let stores = [store, URL(filePath: store.path + ".delta")]
        let saved = stores.map { try? Data(contentsOf: $0) }
        var files = Self.files
        files["Content/2026-04-02-two.md"] = "---\ntitle: Two\n---\nSecond, edited.\n"
        try write(diary, "Content/2026-04-02-two.md", files["Content/2026-04-02-two.md"]!)
        try await settle()
        #expect(try await build(diary).knewChanges)
        for (url, data) in zip(stores, saved) {
            if let data { try data.write(to: url) } else { try? FileManager.default.removeItem(at: url) }
        }
        // The table says "two" has not changed since the last build; the store holds its old text.
        files["Content/2026-04-01-one.md"] = "---\ntitle: One, again\n---\nFirst.\n"
        try write(diary, "Content/2026-04-01-one.md", files["Content/2026-04-01-one.md"]!)
        try await settle()
        let report = try await build(diary)
        #expect(!report.knewChanges)
        #expect(Set(report.parsedEntries.paths ?? []) == ["Content/2026-04-01-one.md", "Content/2026-04-02-two.md"])
        #expect(site(diary) == (try await fresh(files)))
    }

    @Test func aDamagedTableOnlyCostsTime() async throws {
        let diary = try TemporaryDiary(Self.files)
        try await settle()
        _ = try await build(diary)
        var files = Self.files
        files["Content/2026-04-02-two.md"] = "---\ntitle: Two\n---\nSecond, edited.\n"
        try write(diary, "Content/2026-04-02-two.md", files["Content/2026-04-02-two.md"]!)
        try await settle()
        // The table now says nothing changed.
        let url = BuildStamp.tableLocation(in: diary.layout)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: url)
        let report = try await build(diary)
        #expect(!report.knewChanges)
        #expect(report.parsedEntries == ["Content/2026-04-02-two.md"])
        #expect(site(diary) == (try await fresh(files)))
    }
}
