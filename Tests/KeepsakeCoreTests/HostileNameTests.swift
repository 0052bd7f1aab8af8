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
            archetype: .builtIn, files: [], pagesInUse: [])
        #expect(planned.path == "Content/entries/2024/05/2024-05-03-grid-2.md")
    }

    // MARK: - Tags

    static func entry(_ name: String, tags: [String]) -> Entry {
        let path = "Content/entries/2024/05/2024-05-0\(name).md"
        let text = "---\ntags: [\(tags.map { "\"\($0)\"" }.joined(separator: ", "))]\n---\n"
        let (entry, diagnostics) = Fixture.parser(files: [path]).parse(path: path, text: text)
        precondition(!diagnostics.hasErrors, "\(diagnostics)")
        return entry!
    }

    static func assemble(_ entries: [Entry]) -> (Diary?, [Diagnostic]) {
        DiaryAssembler(includeDrafts: false).assemble(entries, config: Fixture.config(), catalog: Fixture.catalog)
    }

    @Test func tagsThatDifferOnlyInPunctuationAreLocatedErrorsNamingEachOther() {
        let (diary, diagnostics) = Self.assemble([
            Self.entry("1-a", tags: ["C++"]), Self.entry("2-b", tags: ["C--", "a/b"]),
            Self.entry("3-c", tags: ["c", "a-b"]),
        ])
        #expect(diary == nil)
        let one = "Content/entries/2024/05/2024-05-01-a.md"
        let two = "Content/entries/2024/05/2024-05-02-b.md"
        let three = "Content/entries/2024/05/2024-05-03-c.md"
        #expect(
            diagnostics.map(\.headline) == [
                "\(two): error: tag \"a/b\" shares the page tags/a-b/ with \"a-b\" (\(three))",
                "\(three): error: tag \"a-b\" shares the page tags/a-b/ with \"a/b\" (\(two))",
                "\(one): error: tag \"C++\" shares the page tags/c/ with \"C--\" (\(two)), \"c\" (\(three))",
                "\(two): error: tag \"C--\" shares the page tags/c/ with \"C++\" (\(one)), \"c\" (\(three))",
                "\(three): error: tag \"c\" shares the page tags/c/ with \"C++\" (\(one)), \"C--\" (\(two))",
            ])
        #expect(diagnostics.allSatisfy { $0.hint?.contains("write one spelling everywhere") == true })
    }

    @Test func tagsThatDifferOnlyInCaseOrSeparatorsShareAPage() throws {
        let (diary, diagnostics) = Self.assemble([
            Self.entry("1-a", tags: ["Family", "Picnic Day", "봄"]),
            Self.entry("2-b", tags: ["family", "picnic-day", "picnic_day", "봄"]),
            Self.entry("3-c", tags: ["FAMILY"]),
        ])
        #expect(diagnostics == [])
        let tags = try #require(diary).tags
        #expect(tags.map(\.slug) == ["family", "picnic-day", "봄"])
        #expect(tags.map(\.entryCount) == [3, 2, 2])
    }
}
