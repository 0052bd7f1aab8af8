/// The text of rendered HTML, for summaries (Open Graph descriptions, feeds) and word counts.
/// cmark's safe output is regular (tags, five entities, numeric references), so a small scanner
/// over UTF-8 bytes does; it runs once per entry, so it avoids per-Character work.
public enum PlainText {
    /// What one pass over an entry's HTML gives.
    public struct Digest: Sendable, Equatable {
        /// At most `summaryLimit` characters of text, cut at a space, with `…` when cut.
        public let summary: String
        public let wordCount: Int
    }

    /// `<p>Hello <em>you</em> &amp; me</p>` → summary `Hello you & me`, 4 words.
    public static func digest(html: String, summaryLimit: Int = 160) -> Digest {
        var html = html
        return html.withUTF8 { scan($0, summaryLimit: summaryLimit) }
    }

    /// At most `limit` characters, cut at a space when there is one near the end, with `…`.
    public static func summary(_ text: String, limit: Int = 160) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit * 2 / 3 {
            return String(cut[..<space]) + "…"
        }
        return String(cut) + "…"
    }

    // MARK: - Scanning

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, summaryLimit: Int) -> Digest {
        var text: [UInt8] = []
        // Collect a little more than the limit in bytes (Korean is 3 bytes a character), then cut.
        let byteBudget = summaryLimit == .max ? Int.max : summaryLimit * 4 + 8
        var words = 0
        var inWord = false
        var wordHasContent = false
        var pendingSpace = false
        func endWord() {
            if inWord, wordHasContent { words += 1 }
            inWord = false
            wordHasContent = false
        }
        func emit(_ decoded: [UInt8]) {
            for (offset, byte) in decoded.enumerated() {
                if isSpace(byte) {
                    endWord()
                    pendingSpace = !text.isEmpty
                    continue
                }
                inWord = true
                if !wordHasContent {
                    wordHasContent = byte < 0x80 ? isAlphanumeric(byte) : byte >= 0xC0 && isLetterOrDigit(decoded, at: offset)
                }
                if text.count < byteBudget {
                    if pendingSpace { text.append(0x20) }
                    text.append(byte)
                }
                pendingSpace = false
            }
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                // A tag separates words (`</p><p>`), like a space.
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
                emit([0x20])
                continue
            }
            if byte == UInt8(ascii: "&"), let (decoded, length) = entity(bytes, at: index) {
                emit(decoded)
                index += length
                continue
            }
            // Runs of ordinary bytes at once.
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") { end += 1 }
            emit(Array(bytes[index..<end]))
            index = end
        }
        endWord()
        let full = String(decoding: text, as: UTF8.self)
        return Digest(summary: summaryLimit == .max ? full : summary(full, limit: summaryLimit), wordCount: words)
    }

    /// `&amp;` → `&` and its length; `nil` when it is not an entity (a bare `&`).
    private static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> ([UInt8], Int)? {
        var end = start + 1
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let length = end - start + 1
        switch name {
        case "amp": return ([UInt8(ascii: "&")], length)
        case "lt": return ([UInt8(ascii: "<")], length)
        case "gt": return ([UInt8(ascii: ">")], length)
        case "quot": return ([UInt8(ascii: "\"")], length)
        case "apos", "#39": return ([UInt8(ascii: "'")], length)
        default:
            let number: UInt32? =
                name.hasPrefix("#x") || name.hasPrefix("#X")
                ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            guard let scalar = number.flatMap(Unicode.Scalar.init) else { return nil }
            return (Array(String(Character(scalar)).utf8), length)
        }
    }

    /// Whether the UTF-8 sequence starting at `start` is a letter or digit (Hangul is; `—` is not).
    private static func isLetterOrDigit(_ bytes: [UInt8], at start: Int) -> Bool {
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard start + length <= bytes.count else { return true }
        var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        for index in (start + 1)..<(start + length) { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        // Hangul syllables and CJK ideographs, most of a Korean diary, without a property lookup.
        if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
