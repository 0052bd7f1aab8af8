import Testing

@testable import KeepsakeCore

@Suite("ContentScanner and archetypes")
struct ContentScannerArchetypeTests {
    @Test func archetypesAreNotEntries() throws {
        let folder = try TemporaryFolder()
        try folder.write("Content/archetypes/entry.md", "---\ntitle: {{title}}\n---\n")
        try folder.write("Content/archetypes/photo.jpg", "x")
        try folder.write("Content/entries/2024-05-03-a.md", "a\n")
        try folder.write("Content/notes/archetypes/2024-05-04-b.md", "b\n")
        let inventory = ContentScanner.scan(SiteLayout(root: folder.url))
        #expect(inventory.entries == ["Content/entries/2024-05-03-a.md", "Content/notes/archetypes/2024-05-04-b.md"])
        #expect(!inventory.files.contains { $0.hasPrefix("Content/archetypes/") })
    }

    /// An entry file named `.MD` or `.mdown` is not read (entries end in `.md` or `.markdown`), and
    /// the scan says so. Regression: it was left out without a word.
    @Test func misnamedEntryFilesAreNamedNotDropped() throws {
        let folder = try TemporaryFolder()
        for name in [
            "2024-05-01-a.MD", "2024-05-02-b.markdown", "2024-05-03-c.Md", "2024-05-04-d.mdown", "2024-05-05-e.md",
        ] {
            try folder.write("Content/entries/" + name, "text\n")
        }
        try folder.write("Content/entries/notes.txt", "not an entry\n")
        try folder.write("Content/entries/photos/md.jpg", "x")
        let layout = SiteLayout(root: folder.url)
        let inventory = ContentScanner.scan(layout)
        #expect(inventory.entries == ["Content/entries/2024-05-02-b.markdown", "Content/entries/2024-05-05-e.md"])
        #expect(
            inventory.diagnostics.texts == [
                "Content/entries/2024-05-01-a.MD: warning: not read as an entry: entry files end in .md or .markdown\n  hint: rename it to 2024-05-01-a.md",
                "Content/entries/2024-05-03-c.Md: warning: not read as an entry: entry files end in .md or .markdown\n  hint: rename it to 2024-05-03-c.md",
                "Content/entries/2024-05-04-d.mdown: warning: not read as an entry: entry files end in .md or .markdown\n  hint: rename it to 2024-05-04-d.md",
            ])
        // A watcher's report of such a file is answered by a scan, which says so again.
        #expect(
            inventory.updating(["Content/entries/2024-05-05-e.md"], in: layout) == nil,
            "an inventory with warnings is scanned again")
        let other = try Self.diary(["Content/entries/2024-05-05-e.md"])
        let clean = ContentScanner.scan(SiteLayout(root: other.url))
        try other.write("Content/entries/2024-05-06-f.MD", "text\n")
        #expect(clean.updating(["Content/entries/2024-05-06-f.MD"], in: SiteLayout(root: other.url)) == nil)
    }

    /// A `.markdown` file (as Jekyll and Hugo name them) is an entry like a `.md` one: named by its
    /// file name, with its sidecar and as a page bundle's `index.markdown`. Regression: it was not read.
    @Test func markdownFilesAreEntriesWithTheirSidecars() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Content/diary.yaml", "title: T\n")
        try folder.write("Content/entries/2024-05-02-rain.markdown", "---\ntitle: Rain\n---\n**Rain**\n")
        try folder.write(
            "Content/entries/2024-05-02-rain.comments.json",
            #"{"comments": [{"id": "c1", "author": "Jun", "date": "2024-05-03 22:00", "body": "Wet!"}]}"#)
        try folder.write("Content/entries/2024-06-01-walk/index.markdown", "---\ntitle: Walk\n---\nx\n")
        let layout = SiteLayout(root: folder.url)
        let inventory = ContentScanner.scan(layout)
        #expect(inventory.diagnostics.isEmpty)
        let loaded = await DiaryLoader(layout: layout, config: Fixture.config(), catalog: Fixture.catalog).load(
            inventory)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.entries.map(\.sitePath).sorted() == ["2024/05/rain/", "2024/06/walk/"])
        let rain = try #require(loaded.entries.first { $0.sitePath == "2024/05/rain/" })
        #expect(rain.bodyHTML == "<p><strong>Rain</strong></p>\n")
        #expect(rain.commentCount == 1)
    }

    private static func diary(_ files: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in files { try folder.write(file, "text\n") }
        return folder
    }
}
