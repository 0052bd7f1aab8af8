import Foundation
import Testing

@testable import KeepsakeRender

/// Output folders are listed with `getdents64` into a buffer (`DirectoryListing`): the same names
/// `FileManager` gives, folders told from files, however many names there are.
@Suite("Directory listing")
struct DirectoryListingTests {
    @Test func listsWhatFileManagerListsAndTellsFoldersApart() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // More names than one 4 KB read holds, Korean ones (composed and decomposed) among them.
        var files = (0..<300).map { "page-\($0)-\(String(repeating: "x", count: $0 % 40)).html" }
        files += ["일기.html", "\u{1100}\u{1161}.html", ".hidden"]
        for name in files { try Data(name.utf8).write(to: folder.appending(path: name)) }
        let folders = ["2024", "사진"]
        for name in folders {
            try FileManager.default.createDirectory(
                at: folder.appending(path: name), withIntermediateDirectories: false)
        }

        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let items = try #require(DirectoryListing.items(of: descriptor))
        #expect(items.count == files.count + folders.count, "no `.` or `..`, nothing twice")
        #expect(
            Set(items.map { Array($0.name.utf8) }) == Set((files + folders).map { Array($0.utf8) }),
            "the names' own bytes")
        for item in items {
            #expect(item.isFolder == folders.contains(item.name), "\(item.name)")
        }
    }

    @Test func anEmptyFolderHasNoNames() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(DirectoryListing.items(of: descriptor)?.isEmpty == true)
    }
}
