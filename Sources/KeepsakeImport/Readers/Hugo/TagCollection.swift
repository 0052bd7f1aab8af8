import Foundation

/// An entry's tags gathered from several places (front matter lists, inline `#tags`): composed
/// (NFC), without a leading `#`, each once, in the order first met.
struct TagCollection {
    private(set) var names: [String] = []
    private var seen: Set<String> = []

    /// Adds `raw` unless it is empty or already there, compared without case as both tools do
    /// (Hugo's taxonomy terms and Obsidian's tags are case-insensitive); the first spelling stays.
    mutating func insert(_ raw: String) {
        var name = Substring(raw.trimmingCharacters(in: .whitespacesAndNewlines))
        while name.first == "#" { name = name.dropFirst() }
        let composed = String(name).precomposedStringWithCanonicalMapping
        guard !composed.isEmpty, seen.insert(composed.lowercased()).inserted else { return }
        names.append(composed)
    }

    mutating func insert(contentsOf raws: some Sequence<String>) {
        for raw in raws { insert(raw) }
    }
}
