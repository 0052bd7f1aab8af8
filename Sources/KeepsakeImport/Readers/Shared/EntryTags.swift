import Foundation
import KeepsakeCore

/// An entry's tags gathered from wherever its tool keeps them: trimmed, without the tool's leading
/// marks, composed (NFC, as Korean typed on a Mac may not be), empty ones dropped, each once in the
/// order first met (the first spelling stays).
struct EntryTags {
    /// When two tags are one.
    enum Sameness {
        /// Equal but for case, as Hugo, Obsidian, Day One and jrnl compare tags.
        case ignoringCase
        /// Equal but for case and the runs of spaces, `-` and `_` in them: tags Keepsake shows on one
        /// page (`New York`, `new-york`).
        case onePage
    }

    private(set) var names: [String] = []
    /// Characters taken off a tag's front (`#` of `#travel`, `@` of jrnl's `@picnic`).
    let marks: Set<Character>
    let sameness: Sameness
    private var seen: Set<String> = []

    init(_ raws: [String] = [], marks: Set<Character> = [], sameWhen sameness: Sameness = .ignoringCase) {
        (self.marks, self.sameness) = (marks, sameness)
        insert(contentsOf: raws)
    }

    /// Adds `raw` unless it is empty once cleaned or one of `names` already.
    mutating func insert(_ raw: String) {
        let name = String(raw.trimmingWhitespace().drop { marks.contains($0) }).precomposedStringWithCanonicalMapping
        guard !name.isEmpty, seen.insert(key(name)).inserted else { return }
        names.append(name)
    }

    mutating func insert(contentsOf raws: some Sequence<String>) {
        for raw in raws { insert(raw) }
    }

    private func key(_ name: String) -> String {
        switch sameness {
        case .ignoringCase: return name.lowercased()
        case .onePage:
            var result = ""
            for character in name.lowercased() {
                if !(character.isWhitespace || character == "-" || character == "_") {
                    result.append(character)
                } else if result.last != "-" {
                    result.append("-")
                }
            }
            return result
        }
    }
}
