/// Replaces the link placeholders of `ImportedEntry.link(to:)` with relative addresses between pages.
enum ImportLinks {
    /// `body` with each placeholder to an origin in `addresses` replaced by the address relative to the
    /// page at `from` (`../../../2024/05/picnic/`); the origins not found, for the report.
    static func resolve(_ body: String, from: String, addresses: [String: String]) -> (String, [String]) {
        let marker = ImportedEntry.linkScheme
        guard body.contains(marker) else { return (body, []) }
        var result = ""
        var missing: [String] = []
        var rest = Substring(body)
        while let start = rest.range(of: marker) {
            result += rest[..<start.lowerBound]
            let tail = rest[start.upperBound...]
            let end = tail.firstIndex { $0 == ")" || $0 == " " || $0 == ">" || $0 == "\n" } ?? tail.endIndex
            let origin = String(tail[..<end]).removingPercentEncoding ?? String(tail[..<end])
            if let address = addresses[origin] {
                result += relative(from: from, to: address)
            } else {
                missing.append(origin)
                result += "#"
            }
            rest = tail[end...]
        }
        result += rest
        return (result, missing)
    }

    /// The address of page `to` seen from page `from` (both like `2024/05/picnic/`).
    static func relative(from: String, to: String) -> String {
        let depth = from.split(separator: "/").count
        return String(repeating: "../", count: depth) + to
    }
}
