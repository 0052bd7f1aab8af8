/// The text of rendered HTML, for summaries and word counts: cmark's safe output is regular, so a
/// small scanner over UTF-8 bytes does, without per-Character work (it runs once per entry).
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

    /// `digest(html:).wordCount`, without gathering a summary.
    public static func wordCount(html: String) -> Int {
        var html = html
        return html.withUTF8 { scan($0, summaryLimit: 0).wordCount }
    }

    /// `digest(html:summaryLimit:).summary` of HTML given as UTF-8, without reading past the text
    /// the summary can hold (and without counting words).
    public static func summary(utf8 html: UnsafeBufferPointer<UInt8>, limit: Int = 160) -> String {
        scan(html, summaryLimit: limit, summaryOnly: true).summary
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

    /// `summary(_:limit:)` of the UTF-8 `text`, worked out on its bytes when each of its first
    /// `limit + 1` scalars is a Character of its own (most text: see `SimpleScalars`), so that no
    /// grapheme breaking is needed; `nil` for other text.
    static func summary(utf8 text: [UInt8], limit: Int) -> String? {
        var scalars = 0
        var cutEnd = text.count
        var lastSpace: (offset: Int, scalar: Int)?
        var index = 0
        while index < text.count {
            let lead = text[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            // The byte budget can end the text inside a sequence, which then reads as U+FFFD.
            guard index + length <= text.count else { return nil }
            var value = UInt32(lead) & (lead < 0x80 ? 0x7F : lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
            for next in (index + 1)..<(index + length) { value = value << 6 | UInt32(text[next] & 0x3F) }
            guard SimpleScalars.isSimple(value) else { return nil }
            if scalars < limit, lead == 0x20 { lastSpace = (index, scalars) }
            scalars += 1
            index += length
            if scalars == limit { cutEnd = index }
            // One scalar past the limit decides: whether a Character ends before a scalar depends
            // only on the scalars up to it.
            if scalars > limit { break }
        }
        guard scalars > limit else { return String(decoding: text, as: UTF8.self) }
        if let lastSpace, lastSpace.scalar > limit * 2 / 3 {
            return String(decoding: text[..<lastSpace.offset], as: UTF8.self) + "…"
        }
        return String(decoding: text[..<cutEnd], as: UTF8.self) + "…"
    }

    // MARK: - Scanning

    /// `summaryOnly`: stop once the summary is complete (the word count is then meaningless).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, summaryLimit: Int, summaryOnly: Bool = false)
        -> Digest
    {
        // Collect a little more than the limit in bytes (Korean is 3 bytes a character), then cut.
        let budget = summaryLimit == .max ? Int.max : summaryLimit == 0 ? 0 : summaryLimit * 4 + 8
        var collector = Collector(byteBudget: budget, countsPastBudget: !summaryOnly)
        var index = 0
        // Once the text holds `byteBudget` bytes, nothing later changes it.
        while index < bytes.count, !(summaryOnly && collector.isFull) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                // A tag separates words (`</p><p>`), like a space.
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
                collector.space()
                continue
            }
            if byte == UInt8(ascii: "&"), let (decoded, length) = entity(bytes, at: index) {
                decoded.withUnsafeBufferPointer { collector.add($0, from: 0, to: $0.count) }
                index += length
                continue
            }
            // Runs of ordinary bytes at once (a bare `&` starts one).
            index = collector.addRun(bytes, from: index)
        }
        collector.endWord()
        if summaryLimit == 0 { return Digest(summary: "", wordCount: collector.words) }
        if summaryLimit != .max, let summary = summary(utf8: collector.text, limit: summaryLimit) {
            return Digest(summary: summary, wordCount: collector.words)
        }
        let full = String(decoding: collector.text, as: UTF8.self)
        return Digest(
            summary: summaryLimit == .max ? full : summary(full, limit: summaryLimit), wordCount: collector.words)
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

        /// Whether words are counted once the text is full (else `addRun` stops there).
        let countsPastBudget: Bool

        init(byteBudget: Int, countsPastBudget: Bool = true) {
            self.byteBudget = byteBudget
            self.countsPastBudget = countsPastBudget
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

        /// The text bytes `bytes[start..<end]`, whole UTF-8 sequences.
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
            for offset in start..<end {
                add(bytes[offset], at: offset, in: bytes, end: end)
            }
        }

        /// The text from `start` up to the next `<` or `&` after it (or the end).
        /// - Returns: where it stopped.
        mutating func addRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var offset = start
            func stops(_ offset: Int) -> Bool {
                offset == bytes.count || bytes[offset] == UInt8(ascii: "<") || bytes[offset] == UInt8(ascii: "&")
            }
            while text.count < byteBudget {
                add(bytes[offset], at: offset, in: bytes, end: bytes.count)
                offset += 1
                if stops(offset) { return offset }
            }
            if !countsPastBudget { return offset }
            // The summary is full: only words are counted from here on, in local variables (the
            // pending space no longer matters, as nothing is added to the text).
            var (inWord, wordHasContent, words) = (self.inWord, self.wordHasContent, self.words)
            defer { (self.inWord, self.wordHasContent, self.words) = (inWord, wordHasContent, words) }
            repeat {
                let byte = bytes[offset]
                if isSpace(byte) {
                    if inWord, wordHasContent { words += 1 }
                    (inWord, wordHasContent) = (false, false)
                    offset += 1
                } else if wordHasContent {
                    // This word already counts: nothing in the rest of it changes anything.
                    offset += 1
                    while offset < bytes.count, !PlainText.endsWord(bytes[offset]) { offset += 1 }
                } else {
                    inWord = true
                    wordHasContent =
                        byte < 0x80
                        ? isAlphanumeric(byte) : byte >= 0xC0 && isLetterOrDigit(bytes, at: offset, end: bytes.count)
                    offset += 1
                }
            } while !stops(offset)
            return offset
        }

        /// One byte of text at `offset` of `bytes` (whose UTF-8 sequences end by `end`).
        private mutating func add(_ byte: UInt8, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) {
            if isSpace(byte) {
                space()
                return
            }
            inWord = true
            if !wordHasContent {
                wordHasContent =
                    byte < 0x80 ? isAlphanumeric(byte) : byte >= 0xC0 && isLetterOrDigit(bytes, at: offset, end: end)
            }
            if text.count < byteBudget {
                if pendingSpace { text.append(0x20) }
                text.append(byte)
            }
            pendingSpace = false
        }
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

    /// Whether the UTF-8 sequence starting at `start` (and ending before `end`) is a letter or
    /// digit (Hangul is; `—` is not).
    private static func isLetterOrDigit(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Bool {
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard start + length <= end else { return true }
        var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        for index in (start + 1)..<(start + length) { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        // Hangul syllables and CJK ideographs, most of a Korean diary, without a property lookup.
        if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// A space, `<` (a tag) or `&` (an entity, which may be a space).
    private static func endsWord(_ byte: UInt8) -> Bool {
        // Bits 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x26 and 0x3C.
        byte < 64 && (0x1000_0041_0000_3600 as UInt64) >> UInt64(byte) & 1 == 1
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}

/// Scalars that are always a Character of their own, whatever stands beside them (no grapheme
/// rule joins two of them: checked against Swift's own breaking), so counting them counts Characters.
enum SimpleScalars {
    static func isSimple(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0xAC00...0xD7A3, 0x4E00...0x9FFF: true
        // Emoji without their skin-tone modifiers (U+1F3FB–1F3FF), which join the one before.
        case 0x2700...0x27BF, 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF: true
        default: false
        }
    }
}
