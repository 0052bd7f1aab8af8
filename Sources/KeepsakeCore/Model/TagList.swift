import Synchronization

/// An entry's tags, in the order written, as one word: up to four tags as numbers into the
/// process's table of tag names, or (more tags, or more than 32,767 names) the number of a list
/// kept in that table. A big diary's entries name a few dozen tags in thousands of combinations,
/// and a list of its own per combination was 1.4 MB of arrays at 50,000 entries.
///
/// Equal lists are equal words: a name has one number, a long list one place, for the life of
/// the process (the table only grows, by the names and long lists that diaries use). Words are
/// never saved: the store writes the names.
struct TagList: Sendable, Hashable {
    private let raw: UInt64

    static let empty = TagList(raw: 0)

    private init(raw: UInt64) {
        self.raw = raw
    }

    init(_ names: [String]) {
        raw = names.isEmpty ? 0 : Self.table.withLock { $0.word(for: names) }
    }

    /// The word for `names` in `table` (tests use a table of their own).
    init(_ names: [String], in table: inout Table) {
        raw = names.isEmpty ? 0 : table.word(for: names)
    }

    /// The names, in their order.
    var names: [String] {
        guard raw != 0 else { return [] }
        return Self.table.withLock { $0.names(of: raw) }
    }

    /// The names, in their order, from `table`.
    func names(in table: Table) -> [String] {
        raw == 0 ? [] : table.names(of: raw)
    }

    var isEmpty: Bool { raw == 0 }

    /// Calls `body` with the number of each name, in order, and returns `true`; returns `false`
    /// (calling nothing) for a list kept whole. Passes over every entry look each name up once
    /// (`name(ofNumber:)`) instead of every entry's names.
    func forEachNumber(_ body: (Int) -> Void) -> Bool {
        guard raw & Self.listBit == 0 else { return false }
        var rest = raw
        while rest != 0 {
            body(Int(rest & 0xFFFF))
            rest >>= 16
        }
        return true
    }

    /// The name numbered `number` (by `forEachNumber`).
    static func name(ofNumber number: Int) -> String {
        table.withLock { $0.names[number] }
    }

    /// Numbers of names are 15 bits (a word's top bit says it is a list's place instead), four
    /// to a word; 0 is no name.
    private static let listBit: UInt64 = 1 << 63
    private static let namesPerWord = 4

    private static let table = Mutex(Table())

    /// Every tag name and long list met, each with its number.
    struct Table {
        /// The most names numbered (15 bits; fewer in tests).
        let largestNumber: Int
        var names: [String] = [""]
        var numbers: [String: Int] = [:]
        var lists: [[String]] = []
        var listPlaces: [[String]: Int] = [:]

        init(largestNumber: Int = (1 << 15) - 1) {
            self.largestNumber = largestNumber
        }

        mutating func word(for list: [String]) -> UInt64 {
            if list.count <= TagList.namesPerWord {
                var word: UInt64 = 0
                for (slot, name) in list.enumerated() {
                    guard let number = number(of: name) else { return place(of: list) }
                    word |= UInt64(number) << (16 * UInt64(slot))
                }
                return word
            }
            return place(of: list)
        }

        private mutating func number(of name: String) -> Int? {
            if let known = numbers[name] { return known }
            guard names.count <= largestNumber else { return nil }
            names.append(name)
            numbers[name] = names.count - 1
            return names.count - 1
        }

        private mutating func place(of list: [String]) -> UInt64 {
            if let known = listPlaces[list] { return TagList.listBit | UInt64(known) }
            lists.append(list)
            listPlaces[list] = lists.count - 1
            return TagList.listBit | UInt64(lists.count - 1)
        }

        func names(of word: UInt64) -> [String] {
            var result: [String] = []
            guard TagList(raw: word).forEachNumber({ result.append(names[$0]) }) else {
                return lists[Int(word & ~TagList.listBit)]
            }
            return result
        }
    }
}
