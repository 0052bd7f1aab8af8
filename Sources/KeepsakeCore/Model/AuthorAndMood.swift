import Synchronization

/// An entry's author and mood as one 32-bit number into the process's table of the pairs met.
/// A diary has a few members and a few dozen moods, so a few hundred pairs at most: two shared
/// references in every entry took 16 bytes of its box, where this takes 4 and lets the box fit
/// the allocator's 112-byte size.
///
/// Equal pairs are equal numbers for the life of the process (the table only grows, by the pairs
/// diaries use); numbers are never saved (the store writes the member and the mood).
struct AuthorAndMood: Sendable, Hashable {
    private let number: UInt32

    /// No author, no mood.
    static let none = AuthorAndMood(number: 0)

    private init(number: UInt32) {
        self.number = number
    }

    /// The number of the pair (a shared box per member and per mood, as the parser and the store's
    /// reader hand them out; equal values share a number whatever their boxes).
    init(author: Indirect<Member>?, mood: Indirect<String>?) {
        number =
            author == nil && mood == nil ? 0 : Self.table.withLock { $0.number(of: Pair(author: author, mood: mood)) }
    }

    var author: Indirect<Member>? { pair.author }
    var mood: Indirect<String>? { pair.mood }

    /// Both at once, with one look at the table.
    var pair: Pair {
        number == 0 ? Pair(author: nil, mood: nil) : Self.table.withLock { $0.pairs[Int(number)] }
    }

    /// The same mood with `author` (attached history names the writer).
    func with(author: Indirect<Member>?) -> AuthorAndMood {
        AuthorAndMood(author: author, mood: mood)
    }

    struct Pair: Sendable, Hashable {
        let author: Indirect<Member>?
        let mood: Indirect<String>?
    }

    private static let table = Mutex(Table())

    /// Every pair met, each with its number (0 is no author and no mood).
    struct Table {
        var pairs = [Pair(author: nil, mood: nil)]
        var numbers: [Pair: UInt32] = [:]

        /// A table could hold 2³² pairs only with hundreds of gigabytes of members and moods.
        mutating func number(of pair: Pair) -> UInt32 {
            if let known = numbers[pair] { return known }
            let number = UInt32(pairs.count)
            pairs.append(pair)
            numbers[pair] = number
            return number
        }
    }
}
