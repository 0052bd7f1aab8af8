/// Replaces the link placeholders of `ImportedEntry.link(to:)` with relative addresses between pages.
enum ImportLinks {
    /// `body` with each placeholder to an origin in `addresses` replaced by the address relative to the
    /// page at `from` (`../../../2024/05/picnic/`). A link to an origin that is not there keeps only its
    /// text (`[Christmas](…)` → `Christmas`); those origins are returned for the report, with those linked.
    /// Searched as bytes: Foundation's `range(of:)` compares Unicode forms and took most of an import's time.
    static func resolve(_ body: String, from: String, addresses: [String: String]) -> (
        String, missing: [String], linked: [String]
    ) {
        let marker = ImportedEntry.linkScheme.utf8
        guard body.utf8.firstRange(of: marker) != nil else { return (body, [], []) }
        var result = ""
        var (missing, linked): ([String], [String]) = ([], [])
        var rest = Substring(body)
        while let start = rest.utf8.firstRange(of: marker) {
            result += rest[..<start.lowerBound]
            let tail = rest[start.upperBound...]
            let end = tail.firstIndex { $0 == ")" || $0 == " " || $0 == ">" || $0 == "\n" } ?? tail.endIndex
            let origin = String(tail[..<end]).removingPercentEncoding ?? String(tail[..<end])
            rest = tail[end...]
            if let address = addresses[origin], !address.isEmpty {
                result += relative(from: from, to: address)
                linked.append(origin)
                continue
            }
            missing.append(origin)
            if let unwrapped = unwrappingLink(result), rest.first == ")" {
                // `[text](placeholder)`: the text alone.
                result = unwrapped
                rest = rest.dropFirst()
            } else {
                result += ImportPlanner.stem(of: origin)
            }
        }
        result += rest
        return (result, missing, linked)
    }

    /// `text` that ends with `[label](` without the `[` and the `](`, or `nil` when it does not end so.
    private static func unwrappingLink(_ text: String) -> String? {
        guard text.hasSuffix("](") else { return nil }
        var depth = 0
        var index = text.index(text.endIndex, offsetBy: -2)
        while index > text.startIndex {
            index = text.index(before: index)
            switch text[index] {
            case "]": depth += 1
            case "[" where depth > 0: depth -= 1
            case "[":
                return String(text[..<index]) + text[text.index(after: index)..<text.index(text.endIndex, offsetBy: -2)]
            default: break
            }
        }
        return nil
    }

    /// The address of page `to` seen from page `from` (both like `2024/05/picnic/`).
    static func relative(from: String, to: String) -> String {
        let depth = from.split(separator: "/").count
        return String(repeating: "../", count: depth) + to
    }
}
