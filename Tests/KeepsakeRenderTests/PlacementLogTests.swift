import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// The files a build from nothing places wait in a scratch file until the finish: read back,
/// they are the list that would have been held, in the same order.
@Suite("Placement log")
struct PlacementLogTests {
    @Test func readsBackEveryFilePlacedInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "placement-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = PlacementLog(try #require(BodyFile.scratch(in: folder)))
        var expected = PlacedFiles()
        // Blocks and a part of one, Korean paths, files without a stamp, a path placed twice.
        for index in 0..<(2 * PlacementLog.blockSize + 17) {
            let path = index % 7 == 0 ? "2024/05/일기-\(index)/index.html" : "2024/05/entry-\(index)/index.html"
            let stamp =
                index % 5 == 0
                ? nil : OutputManifest.Stamp(inode: UInt64(index), size: Int64(index * 3), modified: -Int64(index))
            let file = OutputManifest.File(digest: UInt64(index) &* 0x9E37_79B9_7F4A_7C15, stamp: stamp)
            log.append(path, file)
            expected.append(path, file)
        }
        log.append("index.html", OutputManifest.File(digest: 1, stamp: nil))
        expected.append("index.html", OutputManifest.File(digest: 1, stamp: nil))
        let read = try #require(log.readBack())
        #expect(read.count == expected.count)
        #expect(
            read.indices.allSatisfy {
                read.path(at: $0) == expected.path(at: $0) && read.file(at: $0) == expected.file(at: $0)
            })
        #expect(!log.failed)
    }

    @Test func anEmptyLogReadsBackNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "placement-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = PlacementLog(try #require(BodyFile.scratch(in: folder)))
        #expect(log.readBack()?.isEmpty == true)
    }
}
