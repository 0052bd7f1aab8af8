import Foundation
import Testing

@testable import KeepsakeCore

@Suite("NewFileBatch")
struct NewFileBatchTests {
    /// More files than one chunk, in new folders, one name taken: the taken one is left as it was,
    /// the rest appear with their bytes, and no temporary file is left anywhere.
    @Test func createsEveryFreeFileAndLeavesATakenOneAlone() throws {
        let folder = try TemporaryFolder()
        let taken = try folder.write("a/04.txt", "mine")
        let names = (0..<(NewFileBatch.chunkSize + 10)).map {
            "\(["a", "b/c"][$0 % 2])/\(String(format: "%02d", $0)).txt"
        }
        var reads = 0
        let files = names.map { name in
            NewFileBatch.File(url: folder.url.appending(path: name)) {
                reads += 1
                return Data("file \(name)".utf8)
            }
        }
        let created = try NewFileBatch.create(files)
        #expect(created == names.map { $0 != "a/04.txt" })
        #expect(FileManager.default.contents(atPath: taken.path) == Data("mine".utf8))
        for name in names where name != "a/04.txt" {
            #expect(folder.read(name) == Data("file \(name)".utf8), "\(name)")
        }
        let all = FileManager.default.enumerator(atPath: folder.url.path)?.allObjects as? [String] ?? []
        #expect(!all.contains { $0.hasSuffix(".tmp") })
        #expect(all.count(where: { $0.hasSuffix(".txt") }) == names.count)
        #expect(reads <= names.count + 1)
    }

    @Test func aFileThatCannotBeReadStopsTheBatchWithItsReason() throws {
        let folder = try TemporaryFolder()
        let files = [
            NewFileBatch.File(url: folder.url.appending(path: "x.txt")) { () throws(AtomicFileError) -> Data in
                throw AtomicFileError("cannot read the source")
            }
        ]
        #expect(throws: AtomicFileError.self) { try NewFileBatch.create(files) }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "x.txt").path))
    }
}
