/// The text of rendered HTML, for summaries and word counts: cmark's safe output is regular, so a
/// small scanner over UTF-8 bytes does, without per-Character work (it runs once per entry).
public enum PlainText {
    /// The words of `html` that hold a letter or digit: `<p>Hello <em>you</em> &amp; me</p>` has 3.
    public static func wordCount(html: String) -> Int {
        var html = html
        return html.withUTF8 { scan($0, byteBudget: 0).words }
    }

    /// `summary(_:limit:)` of the text of HTML given as UTF-8 (`<p>Hello <em>you</em> &amp; me</p>`
    /// → `Hello you & me`), without reading past the text the summary can hold.
    public static func summary(utf8 html: UnsafeBufferPointer<UInt8>, limit: Int = 160) -> String {
        // A little more than the limit in bytes (Korean is 3 bytes a character), then cut.
        let text = scan(html, byteBudget: limit * 4 + 8, stopsWhenFull: true).text
        return summary(String(decoding: text, as: UTF8.self), limit: limit)
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

    /// The text (up to `byteBudget` bytes) and words of `bytes`; with `stopsWhenFull`, only the text.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, byteBudget: Int, stopsWhenFull: Bool = false)
        -> Collector
    {
        var collector = Collector(byteBudget: byteBudget)
        var index = 0
        while index < bytes.count, !(stopsWhenFull && collector.isFull) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                // A block's tag separates words (`</p><p>`, `<br />`), like a space; an inline one does
                // not: `**스콘**을` is one word, as the reader sees it.
                let isInline = isInlineTag(at: index, in: bytes)
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
                if !isInline { collector.space() }
            } else if byte == UInt8(ascii: "&"), let (decoded, length) = entity(bytes, at: index) {
                decoded.withUnsafeBufferPointer { decoded in
                    for offset in decoded.indices { collector.add(decoded[offset], at: offset, in: decoded) }
                }
                index += length
            } else {
                collector.add(byte, at: index, in: bytes)
                index += 1
            }
        }
        collector.endWord()
        return collector
    }

    /// The text and word count gathered so far: spaces collapsed, a word counted when it holds a
    /// letter or digit (methods, not closures, which would be boxed on the heap).
    private struct Collector {
        let byteBudget: Int
        var text: [UInt8] = []
        var words = 0
        var inWord = false
        var wordHasContent = false
        var pendingSpace = false

        init(byteBudget: Int) {
            self.byteBudget = byteBudget
            text.reserveCapacity(min(byteBudget, 1024))
        }

        var isFull: Bool { text.count >= byteBudget }

        mutating func endWord() {
            if inWord, wordHasContent { words += 1 }
            inWord = false
            wordHasContent = false
        }

        /// A separator: ends the word, and puts one space before the next text (none at the start).
        mutating func space() {
            endWord()
            pendingSpace = !text.isEmpty
        }

        /// One byte of text at `offset` of `bytes` (whose UTF-8 sequences end with it).
        mutating func add(_ byte: UInt8, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
            if isSpace(byte) {
                space()
                return
            }
            inWord = true
            if !wordHasContent {
                wordHasContent = byte < 0x80 ? isAlphanumeric(byte) : byte >= 0xC0 && isLetterOrDigit(bytes, at: offset)
            }
            if text.count < byteBudget {
                if pendingSpace { text.append(0x20) }
                text.append(byte)
            }
            pendingSpace = false
        }
    }

    /// The elements whose text runs on into the text around them: those cmark writes inside a
    /// paragraph, and HTML's other common inline ones.
    private static let inlineTags: [[UInt8]] = [
        "a", "em", "strong", "code", "img", "del", "s", "sup", "sub", "b", "i", "u", "mark", "small", "span", "kbd",
        "abbr", "q", "cite", "ins", "time",
    ].map { Array($0.utf8) }

    /// Whether the tag opening at `start` (`<em>`, `</a>`) is of an inline element.
    private static func isInlineTag(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The name after `<` or `</`, its ASCII letters lowercased (digits keep their value).
        let rest = bytes[(start + 1)...].drop { $0 == UInt8(ascii: "/") }
        let name = rest.prefix(while: isAlphanumeric).lazy.map { $0 | 0x20 }
        return inlineTags.contains { $0.elementsEqual(name) }
    }

    /// `&amp;` → `&` and its length; `nil` when it is not an entity (a bare `&`).
    private static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> ([UInt8], Int)? {
        var end = start + 1
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        let length = end - start + 1
        // cmark writes these four; compared as bytes, without making a String.
        if name.elementsEqual("amp".utf8) { return ([UInt8(ascii: "&")], length) }
        if name.elementsEqual("lt".utf8) { return ([UInt8(ascii: "<")], length) }
        if name.elementsEqual("gt".utf8) { return ([UInt8(ascii: ">")], length) }
        if name.elementsEqual("quot".utf8) { return ([UInt8(ascii: "\"")], length) }
        switch String(decoding: name, as: UTF8.self) {
        case "apos", "#39": return ([UInt8(ascii: "'")], length)
        case let name:
            let number: UInt32? =
                name.hasPrefix("#x") || name.hasPrefix("#X")
                ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            guard let scalar = number.flatMap(Unicode.Scalar.init) else { return nil }
            return (Array(String(Character(scalar)).utf8), length)
        }
    }

    /// Whether the UTF-8 sequence starting at `start` is a letter or digit (Hangul is; `—` is not).
    private static func isLetterOrDigit(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
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
