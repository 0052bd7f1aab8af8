import Testing

@testable import KeepsakeCore

/// The entry cache's records, kept in the order of their paths' bytes: lookups by binary search,
/// and whole lists walked side by side.
@Suite("Entry cache record table")
struct RecordTableTests {
    private func record(_ digest: UInt64) -> EntryCache.Record {
        EntryCache.Record(files: nil, digest: digest, entry: nil, diagnostics: [], isRacy: false)
    }

    // Korean after ASCII, a prefix before the longer path, "é" composed and decomposed apart: the
    // file system's order, not `String`'s (which compares them as equal).
    private let paths = ["a.md", "a/b.md", "b.md", "caf\u{E9}.md", "cafe\u{301}.md", "일기.md"].sorted {
        RelativePath.order($0, $1) < 0
    }

    @Test func lookupsInsertsAndRemovals() {
        var table = EntryCache.RecordTable(inOrder: paths, records: paths.indices.map { record(UInt64($0)) })
        for (index, path) in paths.enumerated() { #expect(table[path]?.digest == UInt64(index)) }
        #expect(table["caf\u{E9}.md"]?.digest != table["cafe\u{301}.md"]?.digest, "two spellings are two files")
        #expect(table["missing.md"] == nil)

        table["aa.md"] = record(99)
        table["b.md"] = record(42)
        table["a/b.md"] = nil
        table["nowhere.md"] = nil
        let inOrder = ["a.md", "aa.md", "b.md", "cafe\u{301}.md", "caf\u{E9}.md", "일기.md"]
        #expect(table.paths.map { Array($0.utf8) } == inOrder.map { Array($0.utf8) }, "in byte order")
        #expect(table.count == paths.count)
        #expect(table["aa.md"]?.digest == 99)
        #expect(table["b.md"]?.digest == 42)
        #expect(table["a/b.md"] == nil)
    }

    @Test func alignedFindsEachListedPathInOneWalk() {
        let table = EntryCache.RecordTable(inOrder: paths, records: paths.indices.map { record(UInt64($0)) })
        let listed = ["0.md", paths[1], paths[2], "bb.md", paths[5], "zz.md"].sorted { RelativePath.order($0, $1) < 0 }
        let found = table.aligned(with: listed)
        #expect(found.count == listed.count)
        for (path, record) in zip(listed, found) {
            #expect(record?.digest == table[path]?.digest, "\(path)")
        }
        #expect(found.compactMap { $0 }.count == 3)
        #expect(EntryCache.RecordTable().aligned(with: listed).allSatisfy { $0 == nil })
    }

    @Test func mergedVisitsEveryPathOfBothOnceInOrder() {
        let first = EntryCache.RecordTable(inOrder: Array(paths.prefix(4)), records: (0..<4).map { record(UInt64($0)) })
        let second = EntryCache.RecordTable(
            inOrder: Array(paths.suffix(4)), records: (0..<4).map { record(UInt64(10 + $0)) })
        var visited: [(String, UInt64?, UInt64?)] = []
        first.merged(with: second) { visited.append(($0, $1?.digest, $2?.digest)) }
        #expect(visited.map(\.0) == paths)
        #expect(visited.map(\.1) == [0, 1, 2, 3, nil, nil])
        #expect(visited.map(\.2) == [nil, nil, 10, 11, 12, 13])
    }

    /// Attaching history that changed no entry keeps the records as they are, in the same storage:
    /// a build without git copied a big diary's records (2 MB at 50,000 entries) while saving them.
    /// The copy was the optimiser's (it made the table unique before a loop that never ran): this
    /// fails without the fix in a release build (`swift test -c release`), not in a debug one.
    @Test func attachingNothingKeepsTheRecordsStorage() {
        var cache = EntryCache()
        cache.records = EntryCache.RecordTable(inOrder: paths, records: paths.indices.map { record(UInt64($0)) })
        let attached = cache.attaching([], to: [], historyKey: 7)
        #expect(attached.historyKey == 7)
        let before = cache.records.records.withUnsafeBufferPointer { $0.baseAddress }
        let after = attached.records.records.withUnsafeBufferPointer { $0.baseAddress }
        #expect(before == after, "the same records, not a copy")
    }
}
