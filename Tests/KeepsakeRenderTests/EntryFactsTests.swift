import Foundation
import KeepsakeCore
import Synchronization
import Testing

@testable import KeepsakeRender

/// Each entry's facts are made once per render for big renders and per page for small ones;
/// both ways must give the same bytes.
@Suite("Entry facts")
struct EntryFactsTests {
    @Test func pagesAreTheSameWithAndWithoutTheFactsTable() async throws {
        let (settings, diary) = try await AssembledSample.load()
        var renderer = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        renderer.pagesWorthFacts = 0
        let withTable = await renderer.render()
        renderer.pagesWorthFacts = .max
        let withoutTable = await renderer.render()
        #expect(withTable.files.count > 20)
        #expect(withTable.files.count == withoutTable.files.count)
        for (first, second) in zip(withTable.files, withoutTable.files) {
            #expect(first.path == second.path)
            #expect(first.contents == second.contents, "\(first.path) differs")
        }
    }

    /// A first build saves its entry store while the pages are planned: the facts table, made
    /// for a big render, waits for that to let its records go (and takes their memory).
    @Test func theFactsTableWaitsForWhatFreesMemory() async throws {
        let (settings, diary) = try await AssembledSample.load()
        var renderer = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        renderer.pagesWorthFacts = 0
        let (gate, opening) = AsyncStream<Void>.makeStream()
        let freeing = Task { for await _ in gate { break } }
        let rendered = Mutex(false)
        let rendering = Task { [renderer] in
            let site = await renderer.render(reusing: PageMemo(), freeing: freeing).site
            rendered.withLock { $0 = true }
            return site
        }
        // The sample renders in well under this without waiting.
        try await Task.sleep(for: .milliseconds(300))
        #expect(!rendered.withLock { $0 }, "the facts were made before the memory was freed")
        opening.yield()
        opening.finish()
        let site = await rendering.value
        #expect(rendered.withLock { $0 })
        let alone = await renderer.render()
        #expect(site.files.map(\.path) == alone.files.map(\.path))
        #expect(site.files.map(\.contents) == alone.files.map(\.contents))
    }
}
