/// "Did you mean …?" for unknown names, by edit distance.
public enum Suggestion {
    /// The closest of `candidates` to `name`, if it is close enough to be a likely typo.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, min(3, target.count / 3)) else { return nil }
        return best.name
    }

    /// A hint listing what is accepted, led by the likely intended name.
    public static func hint(for name: String, known: [String], noun: String) -> String {
        let list = known.joined(separator: ", ")
        if let guess = closest(to: name, in: known) {
            return "did you mean \"\(guess)\"? known \(noun): \(list)"
        }
        return "known \(noun): \(list)"
    }

    /// Edit distance where swapping two neighbours counts as one typo (optimal string alignment).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
