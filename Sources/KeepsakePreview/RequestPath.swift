/// A request target turned into a path inside the site, or refused. The site is served from
/// memory, so a refused path never reaches the disk; refusing also keeps the rules obvious.
public enum RequestPath {
    public enum Refusal: Error, Equatable, Sendable {
        /// Not an origin-form path (`/…`), bad percent-encoding, or not UTF-8.
        case malformed
        /// `.` or `..` segments, encoded slashes or backslashes, NUL: would leave the site or
        /// mean something else to another server.
        case traversal
    }

    /// `/2026/04/%EB%B4%84/?x=1` → `2026/04/봄/` (no leading slash; a trailing slash kept).
    public static func resolve(_ target: String) -> Result<String, Refusal> {
        var raw = Substring(target)
        if let query = raw.firstIndex(where: { $0 == "?" || $0 == "#" }) { raw = raw[..<query] }
        guard raw.hasPrefix("/") else { return .failure(.malformed) }
        var bytes: [UInt8] = []
        var utf8 = raw.utf8.makeIterator()
        func hexDigit() -> Int? { utf8.next().flatMap { Character(Unicode.Scalar($0)).hexDigitValue } }
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = hexDigit(), let low = hexDigit() else { return .failure(.malformed) }
            let decoded = UInt8(high << 4 | low)
            // An encoded separator would be one segment here and two on disk.
            if decoded == UInt8(ascii: "/") || decoded == UInt8(ascii: "\\") { return .failure(.traversal) }
            bytes.append(decoded)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(.malformed) }
        // On bytes, not Characters: `\u{600}/` (a prepended mark and a slash) is one Character, so
        // splitting the text on "/" missed the `..` after it.
        if bytes.contains(UInt8(ascii: "\\")) || bytes.contains(0) { return .failure(.traversal) }
        let segments = bytes.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            if segment.elementsEqual(".".utf8) || segment.elementsEqual("..".utf8) { return .failure(.traversal) }
            // `//` inside a path: refuse rather than guess.
            if segment.isEmpty && index != segments.count - 1 { return .failure(.malformed) }
        }
        return .success(String(decoding: bytes.dropFirst(), as: UTF8.self))
    }
}
