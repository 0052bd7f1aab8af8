import Foundation

/// Tags as an imported entry keeps them: composed (NFC, as Korean typed on a Mac may not be),
/// trimmed, empty ones gone, and each once; of two that differ only in case, the first spelling.
enum ImportTags {
    static func cleaned(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for tag in tags {
            let composed = tag.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !composed.isEmpty, seen.insert(composed.lowercased()).inserted else { continue }
            result.append(composed)
        }
        return result
    }
}
