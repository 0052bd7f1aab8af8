import Testing

@testable import KeepsakeCore

/// Paths in the entry store are read against the path of the record they are in (an entry's
/// source, the places of its photo and pictures): the record's own string when the bytes are the
/// same, the stored text whenever they are not.
@Suite("Entry store paths")
struct BinaryPathTests {
    private let record = "Content/entries/2024/05/2024-05-03-소풍.md"

    /// Reads a record path, then each of `paths` with `readPath()`.
    private func readBack(_ paths: [String]) throws -> (record: String, paths: [String]) {
        var writer = BinaryWriter()
        writer.write(record)
        for path in paths { writer.write(path) }
        return try writer.bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            let record = try reader.readRecordPath()
            let read = try paths.map { _ in try reader.readPath() }
            #expect(reader.isAtEnd)
            return (record, read)
        }
    }

    @Test func theRecordsOwnPathIsTheRecordsString() throws {
        let (record, paths) = try readBack([record, record])
        #expect(paths == [record, record])
        var (first, own) = (paths[0], record)
        let shared = first.withUTF8 { a in own.withUTF8 { b in a.baseAddress == b.baseAddress } }
        #expect(shared, "not made again")
    }

    @Test func otherPathsAreReadAsStored() throws {
        // Same length with one byte changed, a prefix, longer, composed "é" against decomposed, empty.
        let others = [
            "Content/entries/2024/05/2024-05-03-소풍.mD", "Content/entries/2024/05/2024-05-03-소",
            record + ".comments.json",
            "Content/caf\u{E9}.md", "Content/cafe\u{301}.md", "",
        ]
        let (_, paths) = try readBack(others + [record])
        #expect(paths.map { Array($0.utf8) } == (others + [record]).map { Array($0.utf8) })
    }

    @Test func aLengthPastTheEndIsDamage() {
        var writer = BinaryWriter()
        writer.write(record)
        writer.write(Int(1_000))
        writer.write(record)
        #expect(throws: BinaryReader.Damaged.self) {
            try writer.bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                _ = try reader.readRecordPath()
                _ = try reader.readPath()
            }
        }
    }
}
