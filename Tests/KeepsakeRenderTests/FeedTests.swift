import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Feeds, sitemap and sharing tags: absolute addresses, escaping, no drafts, stable bytes.
@Suite("Feeds and sharing")
struct FeedTests {
    static let config = TemporaryDiary.defaultConfig + "base_url: https://example.org/d\n"
    static let files = [
        "Content/2026-04-01-one.md":
            "---\ntitle: \"<script>alert(1)</script> & ]]>\"\ntags: [\"a<b\", 봄]\n---\nHi ![p](p.png)\n",
        "Content/p.png": "GIF89a: a picture by its first bytes",
        "Content/2026-04-02-two.md": "---\ntitle: Secret\ndraft: true\n---\nDraft.\n",
        "Content/2026-04-03-three.md": "---\ntitle: Gone\ndeleted: true\n---\nGone.\n",
        "Content/2026-04-04-벚꽃.md": "Untitled, with a \u{0001} control character.\n",
    ]

    static func build(drafts: Bool = true) async throws -> (TemporaryDiary, [String: String]) {
        let diary = try TemporaryDiary(files, config: config)
        let report = try await diary.build(drafts: drafts, write: false)
        var texts: [String: String] = [:]
        for file in report.site.files {
            if case .bytes(let bytes) = file.contents { texts[file.path] = String(decoding: bytes, as: UTF8.self) }
        }
        return (diary, texts)
    }

    @Test func atomEscapesEverythingAndLeavesOutDraftsAndDeletedEntries() async throws {
        let (_, site) = try await Self.build()
        let atom = try #require(site["feed.xml"])
        #expect(atom.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt;</title>"))
        #expect(atom.contains("<category term=\"a&lt;b\"/>"))
        #expect(!atom.contains("Secret"))
        #expect(!atom.contains("Gone"))
        #expect(!atom.contains("\u{0001}"))
        #expect(atom.contains("<id>https://example.org/d/2026/04/%EB%B2%9A%EA%BD%83/</id>"))
        // The body's picture points at the published file, not at ../../../
        #expect(atom.contains("src=&quot;https://example.org/d/media/p.png&quot;"))
        #expect(XMLParser(data: Data(atom.utf8)).parse())
    }

    @Test func jsonFeedIsValidJSONWithTheSameEntries() async throws {
        let (_, site) = try await Self.build()
        let data = Data(try #require(site["feed.json"]).utf8)
        let feed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["Saturday, April 4, 2026", "<script>alert(1)</script> & ]]>"])
        #expect(feed["feed_url"] as? String == "https://example.org/d/feed.json")
    }

    @Test func sitemapListsPublishedPagesOnly() async throws {
        let (_, site) = try await Self.build()
        let sitemap = try #require(site["sitemap.xml"])
        #expect(XMLParser(data: Data(sitemap.utf8)).parse())
        #expect(
            sitemap.contains(
                "<loc>https://example.org/d/2026/04/one/</loc><lastmod>2026-04-01T00:00:00+09:00</lastmod>"))
        #expect(!sitemap.contains("two/"))
        #expect(!sitemap.contains("three/"))
        #expect(site["robots.txt"] == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/d/sitemap.xml\n")
    }

    @Test func entryPagesCarryCanonicalAndOpenGraphTags() async throws {
        let (_, site) = try await Self.build()
        let page = try #require(site["2026/04/one/index.html"])
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/d/2026/04/one/\">"))
        #expect(
            page.contains("<meta property=\"og:title\" content=\"&lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt;\">")
        )
        #expect(page.contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(page.contains("<meta property=\"article:published_time\" content=\"2026-04-01T00:00:00+09:00\">"))
        #expect(page.contains("<meta name=\"twitter:card\" content=\"summary\">"))
        #expect(page.contains("<meta name=\"description\" content=\"Hi\">"))
    }

    @Test func withoutAnAbsoluteBaseURLThereAreNoAbsoluteShareTags() async throws {
        let diary = try TemporaryDiary(["Content/2026-04-01-one.md": "Hi\n"])
        let report = try await diary.build(write: false)
        let page = report.site.files.first { $0.path == "2026/04/one/index.html" }
        guard case .bytes(let bytes) = page?.contents else {
            Issue.record("no entry page")
            return
        }
        let html = String(decoding: bytes, as: UTF8.self)
        #expect(!html.contains("rel=\"canonical\""))
        #expect(!html.contains("og:url"))
        #expect(html.contains("<meta property=\"og:title\" content=\"Wednesday, April 1, 2026\">"))
    }

    @Test func plainTextSummariesAndWordCounts() {
        var html = "<p>Hello <em>you</em> &amp; me&#33; &#x1F600;</p>\n<p>둘째</p>"
        #expect(html.withUTF8 { PlainText.summary(utf8: $0) } == "Hello you & me! 😀 둘째")
        #expect(PlainText.wordCount(html: html) == 4)  // "&" and the emoji alone are no words
        #expect(PlainText.wordCount(html: "<p>오늘은 벚꽃이 활짝 폈다 — really!</p>") == 5)
        #expect(PlainText.summary(String(repeating: "word ", count: 50), limit: 20) == "word word word word…")
    }
}

@Suite("XML escaping")
struct XMLTextTests {
    @Test func escapesMarkupAndDropsWhatXMLForbids() {
        #expect(XMLText.escape("plain 일기 text") == "plain 일기 text")
        #expect(
            XMLText.escape("<a href=\"x\">Tom & Jerry's</a>")
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
        #expect(XMLText.escape("a\u{0}b\u{1}c\td\ne\r") == "abc\td\ne\r")
        #expect(XMLText.escape("x\u{FFFE}y\u{FFFF}z\u{FFFD}") == "xyz\u{FFFD}")
        #expect(XMLText.escape("벚꽃 & 🌸") == "벚꽃 &amp; 🌸")
    }
}
