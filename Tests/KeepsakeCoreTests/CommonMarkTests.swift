import Testing

@testable import KeepsakeCore

@Suite("CommonMark")
struct CommonMarkTests {
    @Test(arguments: [
        ("\"Hello,\" she said -- 'ok'...", "<p>“Hello,” she said – ‘ok’…</p>\n"),
        ("It's 9--5 --- every day", "<p>It’s 9–5 — every day</p>\n"),
        ("*em* and **strong**", "<p><em>em</em> and <strong>strong</strong></p>\n"),
        ("1 < 2 & 3", "<p>1 &lt; 2 &amp; 3</p>\n"),
        ("# 제목\n\n본문", "<h1>제목</h1>\n<p>본문</p>\n"),
        ("", ""),
    ])
    func renders(markdown: String, html: String) {
        #expect(CommonMark.render(markdown) == html)
    }

    @Test(arguments: [
        ("a <b>bold</b> c", "<p>a <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> c</p>\n"),
        ("<div>\nhi\n</div>\n", "<!-- raw HTML omitted -->\n"),
        ("<script>alert(1)</script>", "<!-- raw HTML omitted -->\n"),
    ])
    func rawHTMLIsOmitted(markdown: String, html: String) {
        #expect(CommonMark.render(markdown) == html)
    }

    @Test(arguments: [
        ("[x](javascript:alert(1))", "<p><a href=\"\">x</a></p>\n"),
        ("[x](JAVASCRIPT:alert(1))", "<p><a href=\"\">x</a></p>\n"),
        ("[x](vbscript:msgbox)", "<p><a href=\"\">x</a></p>\n"),
        ("[x](file:///etc/passwd)", "<p><a href=\"\">x</a></p>\n"),
        ("![x](javascript:alert(1))", "<p><img src=\"\" alt=\"x\" /></p>\n"),
        ("[x](https://example.com/?a=1&b=2)", "<p><a href=\"https://example.com/?a=1&amp;b=2\">x</a></p>\n"),
    ])
    func dangerousLinksAreEmptied(markdown: String, html: String) {
        #expect(CommonMark.render(markdown) == html)
    }

    /// Links and images go to http, https or mailto addresses, or are relative: every other scheme
    /// is emptied, however it is spelled (cmark's own safe mode lets `data:image/…`, `tel:` and
    /// unknown schemes through).
    @Test(arguments: [
        "[a](data:image/png;base64,iVBORw0KGgo=)", "[a](DATA:image/png;base64,iVBORw0KGgo=)",
        "[a](< data:image/png;base64,AAAA>)", "[a](data&#58;image/png;base64,AAAA)", "[a](&#100;ata:image/gif,x)",
        "[a](data&colon;image/png,x)", "[a](<da\tta:image/png,x>)", "[a](VBScript:msgbox)", "[a](file:///etc/passwd)",
        "[a](ftp://example.com/x)", "[a](tel:+821012345678)", "[a](intent://x#Intent;end)",
        "[a](x-keepsake:run)", "<data:image/png;base64,AAAA>", "<ftp://example.com/x>",
        "[a][r]\n\n[r]: data:image/png,x",
    ])
    func linksOfOtherSchemesAreEmptied(markdown: String) {
        let html = CommonMark.render(markdown)
        #expect(html.contains("href=\"\""), "\(html)")
        #expect(!html.lowercased().contains("href=\"data"), "\(html)")
        let image = CommonMark.render("!" + markdown)
        if markdown.hasPrefix("[") { #expect(image.contains("src=\"\""), "\(image)") }
    }

    @Test(arguments: [
        ("[a](https://example.com/x)", "https://example.com/x"), ("[a](HTTP://example.com/)", "HTTP://example.com/"),
        ("[a](mailto:me@example.com)", "mailto:me@example.com"), ("[a](photos/x.png)", "photos/x.png"),
        ("[a](../2026/04/)", "../2026/04/"), ("[a](#top)", "#top"), ("[a](a/b:c)", "a/b:c"), ("[a](?q=x:y)", "?q=x:y"),
        ("<https://example.com/>", "https://example.com/"), ("<me@example.com>", "mailto:me@example.com"),
    ])
    func webAndRelativeLinksStay(markdown: String, url: String) {
        #expect(CommonMark.render(markdown).contains("href=\"\(url)\""), "\(CommonMark.render(markdown))")
    }

    @Test func imagesAreRewrittenWithTheirPositions() {
        let markdown = "Text\n\n  ![a](one.png) and ![b](two.png \"t\")\n\n- ![c][ref]\n\n[ref]: three.png\n"
        var seen: [CommonMark.Image] = []
        let html = CommonMark.render(markdown) { image in
            seen.append(image)
            return image.url == "two.png" ? nil : "media/" + image.url
        }
        #expect(
            seen == [
                CommonMark.Image(url: "one.png", line: 3, column: 3),
                CommonMark.Image(url: "two.png", line: 3, column: 21),
                CommonMark.Image(url: "three.png", line: 5, column: 3),
            ])
        #expect(
            html == """
                <p>Text</p>
                <p><img src="media/one.png" alt="a" /> and <img src="two.png" alt="b" title="t" /></p>
                <ul>
                <li><img src="media/three.png" alt="c" /></li>
                </ul>

                """)
    }

    @Test func rewrittenURLsAreEscaped() {
        let html = CommonMark.render("![a](x.png)") { _ in "../media/a b\"c.png" }
        #expect(html == "<p><img src=\"../media/a%20b%22c.png\" alt=\"a\" /></p>\n")
    }

    @Test func noCallbackLeavesImagesAlone() {
        #expect(CommonMark.render("![a](x.png)") == "<p><img src=\"x.png\" alt=\"a\" /></p>\n")
    }

    @Test func nulBytesBecomeReplacementCharacters() {
        #expect(CommonMark.render("a\u{0}b\n\n\u{0}# x") == "<p>a\u{FFFD}b</p>\n<p>\u{FFFD}# x</p>\n")
        #expect(CommonMark.render("") == "")
    }
}
