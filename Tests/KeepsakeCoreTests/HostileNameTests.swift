import Foundation
import Testing

@testable import KeepsakeCore

/// Names that would make one page stand for two things: a slug that is one of the site's own
/// folders (`grid`), and tags that share a page though spelled apart by more than case.
@Suite("Hostile input: slugs and tags that share a page")
struct HostileNameTests {
    static let reservedHint = "the site's names are \(ReservedSlugs.list)"

    // MARK: - Reserved slugs

    @Test(arguments: ["grid", "Grid", "tags", "on-this-day", "stats", "theme", "media", "page", "feed"])
    func aSlugTheSiteUsesIsALocatedError(slug: String) throws {
        let (entry, diagnostics) = Fixture.parse("---\ntitle: x\nslug: \(slug)\n---\n")
        #expect(entry == nil)
        let error = try #require(diagnostics.errors.first)
        #expect(
            error.headline
                == "\(Fixture.entryPath):3:7: error: slug \"\(slug)\" is a name the site uses for its own pages")
        #expect(error.hint?.contains(Self.reservedHint) == true)
    }

    @Test func aSlugFromTheFileNameIsCheckedAtTheFile() {
        let path = "Content/entries/2024/05/2024-05-03-grid.md"
        let (entry, diagnostics) = Fixture.parse("Hi\n", path: path)
        #expect(entry == nil)
        #expect(
            diagnostics.headlines == [
                "\(path): error: the file name gives the slug \"grid\", a name the site uses for its own pages"
            ])
    }

    @Test func aSlugFromTheTitleIsCheckedAtTheTitle() {
        let path = "Content/entries/2024/05/2024-05-03.md"
        let (entry, diagnostics) = Fixture.parse("---\ntitle: Stats!\n---\n", path: path)
        #expect(entry == nil)
        #expect(
            diagnostics.headlines == [
                "\(path):2:8: error: the title gives the slug \"stats\", a name the site uses for its own pages"
            ])
    }

    @Test func aSlugThatOnlyStartsWithAReservedNameIsFine() {
        let (entry, diagnostics) = Fixture.parse("---\ntitle: x\nslug: grid-notes\n---\n")
        #expect(diagnostics.errors == [])
        #expect(entry?.slug == "grid-notes")
    }

    @Test func aNewEntryTitledWithAReservedNameGetsTheNextNumber() throws {
        let creator = EntryCreator(config: Fixture.config(), catalog: Fixture.catalog)
        let planned = try creator.plan(
            EntryRequest(title: "Grid", date: Fixture.date("2024-05-03 21:30"), author: nil, mood: nil, tags: []),
            archetype: .builtIn, files: [], pagesInUse: []
        ).get()
        #expect(planned.path == "Content/entries/2024/05/2024-05-03-grid-2.md")
    }
}
