import Foundation
import Testing

@testable import KeepsakeCore

/// The shortcuts loading takes for speed give exactly what the general code gives.
@Suite("Loading shortcuts")
struct LoadingShortcutTests {
    /// Texts whose Characters are hard to count: marks, joiners, modifiers, flags, jamo, CR LF.
    private static let pieces = [
        "a", "b", " ", "가", "각", "漢", "é", "—", "…", "“", "🌙", "✨", "👍", "👍🏽", "👩‍💻", "🇰🇷",
        "\u{301}", "\u{200D}", "\u{1100}", "\u{1161}", "\u{11A8}", "\r", "\n", "\u{FE0F}", "\u{D4E}", "x",
    ]

    /// `PlainText`'s summary and word count of `html`.
    private static func digest(_ html: String, limit: Int = 160) -> Digest {
        var html = html
        let summary = html.withUTF8 { PlainText.summary(utf8: $0, limit: limit) }
        return Digest(summary: summary, wordCount: PlainText.wordCount(html: html))
    }

    private struct Digest: Equatable {
        let summary: String
        let wordCount: Int
    }

    @Test func digestCountsWordsAndCutsTheSummary() {
        let html =
            "<p>Hello <em>you</em> &amp; me&#33; &#x1F600;</p>\n<p>" + String(repeating: "둘째 ", count: 300) + "</p>"
        let digest = Self.digest(html)
        // Hello, you, me! and 300 × 둘째: `&` and the emoji hold no letter.
        #expect(digest.wordCount == 303)
        #expect(digest.summary == PlainText.summary(Self.digest(html, limit: 10_000).summary))
    }

    @Test func trimmingKeepsWhatScalarsSay() {
        #expect(" \u{301}abc ".trimmingSpaces() == "\u{301}abc")
        #expect("abc".trimmingSpaces() == "abc")
        #expect("\t a b \u{3000}".trimmingSpaces() == "a b")
        #expect(" \n ".trimmingWhitespace() == "")
        #expect(" \n ".isBlank && "".isBlank && !" x ".isBlank)
        #expect("  x y \n"[...].trimmingWhitespace() == "x y")
        // The ASCII answers agree with Unicode's properties for every ASCII scalar.
        for value in 0..<0x80 {
            let scalar = Unicode.Scalar(UInt8(value))
            let text = String(scalar) + "x" + String(scalar)
            let white = scalar.properties.isWhitespace
            let space = scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
            #expect(text.trimmingWhitespace() == (white ? "x" : text), "\(value)")
            #expect(text.trimmingSpaces() == (space ? "x" : text), "\(value)")
            #expect(String(scalar).isBlank == white, "\(value)")
        }
    }

    @Test func jsonStringsWithAndWithoutEscapes() throws {
        let node = try JSONNode.parse(#"["plain 한글", "a\"b\\c\n\u00e9\ud83d\ude00", "", "\/"]"#)
        #expect(
            node.value
                == .array([
                    JSONNode(value: .string("plain 한글"), line: 1, column: 2),
                    JSONNode(value: .string("a\"b\\c\né😀"), line: 1, column: 14),
                    JSONNode(value: .string(""), line: 1, column: 45),
                    JSONNode(value: .string("/"), line: 1, column: 49),
                ]))
    }

    @Test func asciiSlugsMatchCharacterSlugs() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = (0...0x7F).map { String(UnicodeScalar(UInt8($0))) } + ["\r\n", "ab", "Z9", "--", ".."]
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            .joined()
            #expect(Slug.makeFromASCII(text) == Slug.makeFromCharacters(text), "\(text.debugDescription)")
            #expect(Slug.isValidASCII(text) == Slug.isValidCharacters(text), "\(text.debugDescription)")
        }
        #expect(Slug.makeFromASCII("장마") == nil && Slug.isValidASCII("벚꽃") == nil)
    }

    @Test(arguments: [
        "Asia/Seoul", "America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu", "UTC",
    ])
    func wallClockArithmeticMatchesCalendar(zone: String) throws {
        let parser = DiaryDateParser(timeZone: try #require(TimeZone(identifier: zone)))
        var generator = SystemRandomNumberGenerator()
        // Every few hours over the years around the diary's, random seconds from 1900 to 9999,
        // and the edges of the range.
        var instants = stride(from: -2_208_988_800.0, through: 4_102_444_800, by: 3 * 3600 + 17).map { $0 }
        instants += (0..<20_000).map { _ in Double(Int.random(in: -2_208_988_800..<253_402_214_400, using: &generator))
        }
        instants += [-2_208_988_801, -2_208_988_800, 253_402_214_399, 253_402_214_400, 0.5, -0.5, 1e12]
        for seconds in instants {
            let instant = Date(timeIntervalSince1970: seconds)
            let expected = parser.calendarDate(at: instant)
            #expect(parser.date(at: instant) == expected, "\(zone) \(seconds)")
        }
    }

    /// The word count and summary as the first version of `PlainText` worked them out: an array per
    /// run of text, every byte through one path, the summary cut on Characters.
    private static func referenceDigest(_ html: String, limit: Int = 160) -> Digest {
        let bytes = Array(html.utf8)
        var text: [UInt8] = []
        var (words, inWord, wordHasContent, pendingSpace) = (0, false, false, false)
        func endWord() {
            if inWord, wordHasContent { words += 1 }
            (inWord, wordHasContent) = (false, false)
        }
        func emit(_ decoded: [UInt8]) {
            for (offset, byte) in decoded.enumerated() {
                if [0x20, 0x0A, 0x09, 0x0D, 0x0C].contains(byte) {
                    endWord()
                    pendingSpace = !text.isEmpty
                    continue
                }
                inWord = true
                if !wordHasContent {
                    if byte < 0x80 {
                        wordHasContent =
                            Character(Unicode.Scalar(byte)).isASCII
                            && (Character(Unicode.Scalar(byte)).isLetter || Character(Unicode.Scalar(byte)).isNumber)
                    } else if byte >= 0xC0 {
                        let scalar = String(decoding: decoded[offset...], as: UTF8.self).unicodeScalars.first!
                        wordHasContent = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    }
                }
                if text.count < limit * 4 + 8 {
                    if pendingSpace { text.append(0x20) }
                    text.append(byte)
                }
                pendingSpace = false
            }
        }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let tag = String(decoding: bytes[index...].prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
                let name = tag.dropFirst().drop { $0 == "/" }.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
                if !Self.inline.contains(name.lowercased()) { emit([0x20]) }
                continue
            }
            if bytes[index] == UInt8(ascii: "&"),
                let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";"))
            {
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                let known = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "#39": "'"]
                if let decoded = known[name] {
                    emit(Array(decoded.utf8))
                    index = semicolon + 1
                    continue
                }
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") { end += 1 }
            emit(Array(bytes[index..<end]))
            index = end
        }
        endWord()
        return Digest(
            summary: PlainText.summary(String(decoding: text, as: UTF8.self), limit: limit), wordCount: words)
    }

    /// Elements inside a paragraph, whose text runs on into the text around them.
    private static let inline: Set<String> = [
        "a", "em", "strong", "code", "img", "del", "s", "sup", "sub", "b", "i", "u", "mark", "small", "span", "kbd",
        "abbr", "q", "cite", "ins", "time",
    ]

    /// Inline markup adds no space: a Korean particle stays on its word, an English word stays whole.
    @Test func inlineMarkupKeepsTheTextAsWritten() {
        let cases = [
            ("<p><strong>직접 구운 스콘</strong>을 먹었다</p>", "직접 구운 스콘을 먹었다", 4),
            ("<p>The cat<em>s</em> were very<strong>,</strong> very loud</p>", "The cats were very, very loud", 6),
            ("<p><a href=\"x\">링크</a>를 눌러 <code>ls</code>는 <em>정말</em>이다</p>", "링크를 눌러 ls는 정말이다", 4),
            ("<p>하나</p>\n<p>둘<br />\n셋</p><ul>\n<li>넷</li>\n</ul>", "하나 둘 셋 넷", 4),
        ]
        for (html, summary, words) in cases {
            #expect(Self.digest(html) == Digest(summary: summary, wordCount: words), "\(html)")
        }
    }

    @Test func digestMatchesTheFirstVersion() {
        var generator = SystemRandomNumberGenerator()
        let pieces =
            Self.pieces + [
                "<p>", "</p>\n", "<em>", "</em>", "<strong>", "</strong>", "<br />\n", "<a href=\"x\">", "</a>",
                "&amp;", "&lt;", "&quot;", "&#39;", "& ", "&amp", "word", "둘째",
                "123", "-", "—", "\t", "<img src=\"a.png\" alt=\"x\" />",
            ]
        for _ in 0..<3000 {
            let count = Int.random(in: 0..<400, using: &generator)
            let html = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for limit in [5, 40, 160] {
                #expect(
                    Self.digest(html, limit: limit) == Self.referenceDigest(html, limit: limit),
                    "\(html.debugDescription)")
            }
        }
    }

    @Test func decodingAcceptsExactlyUTF8() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            [0x61], [0x0D], [0x0A], [0x0D, 0x0A], [0xEA, 0xB0, 0x80], [0xEF, 0xBF, 0xBD], [0xF0, 0x9F, 0x8C, 0x99],
            [0xC3], [0xA9], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x00],
            [0xEF, 0xBB, 0xBF],
        ]
        for _ in 0..<5000 {
            let bytes = (0..<Int.random(in: 0..<12, using: &generator)).flatMap { _ in
                pieces.randomElement(using: &generator)!
            }
            var body = bytes[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            var normalised: [UInt8] = []
            var index = body.startIndex
            while index < body.endIndex {
                if body[index] == 13 {
                    normalised.append(10)
                    if index + 1 < body.endIndex, body[index + 1] == 10 { index += 1 }
                } else {
                    normalised.append(body[index])
                }
                index += 1
            }
            #expect(SourceText.decode(bytes) == String(validating: normalised, as: UTF8.self), "\(bytes)")
            #expect(
                SourceText.decode(bytes).map { Array($0.utf8) }
                    == String(validating: normalised, as: UTF8.self).map { Array($0.utf8) })
        }
    }
}
