import Foundation
import Testing

@testable import KeepsakeCore

/// A watcher's list of changed files updates the inventory exactly as a new scan would, or says
/// it cannot (then the caller scans).
@Suite("Content inventory updates")
struct ContentInventoryUpdateTests {
    @Test func addedChangedAndRemovedFilesGiveWhatAScanGives() throws {
        let folder = try TemporaryFolder()
        try folder.write("Content/entries/2024-05-03-b.md", "b\n")
        try folder.write("Content/entries/2024-05-03-b.comments.json", "{}")
        try folder.write("Content/entries/2024-05-04-d.md", "d\n")
        try folder.write("Content/photos/p.jpg", "x")
        let layout = SiteLayout(root: folder.url)
        let before = ContentScanner.scan(layout)

        try folder.write("Content/entries/2024-05-01-a.md", "a\n")
        try folder.write("Content/entries/2024-05-03-c.md", "c\n")
        try folder.write("Content/entries/2024-05-03-c.comments.json", "{}")
        try folder.write("Content/entries/2024-05-04-d.md", "d, edited\n")
        try FileManager.default.removeItem(at: folder.url.appending(path: "Content/entries/2024-05-03-b.comments.json"))
        try FileManager.default.removeItem(at: folder.url.appending(path: "Content/photos/p.jpg"))
        let changed: Set<String> = [
            "Content/entries/2024-05-01-a.md", "Content/entries/2024-05-03-c.md",
            "Content/entries/2024-05-03-c.comments.json", "Content/entries/2024-05-04-d.md",
            "Content/entries/2024-05-03-b.comments.json", "Content/photos/p.jpg",
        ]
        let updated = try #require(before.updating(changed, in: layout))
        let scanned = ContentScanner.scan(layout)
        #expect(updated.entries == scanned.entries)
        #expect(updated.sidecars == scanned.sidecars)
        #expect(updated.files == scanned.files)
    }

    @Test func whatAListOfFilesCannotTellMeansScanningAgain() throws {
        let folder = try TemporaryFolder()
        try folder.write("Content/entries/2024-05-03-b.md", "b\n")
        let layout = SiteLayout(root: folder.url)
        let inventory = ContentScanner.scan(layout)
        try folder.write("Content/new/2024-05-05-e.md", "e\n")
        #expect(inventory.updating(["Content/new"], in: layout) == nil, "a folder")
        #expect(inventory.updating(["Content/gone"], in: layout) == nil, "something gone that was no file")
        #expect(inventory.updating(["Content/.hidden.md"], in: layout) == nil)
        #expect(inventory.updating(["Themes/default/style.css"], in: layout) == nil)
        #expect(inventory.updating(["Content/archetypes/entry.md"], in: layout) == nil)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "Content/link.md").path, withDestinationPath: "entries/2024-05-03-b.md")
        #expect(inventory.updating(["Content/link.md"], in: layout) == nil, "a link")
    }
}
