import Foundation
import Testing

@testable import KeepsakePreview

/// The watcher on a real temporary folder: edits, atomic saves, new folders, scratch files.
@Suite("Content watcher", .serialized)
final class ContentWatcherTests {
    let root: URL

    deinit { try? FileManager.default.removeItem(at: root) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "keepsake-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Content/entries"), withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: root.appending(path: "Content/entries/a.md"))
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func editsAndAtomicSavesComeAsOneBatch() async throws {
        let watcher = try ContentWatcher(root: root)
        defer { watcher.stop() }
        let batches = Batches(watcher.batches)
        try write("b\n", to: "Content/entries/a.md")
        // An editor's atomic save: a hidden temporary file renamed over the entry.
        try write("c\n", to: "Content/entries/.a.md.swp-tmp")
        try FileManager.default.removeItem(at: root.appending(path: "Content/entries/a.md"))
        try FileManager.default.moveItem(
            at: root.appending(path: "Content/entries/.a.md.swp-tmp"), to: root.appending(path: "Content/entries/a.md"))
        let batch = await batches.next()
        #expect(batch == ["Content/entries/a.md"])
    }

    @Test func foldersCreatedLaterAreWatchedWithTheFilesAlreadyInThem() async throws {
        let watcher = try ContentWatcher(root: root)
        defer { watcher.stop() }
        let batches = Batches(watcher.batches)
        try write("new\n", to: "Content/entries/2026/05/b.md")
        let first = try #require(await batches.next())
        #expect(first.contains("Content/entries/2026/05/b.md"))
        try await Task.sleep(for: .milliseconds(100))
        try write("newer\n", to: "Content/entries/2026/05/b.md")
        #expect(await batches.next() == ["Content/entries/2026/05/b.md"])
    }

    @Test func themesFolderCreatedAfterStartIsWatched() async throws {
        let watcher = try ContentWatcher(root: root)
        defer { watcher.stop() }
        let batches = Batches(watcher.batches)
        try write("body{}\n", to: "Themes/default/assets/style.css")
        let first = try #require(await batches.next())
        #expect(first.contains("Themes/default/assets/style.css"))
        try await Task.sleep(for: .milliseconds(100))
        try write("body{color:red}\n", to: "Themes/default/assets/style.css")
        #expect(await batches.next() == ["Themes/default/assets/style.css"])
    }

    @Test func otherFoldersAndScratchFilesAreIgnored() async throws {
        let watcher = try ContentWatcher(root: root)
        defer { watcher.stop() }
        let batches = Batches(watcher.batches)
        try write("x", to: "Output/index.html")
        try write("x", to: "Content/entries/.hidden.md")
        try write("x", to: "Content/entries/a.md~")
        #expect(await batches.next(within: .milliseconds(400)) == nil)
    }

    @Test func stopEndsTheStream() async throws {
        let watcher = try ContentWatcher(root: root)
        let batches = Batches(watcher.batches)
        watcher.stop()
        #expect(await batches.finished())
    }
}

/// Collects a watcher's batches in the background, so a test can wait for the next one with a timeout.
actor Batches {
    private var received: [Set<String>] = []
    private var ended = false

    init(_ stream: AsyncStream<Set<String>>) {
        Task { [weak self] in
            for await batch in stream { await self?.append(batch) }
            await self?.end()
        }
    }

    private func append(_ batch: Set<String>) { received.append(batch) }
    private func end() { ended = true }

    /// The next batch, or `nil` when none comes in time. Generous: a batch comes within 25 ms of
    /// the events, but the whole suite on two cores can keep this task from running for seconds.
    /// Time is counted in looks every 10 ms, not by the clock: other suites that keep the
    /// cooperative pool busy hold back this task and the one handing batches over alike, and a
    /// deadline that passed meanwhile gave up on a batch about to be handed over (it failed now
    /// and then under `swift test --parallel`).
    func next(within limit: Duration = .seconds(30)) async -> Set<String>? {
        for _ in 0..<max(1, Int(limit / .milliseconds(10))) {
            if !received.isEmpty { return received.removeFirst() }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return received.isEmpty ? nil : received.removeFirst()
    }

    /// Whether the stream ends within ten seconds (it ends within a quarter of one; see `next`).
    func finished() async -> Bool {
        for _ in 0..<1000 {
            if ended { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}
