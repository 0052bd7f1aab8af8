import Testing

@testable import KeepsakeCore

/// Entries that name the same tags share one list (and one copy of each long tag): parsed by
/// one parser, or read back from the entry store.
@Suite("Shared tag lists")
struct SharedListsTests {
    private func storage(of list: [String]) -> UnsafeRawPointer? {
        list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func entriesParsedWithTheSameTagsShareTheirList() throws {
        let parser = Fixture.parser()
        let text = "---\ntags: [가족 주말 나들이, 일상]\n---\nBody\n"
        let first = try #require(parser.parse(path: "Content/entries/2024/05/2024-05-03-a.md", text: text).0)
        let second = try #require(parser.parse(path: "Content/entries/2024/05/2024-05-04-b.md", text: text).0)
        let other = try #require(
            parser.parse(path: "Content/entries/2024/05/2024-05-05-c.md", text: "---\ntags: [일상]\n---\nBody\n").0)
        #expect(first.tags == ["가족 주말 나들이", "일상"])
        #expect(second.tags == first.tags)
        #expect(storage(of: first.tags) == storage(of: second.tags), "one list for both")
        #expect(other.tags == ["일상"])
        #expect(storage(of: other.tags) != storage(of: first.tags))
        // Another list with a long tag met before holds that tag's copy.
        let third = try #require(
            parser.parse(path: "Content/entries/2024/05/2024-05-06-d.md", text: "---\ntags: [가족 주말 나들이]\n---\nBody\n").0)
        var (long, again) = (first.tags[0], third.tags[0])
        #expect(long == again)
        #expect(long.withUTF8 { a in again.withUTF8 { b in a.baseAddress == b.baseAddress } }, "one copy of the text")
    }

    @Test func listsReadBackAreSharedAndExact() throws {
        let lists: [[String]] = [["가족 주말 나들이", "일상"], [], ["가족 주말 나들이", "일상"], ["일상", "가족 주말 나들이"], ["일상"]]
        var writer = BinaryWriter()
        for list in lists { writer.write(list) }
        let read = try writer.bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            let read = try lists.map { _ in try reader.readSharedList() }
            #expect(reader.isAtEnd)
            return read
        }
        #expect(read == lists)
        #expect(storage(of: read[0]) == storage(of: read[2]))
        #expect(storage(of: read[0]) != storage(of: read[3]), "the same tags in another order are another list")
    }

    @Test func aDamagedCountIsDamage() {
        var writer = BinaryWriter()
        writer.write(Int.max)
        #expect(throws: BinaryReader.Damaged.self) {
            try writer.bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                _ = try reader.readSharedList()
            }
        }
    }
}
