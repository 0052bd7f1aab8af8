import Foundation
import Testing

@testable import KeepsakeImport

/// The text tools the Hugo and Obsidian readers share: dates in text, code left alone, shortcode
/// tags, wikilinks, inline tags, raw HTML.
@Suite struct ImportTextToolsTests {
    @Test(arguments: [
        ("2024-05-03", "2024-05-03"),
        ("2024-05-03 21:30", "2024-05-03 21:30"),
        ("2024-05-03T21:30:15", "2024-05-03 21:30:15"),
        ("2024-05-03T21:30:15.250+09:00", "2024-05-03T21:30:15+09:00"),
        ("2024-05-03T12:30:00Z", "2024-05-03T12:30:00+00:00"),
        ("2024-05-03 21:30:00 -0330 NST", "2024-05-03T21:30:00-03:30"),
        ("2024-05-03 21:30:00 UTC", "2024-05-03T21:30:00+00:00"),
    ])
    func datesInText(text: String, written: String) {
        #expect(DateText.importedDate(from: text)?.written == written)
    }

    @Test(arguments: ["2024-02-30", "2024-13-01", "2024-05-03 25:00", "May 3, 2024", "2024-05-03T21:30 Seoul", ""])
    func notDates(text: String) {
        #expect(DateText.importedDate(from: text) == nil)
    }

    @Test func codeIsCutFromProse() {
        let body =
            "Text `a {{< x >}}` and ``b ` c``.\n\n    indented code\n\n- item\n\n    list text\n~~~\nfenced\n~~~\n"
        let parts = MarkdownCode.parts(of: body)
        #expect(parts.map(\.text).joined() == body)
        #expect(
            parts.filter(\.isCode).map(\.text) == [
                "`a {{< x >}}`", "``b ` c``", "    indented code\n\n", "~~~\nfenced\n~~~\n",
            ])
        // a `\`` opens no span, and a run without its match is text
        #expect(MarkdownCode.parts(of: "\\`not code` here") == [.init(isCode: false, text: "\\`not code` here")])
        #expect(MarkdownCode.parts(of: "a ``b` c`").map(\.text) == ["a ``b", "` c`"])
        #expect(MarkdownCode.parts(of: body, blocksOnly: true).filter(\.isCode).map(\.text) == ["~~~\nfenced\n~~~\n"])
    }

    @Test func shortcodeTags() throws {
        let text = #"x {{< figure src="a \"b\".jpg" alt=`raw` >}} {{< ref /posts/a.md />}} {{%/* notice */%}}"#
        let figure = try #require(HugoShortcode.next(in: text, from: text.startIndex))
        #expect(figure.name == "figure")
        #expect(figure.parameter("src") == #"a "b".jpg"#)
        #expect(figure.parameter("alt") == "raw")
        let ref = try #require(HugoShortcode.next(in: text, from: figure.range.upperBound))
        #expect(ref.name == "ref")
        #expect(ref.positional == ["/posts/a.md"])
        let escaped = try #require(HugoShortcode.next(in: text, from: ref.range.upperBound))
        #expect(escaped.isEscaped)
        #expect(escaped.literalText == "{{% notice %}}")
        let tight = try #require(HugoShortcode.next(in: "{{<youtube abc>}}", from: "".startIndex))
        #expect(tight.literalText == "{{\\<youtube abc>}}")  // else an HTML tag Keepsake drops
        #expect(HugoShortcode.next(in: "{{ .Title }} {{< unclosed", from: "".startIndex) == nil)
    }

    @Test func wikilinks() {
        var seen: [ObsidianWikilink] = []
        let text = #"| [[Note\|shown]] | ![[a.png|alt|300]] [[Other#Heading]] [[not closed"#
        let result = ObsidianWikilink.rewriting(text) {
            seen.append($0)
            return "<\($0.shownText)>"
        }
        #expect(result == "| <shown> | <alt|300> <Other > Heading> [[not closed")
        #expect(seen.map(\.target) == ["Note", "a.png", "Other"])
        #expect(seen.map(\.isEmbed) == [false, true, false])
        #expect(seen[1].pictureAlt == "alt")
    }

    @Test func inlineTags() {
        let text = "#start a#b (#c) \\#d #1984 #y1984 #a/b/ #한국 #emoji🎉"
        #expect(ObsidianInlineSyntax.tags(in: text) == ["start", "y1984", "a/b", "한국", "emoji🎉"])
        #expect(ObsidianInlineSyntax.removingBlockIDs("Text ^abc-1\n^only\n2^10\n") == "Text\n\n2^10\n")
    }

    @Test func rawHTML() {
        #expect(RawHTML.appears(in: "a <br> b"))
        #expect(RawHTML.appears(in: "<!-- note -->"))
        #expect(RawHTML.appears(in: "</div>"))
        #expect(!RawHTML.appears(in: "![](<photos/a b.png>)"))
        #expect(!RawHTML.appears(in: "<https://example.com> and 1 < 2 and {{\\<youtube x>}}"))
    }
}
