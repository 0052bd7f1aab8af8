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

    /// An entry file named `.MD` or `.markdown` is not read (entries end in `.md`), and the scan
    /// says so. Regression: it was left out without a word.
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
        #expect(inventory.entries == ["Content/entries/2024-05-05-e.md"])
        #expect(
            inventory.diagnostics.texts == [
                "Content/entries/2024-05-01-a.MD: warning: not read as an entry: entry files end in .md\n  hint: rename it to 2024-05-01-a.md",
                "Content/entries/2024-05-02-b.markdown: warning: not read as an entry: entry files end in .md\n  hint: rename it to 2024-05-02-b.md",
                "Content/entries/2024-05-03-c.Md: warning: not read as an entry: entry files end in .md\n  hint: rename it to 2024-05-03-c.md",
                "Content/entries/2024-05-04-d.mdown: warning: not read as an entry: entry files end in .md\n  hint: rename it to 2024-05-04-d.md",
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

    private static func diary(_ files: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in files { try folder.write(file, "text\n") }
        return folder
    }
}
