import Testing

@testable import KeepsakeCore

@Suite("FrontMatterSplitter")
struct FrontMatterSplitterTests {
    let splitter = FrontMatterSplitter()

    private func parts(_ text: String) throws -> FrontMatterSplitter.FrontMatterAndBody {
        try splitter.split(text, path: "a.md").get()
    }

    @Test func noFrontMatterIsAllBody() throws {
        let text = "Just a body.\n---\nnot yaml\n"
        let result = try parts(text)
        #expect(result.yaml == nil)
        #expect(result.yamlFirstLine == 1)
        #expect(result.body == text)
        #expect(result.bodyFirstLine == 1)
    }

    @Test func fencedYAML() throws {
        let result = try parts("---\ntitle: Hi\ndate: 2024-05-03\n---\nBody line 1\nBody line 2\n")
        #expect(result.yaml == "title: Hi\ndate: 2024-05-03")
        #expect(result.yamlFirstLine == 2)
        #expect(result.body == "Body line 1\nBody line 2\n")
        #expect(result.bodyFirstLine == 5)
    }

    @Test func fencesMayHaveTrailingSpaces() throws {
        let result = try parts("---  \ntitle: Hi\n--- \t\nBody")
        #expect(result.yaml == "title: Hi")
        #expect(result.body == "Body")
        #expect(result.bodyFirstLine == 4)
    }

    @Test func dotsCloseTheFrontMatter() throws {
        let result = try parts("---\ntitle: Hi\n...\nBody")
        #expect(result.yaml == "title: Hi")
        #expect(result.body == "Body")
        #expect(result.bodyFirstLine == 4)
    }

    @Test func emptyFrontMatter() throws {
        let result = try parts("---\n---\nBody")
        #expect(result.yaml == "")
        #expect(result.yamlFirstLine == 2)
        #expect(result.body == "Body")
        #expect(result.bodyFirstLine == 3)
    }

    @Test func frontMatterWithoutBody() throws {
        let result = try parts("---\ntitle: Hi\n---")
        #expect(result.yaml == "title: Hi")
        #expect(result.body == "")
        #expect(result.bodyFirstLine == 4)
    }

    @Test(arguments: ["---\ntitle: Hi\nBody\n", "---", "---\n----\ntitle: x\n"])
    func unclosedFenceIsAnErrorAtLineOne(text: String) {
        guard case .failure(let diagnostic) = splitter.split(text, path: "Content/entries/a.md") else {
            Issue.record("expected an error for \(text.debugDescription)")
            return
        }
        #expect(
            diagnostic.description == """
                Content/entries/a.md:1:1: error: front matter opened with `---` is never closed
                  hint: add a line with only `---` after the last front matter key
                """)
    }

    @Test(arguments: ["----\ntitle: x\n---\nBody", " ---\ntitle: x\n---\nBody", "--- x\ntitle: x\n---\n"])
    func notAFenceMeansNoFrontMatter(text: String) throws {
        let result = try parts(text)
        #expect(result.yaml == nil)
        #expect(result.body == text)
    }
}

@Suite("SourceText")
struct SourceTextTests {
    @Test func plainUTF8() {
        #expect(SourceText.decode(Array("벚꽃 day\n".utf8)) == "벚꽃 day\n")
    }

    @Test func byteOrderMarkIsDropped() {
        #expect(SourceText.decode([0xEF, 0xBB, 0xBF] + Array("---\nx".utf8)) == "---\nx")
    }

    @Test func onlyALeadingBOMIsDropped() {
        #expect(SourceText.decode(Array("a".utf8) + [0xEF, 0xBB, 0xBF]) == "a\u{FEFF}")
    }

    @Test(arguments: [
        ("a\r\nb\r\n", "a\nb\n"),
        ("a\rb\r", "a\nb\n"),
        ("a\r\rb", "a\n\nb"),
        ("a\n\rb", "a\n\nb"),
    ])
    func lineEndsBecomeLF(input: String, expected: String) {
        #expect(SourceText.decode(Array(input.utf8)).map { Array($0.utf8) } == Array(expected.utf8))
    }

    /// CR CR LF is a lone CR followed by a CRLF: two line ends, and no CR may survive.
    @Test func crCrLfIsTwoLineEnds() {
        let decoded = SourceText.decode(Array("a\r\r\nb".utf8))
        #expect(decoded.map { Array($0.utf8) } == Array("a\n\nb".utf8))
    }

    @Test(arguments: [[0xFF], [0x61, 0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF, 0xC0, 0xAF]] as [[UInt8]])
    func invalidUTF8IsNil(bytes: [UInt8]) {
        #expect(SourceText.decode(bytes) == nil)
    }

    @Test func emptyInput() {
        #expect(SourceText.decode([]) == "")
        #expect(SourceText.decode([0xEF, 0xBB, 0xBF]) == "")
    }
}
