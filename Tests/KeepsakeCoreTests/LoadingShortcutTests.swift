import Testing
import Yams

@testable import KeepsakeCore

/// The shortcuts loading takes for speed give exactly what the general code gives.
@Suite("Loading shortcuts")
struct LoadingShortcutTests {
    /// Texts whose Characters are hard to count: marks, joiners, modifiers, flags, jamo, CR LF.
    private static let pieces = [
        "a", "b", " ", "가", "각", "漢", "é", "—", "…", "“", "🌙", "✨", "👍", "👍🏽", "👩‍💻", "🇰🇷",
        "\u{301}", "\u{200D}", "\u{1100}", "\u{1161}", "\u{11A8}", "\r", "\n", "\u{FE0F}", "\u{D4E}", "x",
    ]

    @Test func summaryOnBytesMatchesSummaryOnCharacters() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            for limit in [1, 3, 7, 12, 20] {
                let expected = PlainText.summary(text, limit: limit)
                if let fast = PlainText.summary(utf8: Array(text.utf8), limit: limit) {
                    #expect(fast == expected, "\(text.debugDescription) limit \(limit)")
                }
            }
        }
        // Simple text takes the shortcut.
        #expect(PlainText.summary(utf8: Array("오늘은 벚꽃이 활짝 🌙 폈다".utf8), limit: 5) == "오늘은 벚…")
        // A byte budget that cut a sequence leaves it to the general code.
        #expect(PlainText.summary(utf8: Array("ab가".utf8).dropLast(), limit: 1) == nil)
    }

    @Test func digestCountsWordsAndCutsTheSummary() {
        let html = "<p>Hello <em>you</em> &amp; me&#33; &#x1F600;</p>\n<p>" + String(repeating: "둘째 ", count: 300) + "</p>"
        let digest = PlainText.digest(html: html)
        // Hello, you, me! and 300 × 둘째: `&` and the emoji hold no letter.
        #expect(digest.wordCount == 303)
        #expect(digest.summary == PlainText.summary(PlainText.digest(html: html, summaryLimit: .max).summary))
    }

    @Test func trimmingKeepsWhatScalarsSay() {
        #expect(" \u{301}abc ".trimmingSpaces() == "\u{301}abc")
        #expect("abc".trimmingSpaces() == "abc")
        #expect("\t a b \u{3000}".trimmingSpaces() == "a b")
        #expect(" \n ".trimmingWhitespace() == "")
        #expect(" \n ".isBlank && "".isBlank && !" x ".isBlank)
        #expect("  x y \n"[...].trimmingWhitespace() == "x y")
    }

    @Test func jsonStringsWithAndWithoutEscapes() throws {
        let node = try JSONNode.parse(#"["plain 한글", "a\"b\\c\n\u00e9\ud83d\ude00", "", "\/"]"#)
        #expect(node.value == .array([
            JSONNode(value: .string("plain 한글"), line: 1, column: 2),
            JSONNode(value: .string("a\"b\\c\né😀"), line: 1, column: 14),
            JSONNode(value: .string(""), line: 1, column: 45),
            JSONNode(value: .string("/"), line: 1, column: 49),
        ]))
    }

    @Test func plainNumbersReadAsYamsReadsThem() {
        let texts = [
            "0", "12", "-3", "+4", "1.5", ".5", "5.", "-.5", "1e3", "1_000", "1:30", ".inf", "-.inf", ".nan", "+",
            "-", ".", "1.2.3", "--1", "0x1A", "007", "1,5", "", "\"12\"", "'3'", "abc", "1 2",
        ]
        for text in texts {
            // Some are not YAML at all (`v: -`): nothing to compare.
            let node = (try? Yams.compose(yaml: "v: \(text)", .basic, .default, .utf8))??.mapping?["v"]
            guard case .scalar(let scalar)? = node else { continue }
            let fast = FieldReader.double(scalar)
            let yams = node?.float
            #expect(fast == yams || (fast?.isNaN == true && yams?.isNaN == true), "\(text)")
        }
    }
}
