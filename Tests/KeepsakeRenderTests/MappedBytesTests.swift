import Foundation
import Testing

@testable import KeepsakeBuild
@testable import KeepsakeCore

/// The entry store and the build's tables are mapped rather than read: the same bytes, which
/// stay as they were when the file is replaced by a rename.
@Suite("Mapped bytes")
struct MappedBytesTests {
    /// A file of `count` bytes that are not all alike.
    private static func file(count: Int) throws -> (path: String, bytes: [UInt8]) {
        let path = FileManager.default.temporaryDirectory.appending(path: "mapped-\(UUID().uuidString)").path
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
        try Data(bytes).write(to: URL(filePath: path))
        return (path, bytes)
    }

    @Test func givesTheWholeFile() throws {
        for count in [0, 1, 4096, 3 * 4096 + 123] {
            let (path, bytes) = try Self.file(count: count)
            defer { unlink(path) }
            let mapped = try #require(MappedBytes(contentsOf: path))
            #expect(mapped.withUnsafeBytes { Array($0) } == bytes, "\(count) bytes")
        }
        #expect(MappedBytes(contentsOf: "/nonexistent/\(UUID().uuidString)") == nil)
        #expect(MappedBytes(contentsOf: FileManager.default.temporaryDirectory.path) == nil, "a folder")
    }

    @Test func aMappingOutlivesTheFilesReplacement() throws {
        // The store is replaced by a rename while another build may still be reading the old one.
        let (path, bytes) = try Self.file(count: 9000)
        defer { unlink(path) }
        let mapped = try #require(MappedBytes(contentsOf: path))
        let replacement = path + ".new"
        try Data(repeating: 7, count: 10).write(to: URL(filePath: replacement))
        #expect(rename(replacement, path) == 0)
        #expect(mapped.withUnsafeBytes { Array($0) } == bytes)
    }
}
