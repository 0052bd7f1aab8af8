import Foundation

/// Finds tags that would share one page though they differ in more than case and separators:
/// `C++`, `C--` and `c` all make `tags/c/`, and that page could show only one of them.
enum TagSpellings {
    /// An error at the first entry that writes each tag whose page a tag spelled otherwise shares.
    static func clashes(_ entries: some Sequence<Entry>) -> [Diagnostic] {
        // Each spelling once, with the first entry that writes it; looked up by the digest of its
        // bytes, as `TagGrouping` does, rather than by a String's hash.
        var (byDigest, sharingDigests) = ([UInt64: Int](), [String: Int]())
        var (names, sources) = ([String](), [String]())
        for entry in entries {
            for tag in entry.tags {
                let digest = ContentDigest.of(tag)
                if let known = byDigest[digest] {
                    guard !names[known].utf8.elementsEqual(tag.utf8), sharingDigests[tag] == nil else { continue }
                    sharingDigests[tag] = names.count
                } else {
                    byDigest[digest] = names.count
                }
                names.append(tag)
                sources.append(entry.source)
            }
        }
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
