import Foundation
import Testing

@testable import KeepsakeCore

@Suite("AtomicFile")
struct AtomicFileTests {
    struct Refused: Error {}

    @Test func writeReplacesAndKeepsPermissions() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("notes.json", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try AtomicFile(url: url).write(Data("new".utf8))
        #expect(folder.read("notes.json") == Data("new".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) == 0o600)
        #expect(folder.list() == ["notes.json"])
    }

    @Test func aFailingTransformWritesNothing() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("notes.json", "old ✓")
        #expect(throws: Refused.self) {
            try AtomicFile(url: url).update { _ -> (contents: Data?, value: Void) in throw Refused() }
        }
        #expect(folder.read("notes.json") == Data("old ✓".utf8))
        #expect(folder.list() == ["notes.json"])
    }

    @Test func aFailedRenameLeavesTheOldAndNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        // The target is a folder with a file in it: the rename over it fails.
        try folder.write("sidecar.json/keep.txt", "keep")
        #expect(throws: AtomicFileError.self) {
            try AtomicFile(url: folder.url.appending(path: "sidecar.json")).write(Data("new".utf8))
        }
        #expect(folder.read("sidecar.json/keep.txt") == Data("keep".utf8))
        #expect(folder.list() == ["sidecar.json"])
    }

    @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
    func anUnwritableFolderLeavesTheOld() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("locked/notes.json", "old")
        let locked = folder.url.appending(path: "locked")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        #expect(throws: AtomicFileError.self) { try AtomicFile(url: url).write(Data("new".utf8)) }
        #expect(folder.read("locked/notes.json") == Data("old".utf8))
    }

    @Test func createNeverReplaces() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appending(path: "entry.md")
        #expect(try AtomicFile(url: url).create(Data("first".utf8)))
        #expect(try !AtomicFile(url: url).create(Data("second".utf8)))
        #expect(folder.read("entry.md") == Data("first".utf8))
        #expect(folder.list() == ["entry.md"])
    }

    @Test func updatesTakeTurns() throws {
        let folder = try TemporaryFolder()
        let file = AtomicFile(url: folder.url.appending(path: "count.txt"))
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            _ = try? file.update { old in
                let lines = old.map { String(decoding: $0, as: UTF8.self) } ?? ""
                return (contents: Data((lines + "\(index)\n").utf8), value: ())
            }
        }
        let lines = String(decoding: try #require(folder.read("count.txt")), as: UTF8.self).split(separator: "\n")
        #expect(Set(lines.map(String.init)) == Set((0..<16).map(String.init)))
        #expect(folder.list() == ["count.txt"])
    }
}
