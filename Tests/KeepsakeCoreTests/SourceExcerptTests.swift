import Testing

@testable import KeepsakeCore

/// The source line and caret printed under a located diagnostic.
@Suite struct SourceExcerptTests {
    @Test func theCaretSitsUnderTheColumnPastWideLettersAndTabs() throws {
        let source = "---\ntitle: 벚꽃 피크닉\n\ttags: x\n---\n"
        let title = try #require(SourceExcerpt(source: source, line: 2, column: 11))
        #expect(title.number == "2")
        #expect(title.text == "title: 벚꽃 피크닉")
        // `title: ` is 7 cells, `벚꽃 ` 5 more: the caret is under `피`.
        #expect(title.indent == String(repeating: " ", count: 12))
        let tags = try #require(SourceExcerpt(source: source, line: 3, column: 3))
        #expect(tags.text == "    tags: x")
        #expect(tags.indent == "     ")
    }

    @Test func combiningMarksTakeNoCellAndControlCharactersAreShownAsSpaces() throws {
        // `가` decomposed is two scalars that take two cells together.
        let excerpt = try #require(SourceExcerpt(source: "\u{1100}\u{1161}\u{1B}x", line: 1, column: 4))
        #expect(excerpt.text == "\u{1100}\u{1161} x")
        #expect(excerpt.indent == "   ")
    }

    @Test func noExcerptForALineThatIsNotThereOrIsEmpty() {
        #expect(SourceExcerpt(source: "a\n\nb", line: 2, column: 1) == nil)
        #expect(SourceExcerpt(source: "a", line: 5, column: 1) == nil)
        #expect(SourceExcerpt(source: "a", line: 0, column: 1) == nil)
    }

    /// A line longer than `widest` (a sidecar written on one line) shows a window around the column.
    /// Regression: a 50,000-comment sidecar on one line printed the whole line under every error.
    @Test func aLongLineIsCutToAWindowAroundTheColumn() throws {
        let line = String(repeating: "a", count: 1000) + "X" + String(repeating: "b", count: 1000)
        let excerpt = try #require(SourceExcerpt(source: line, line: 1, column: 1001))
        #expect(excerpt.text.hasPrefix("…") && excerpt.text.hasSuffix("…"))
        #expect(excerpt.text.unicodeScalars.count == SourceExcerpt.widest + 2)
        // The caret is still under the X.
        let caret = excerpt.indent.count
        #expect(Array(excerpt.text)[caret] == "X")
        let start = try #require(SourceExcerpt(source: line, line: 1, column: 3))
        #expect(!start.text.hasPrefix("…") && start.text.hasSuffix("…") && start.indent == "  ")
    }
}
