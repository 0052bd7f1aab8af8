/// A small seeded generator (SplitMix64, Steele, Lea and Flood 2014): the same seed gives the same
/// diary and the same edits on every machine, so a failing seed can be given back to replay it.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// `true` with probability `chance` (0–1).
    mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }

    /// One element of a non-empty collection.
    mutating func pick<C: Collection>(_ items: C) -> C.Element {
        items.randomElement(using: &self)!
    }

    /// One of `choices`, each as likely as its weight says.
    mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        var roll = int(0...(choices.map(\.weight).reduce(0, +) - 1))
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// A few distinct elements of `items` (up to `count`), in a random order.
    mutating func some<T>(_ items: [T], upTo count: Int) -> [T] {
        Array(items.shuffled(using: &self).prefix(int(0...min(count, items.count))))
    }
}
