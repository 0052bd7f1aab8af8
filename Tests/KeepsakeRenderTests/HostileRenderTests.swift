import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeTemplates
import Testing

@testable import KeepsakeRender

/// One test per escaping problem the hostile-input suite found in rendering.
@Suite("Hostile input: rendering")
struct HostileRenderTests {
    /// Text whose markup characters share a Character with a neighbour: swift-mustache's escaping
    /// compared Characters and let each of these through (Keepsake's own engine escapes bytes).
    static let graphemePayloads = [
        "\u{600}<img src=x onerror=alert(1)>",  // a prepended mark joins the `<` that follows
        "x\"\u{301} onmouseover=alert(2) y",  // a combining mark joins the `"` before it
        "x\"\u{200D} onfocus=alert(3) autofocus y",  // so does a zero-width joiner
        "\u{600}&amp;\u{600}'\u{301}",
    ]

    final class Fields: TemplateObject {
        let fields: [String: TemplateValue]
        init(fields: [String: TemplateValue]) { self.fields = fields }
        func value(named name: String) -> TemplateValue { fields[name] ?? .missing }
    }

    static func render(_ source: String, _ value: String) throws -> String {
        let library = TemplateLibrary(templates: ["page": try Template(source)])
        return String(decoding: library.render("page", with: Fields(fields: ["v": .text(value)])) ?? [], as: UTF8.self)
    }

    @Test(arguments: graphemePayloads)
    func templatesEscapeByScalarNotCharacter(text: String) throws {
        let escaped = try Self.render("{{v}}", text)
        #expect(!escaped.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) })
        #expect(OutputSafety.decodeEntities(escaped).unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test func templatesEscapeGraphemePayloadsInTextAndAttributes() async throws {
        let diary = try TemporaryDiary(
            [
                "Content/entries/2026-04-05-x.md": """
                ---
                title: "\\u0600<img src=x onerror=alert(1)>x\\"\\u0301 onmouseover=alert(2) y"
                tags: ["\\u0600<script>alert(3)</script>"]
                photo_alt: ignored
                ---
                Hi
                """
            ],
            config: TemporaryDiary.defaultConfig.replacingOccurrences(
                of: "name: Minji", with: #"name: "x\"\u200d onfocus=alert(4) autofocus""#))
        _ = try await diary.build()
        // Kept out of #expect: its macro quotes literals, and a combining mark joins its quote too.
        let raw = ["\u{600}<", "\"\u{301}"]
        for page in ["2026/04/x/index.html", "index.html", "tags/index.html"] {
            let html = try #require(diary.output(page))
            #expect(OutputSafety.problems(inHTML: html) == [], "\(page)")
            #expect(!raw.contains(where: html.contains), "\(page)")
        }
        let page = try #require(diary.output("2026/04/x/index.html"))
        let shown = "\u{600}&lt;img src=x onerror=alert(1)&gt;x&quot;\u{301} onmouseover"
        #expect(page.contains(shown))
    }

    @Test func aBaseURLWithMarkupIsEscapedInTheFeedsHTML() async throws {
        // diary.yaml and --base-url refuse such addresses now; the feed escapes whatever it is given.
        let diary = try TemporaryDiary([
            "Content/entries/2026-04-05-x.md": "![a picture](photos/a.png) [a link](../../x/)\n",
            "Content/entries/photos/a.png": "GIF89a: a picture by its first bytes",
        ])
        let base = "https://example.com/d\"onmouseover=\"alert(1)&x/"
        _ = try await Builder(layout: diary.layout, options: BuildOptions(baseURL: base, readsGitHistory: false))
            .build()
        let feed = try #require(diary.output("feed.xml"))
        #expect(OutputSafety.problems(inXML: Data(feed.utf8)) == [])
        #expect(
            feed.contains(
                "src=&quot;https://example.com/d&amp;quot;onmouseover=&amp;quot;alert(1)&amp;amp;x/media/entries/photos/a.png&quot;"
            ))
        let json = try #require(diary.output("feed.json"))
        #expect(OutputSafety.problems(inJSONFeed: Data(json.utf8)) == [])
    }

    @Test(arguments: [
        ("https://example.com/diary/", true), ("/", true), ("https://example.com/\"x/", false),
        ("https://example.com/\u{600}\"x/", false), ("https://example.com/\u{600}<x>/", false),
        ("https://example.com/a\u{7}b/", false), ("https://example.com/a\\b/", false), ("javascript:alert(1)//", false),
        ("//evil.example/", false), ("///evil.example/", false), ("https:///x/", false), ("https://", false),
        ("http://example.com/", true), ("/diary/", true),
    ])
    func baseURLOptionRefusesMarkupByScalar(url: String, valid: Bool) {
        let refused = if case .refused = BaseURLRule.check(url, named: "--base-url") { true } else { false }
        #expect(refused != valid)
    }
}
