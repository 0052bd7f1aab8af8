import Testing

@testable import KeepsakeCore

/// Tag lists are one word each: equal lists are equal words, the order written is kept, and
/// lists of more than four tags (or beyond the numbers a word holds) are kept whole.
@Suite("Tag lists")
struct TagListTests {
    @Test func entriesParsedWithTheSameTagsHaveTheSameWord() throws {
        let parser = Fixture.parser()
        let text = "---\ntags: [가족 주말 나들이, 일상]\n---\nBody\n"
        let first = try #require(parser.parse(path: "Content/entries/2024/05/2024-05-03-a.md", text: text).0)
        let second = try #require(parser.parse(path: "Content/entries/2024/05/2024-05-04-b.md", text: text).0)
        let reversed = try #require(
            parser.parse(
                path: "Content/entries/2024/05/2024-05-05-c.md", text: "---\ntags: [일상, 가족 주말 나들이]\n---\nBody\n"
            ).0)
        #expect(first.tags == ["가족 주말 나들이", "일상"])
        #expect(second.box.fields.tags == first.box.fields.tags)
        #expect(reversed.tags == ["일상", "가족 주말 나들이"])
        #expect(reversed.box.fields.tags != first.box.fields.tags, "the same tags in another order are another list")
        let none = try #require(parser.parse(path: "Content/entries/2024/05/2024-05-06-d.md", text: "Body\n").0)
        #expect(none.tags.isEmpty && none.box.fields.tags == .empty)
    }

    @Test func listsOfEveryLengthGiveBackTheirNamesInOrder() {
        let names = (0..<9).map { "태그 \($0) tag" }
        for count in 0...names.count {
            for start in 0..<3 {
                let list = Array((names + names)[start..<start + count])
                let word = TagList(list)
                #expect(word.names == list)
                #expect(word == TagList(list) && word.hashValue == TagList(list).hashValue)
                #expect(word.isEmpty == list.isEmpty)
                if count > 0 { #expect(word != TagList(Array(list.dropLast()))) }
            }
        }
    }

    /// A list kept in the word gives its names' numbers in order, and each number its name; a
    /// list kept whole gives none.
    @Test func numbersGiveTheirNamesBack() {
        let list = ["가족", "picnic", "일상"]
        var numbers: [Int] = []
        #expect(TagList(list).forEachNumber { numbers.append($0) })
        #expect(numbers.map(TagList.name(ofNumber:)) == list)
        let long = (0..<6).map { "long-list-\($0)" }
        #expect(!TagList(long).forEachNumber { _ in Issue.record("a list kept whole has no numbers") })
        #expect(TagList.empty.forEachNumber { _ in Issue.record("none") })
    }

    /// Past the names a word can number (32,767; three in this table), new names' lists are
    /// kept whole, and still equal by their words.
    @Test func namesBeyondWhatAWordNumbersAreKeptInLists() {
        var table = TagList.Table(largestNumber: 3)
        let many = (0..<6).map { "many-\($0)" }
        let words = many.map { TagList([$0], in: &table) }
        #expect(zip(words, many).allSatisfy { $0.names(in: table) == [$1] })
        #expect(words[..<3].allSatisfy { $0.forEachNumber { _ in } }, "numbered")
        #expect(words[3...].allSatisfy { !$0.forEachNumber { _ in } }, "kept whole")
        let late = ["many-5", "many-0"]
        let word = TagList(late, in: &table)
        #expect(word.names(in: table) == late && word == TagList(late, in: &table))
        #expect(word != TagList(Array(late.reversed()), in: &table))
        #expect(TagList(["many-1", "many-0"], in: &table).names(in: table) == ["many-1", "many-0"])
    }

    @Test func listsReadBackAreExact() throws {
        let lists: [[String]] = [["가족 주말 나들이", "일상"], [], ["일상", "가족 주말 나들이"], ["일상"]]
        var writer = BinaryWriter()
        for list in lists { writer.write(list) }
        let read = try writer.bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            let read = try lists.map { _ in TagList(try reader.readSharedList()) }
            #expect(reader.isAtEnd)
            return read
        }
        #expect(read.map(\.names) == lists)
        #expect(read[0] == TagList(lists[0]))
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
