import Foundation
import Testing

@testable import KeepsakeCore

/// The entry store's records are mapped rather than read: the same bytes, from any offset, and
/// never a range past the file's end (reading a mapped page past the end kills the process).
@Suite("Mapped bytes")
struct MappedBytesTests {
    /// A file of `count` bytes that are not all alike, open for reading.
    private static func file(count: Int) throws -> (path: String, descriptor: Int32, bytes: [UInt8]) {
        let path = FileManager.default.temporaryDirectory.appending(path: "mapped-\(UUID().uuidString)").path
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
        try Data(bytes).write(to: URL(filePath: path))
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        return (path, descriptor, bytes)
    }

    @Test func givesTheBytesAtAnyOffset() throws {
        let (path, descriptor, bytes) = try Self.file(count: 3 * 4096 + 123)
        defer { close(descriptor); unlink(path) }
        // Offsets on a page boundary, inside a page, and ranges that cross pages and end at the end.
        for (offset, count) in [
            (0, bytes.count), (40, 8000), (4096, 4096), (4095, 2), (5000, bytes.count - 5000), (17, 0),
        ] {
            let mapped = try #require(MappedBytes(descriptor: descriptor, offset: offset, count: count))
            #expect(
                mapped.withUnsafeBytes { Array($0) } == Array(bytes[offset..<offset + count]),
                "offset \(offset), count \(count)")
        }
    }

    @Test func refusesARangePastTheEnd() throws {
        let (path, descriptor, bytes) = try Self.file(count: 5000)
        defer { close(descriptor); unlink(path) }
        #expect(MappedBytes(descriptor: descriptor, offset: 0, count: bytes.count + 1) == nil)
        #expect(MappedBytes(descriptor: descriptor, offset: 4999, count: 2) == nil)
        #expect(MappedBytes(descriptor: descriptor, offset: -1, count: 2) == nil)
        #expect(MappedBytes(descriptor: descriptor, offset: 4999, count: 1)?.withUnsafeBytes { $0.first } == bytes.last)
    }

    @Test func aMappingOutlivesTheFilesReplacement() throws {
        // The store is replaced by a rename while another build may still be reading the old one.
        let (path, descriptor, bytes) = try Self.file(count: 9000)
        defer { unlink(path) }
        let mapped = try #require(MappedBytes(descriptor: descriptor, offset: 100, count: 8000))
        close(descriptor)
        let replacement = path + ".new"
        try Data(repeating: 7, count: 10).write(to: URL(filePath: replacement))
        #expect(rename(replacement, path) == 0)
        #expect(mapped.withUnsafeBytes { Array($0) } == Array(bytes[100..<8100]))
    }
}
