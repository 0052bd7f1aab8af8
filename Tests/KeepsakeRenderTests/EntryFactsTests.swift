import Foundation
import KeepsakeCore
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
}
