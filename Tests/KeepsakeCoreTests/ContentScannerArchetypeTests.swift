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
}
