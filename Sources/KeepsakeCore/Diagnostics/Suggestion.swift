import Foundation

/// "Did you mean …?" for unknown names, by edit distance.
public enum Suggestion {
    /// The closest of `candidates` to `name`, if it is close enough to be a likely typo.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        // Edit distance costs the product of the lengths; nobody mistypes a name that long.
        guard name.utf8.count <= maxLength else { return nil }
        let target = Array(name.lowercased())
        let allowed = max(1, min(3, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate.utf8.count <= maxLength * 4 {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference in length.
            guard abs(other.count - target.count) <= allowed else { continue }
            let distance = editDistance(target, other)
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= allowed else { return nil }
        return best.name
    }

    /// Names longer than this (in UTF-8 bytes) get no "did you mean".
    static let maxLength = 200
    /// How many accepted names a hint lists.
    static let listed = 30

    /// A hint listing what is accepted (the first `listed` of them), led by the likely intended name.
    /// - Parameter meant: what names other tools use stand for here (`categories` → `tags`).
    public static func hint(for name: String, known: [String], noun: String, meant: [String: String] = [:]) -> String {
        let more = known.count > listed ? ", … (\(known.count - listed) more)" : ""
        let list = known.prefix(listed).joined(separator: ", ") + more
        let guess = (meant[name] ?? closest(to: name, in: known)).map { "did you mean \"\($0)\"? " } ?? ""
        return guess + "known \(noun): \(list)"
    }

    /// The hint for a time zone name the system does not know: the likely intended IANA name
    /// (`Asia/Seol` → `Asia/Seoul`), else examples.
    public static func timeZoneHint(for name: String) -> String {
        let guess = closest(to: name, in: TimeZone.knownTimeZoneIdentifiers).map { "did you mean \"\($0)\"? " } ?? ""
        return guess + "use an IANA zone name such as Asia/Seoul, Europe/London or America/New_York"
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
