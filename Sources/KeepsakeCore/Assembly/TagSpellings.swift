import Foundation

/// Finds tags that would share one page though they differ in more than case and separators:
/// `C++`, `C--` and `c` all make `tags/c/`, and that page could show only one of them.
enum TagSpellings {
    /// An error at the first entry that writes each tag whose page a tag spelled otherwise shares.
    static func clashes(_ entries: some Sequence<Entry>) -> [Diagnostic] {
        // Each spelling once, with the first entry that writes it.
        var (table, sources) = (SpellingTable(), [String]())
        for entry in entries {
            for tag in entry.tags where table.insert(tag).isNew { sources.append(entry.source) }
        }
        let names = table.names
        var bySlug: [String: [Int]] = [:]
        for index in names.indices { bySlug[TagSection.slug(for: names[index]), default: []].append(index) }
        var diagnostics: [Diagnostic] = []
        for (slug, spellings) in bySlug.sorted(by: { $0.key < $1.key }) where spellings.count > 1 {
            let keys = spellings.map { looseSpelling(names[$0]) }
            guard Set(keys).count > 1 else { continue }
            for (index, key) in zip(spellings, keys) {
                let others = zip(spellings, keys).filter { $0.1 != key }.map { "\"\(names[$0.0])\" (\(sources[$0.0]))" }
                let shown = others.prefix(10).joined(separator: ", ")
                let more = others.count > 10 ? " and \(others.count - 10) more" : ""
                diagnostics.append(
                    .error(
                        at: SourceLocation(path: sources[index]),
                        "tag \"\(names[index])\" shares the page tags/\(slug)/ with \(shown)\(more)",
                        hint:
                            "tags that differ only in punctuation get one page, which shows one spelling: write one "
                            + "spelling everywhere, or tell them apart with letters (C++ → cpp)"))
            }
        }
        return diagnostics
    }

    /// A tag as two spellings of one tag share it: lowercased and composed, each run of spaces, `-`
    /// and `_` one `-` (`Picnic Day` and `picnic-day` are one tag; `C++`, `C--` and `c` are three).
    static func looseSpelling(_ tag: String) -> String {
        var result = ""
        for character in tag.lowercased().precomposedStringWithCanonicalMapping {
            let isSeparator = character.isWhitespace || character == "-" || character == "_"
            if !isSeparator {
                result.append(character)
            } else if result.last != "-" {
                result.append("-")
            }
        }
        return result
    }
}

/// Distinct tag spellings in the order first seen, looked up by the digest of their bytes: a
/// String's hash normalizes Korean text first, slowly.
struct SpellingTable {
    private(set) var names: [String] = []
    private var byDigest: [UInt64: Int] = [:]
    /// Spellings whose digest another spelling has already: never seen, but possible.
    private var sharingDigests: [String: Int] = [:]

    /// The place of `name` in `names`, and whether it was added just now.
    mutating func insert(_ name: String) -> (index: Int, isNew: Bool) {
        let digest = ContentDigest.of(name)
        if let known = byDigest[digest] {
            if names[known].utf8.elementsEqual(name.utf8) { return (known, false) }
            if let known = sharingDigests[name] { return (known, false) }
            sharingDigests[name] = names.count
        } else {
            byDigest[digest] = names.count
        }
        names.append(name)
        return (names.count - 1, true)
    }
}
