import Foundation
import KeepsakeTestSupport
import Testing

@testable import KeepsakeImport

/// How the Jekyll reader finds a post's pictures in the site, on addresses the fixture's posts do not show.
@Suite struct JekyllPictureTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/jekyll")

    @Test func addressesOfTheSiteTheWebAndNothing() throws {
        var pictures = PostPictures(site: try JekyllSite(folder: Self.fixture), origin: "_posts/2024-05-03-a.md")
        // _config.yml's url and baseurl: the site's own full address is a site path.
        #expect(
            pictures.find("https://minji.example.com/notebook/assets/img/x.png") == .picture(reference: "photos/x.png"))
        #expect(pictures.find("/assets/img/x.png?v=2#top") == .picture(reference: "photos/x.png"))
        #expect(pictures.find("<../assets/img/cover.png>") == .picture(reference: "photos/cover.png"))
        #expect(pictures.find("assets/img/hanok.jpg") == .picture(reference: "photos/hanok.jpg"))
        #expect(pictures.find("https://example.com/assets/img/x.png") == .web)
        #expect(pictures.find("//cdn.example.com/a.png") == .web)
        #expect(pictures.find("data:image/png;base64,iVBORw0KGgo=") == .web)
        #expect(pictures.find("/../../../../etc/x.png") == .missing)
        #expect(pictures.find("/_config.yml") == .notPicture)
        #expect(pictures.pictures.map(\.name) == ["x.png", "cover.png", "hanok.jpg"])
    }

    @Test func aNameWithSpacesIsWrittenInAngleBrackets() throws {
        let site = FileManager.default.temporaryDirectory.appending(path: "jekyll-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(at: site.appending(path: "_posts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: site.appending(path: "assets"), withIntermediateDirectories: true)
        let png = PNGFile.rgba(width: 1, height: 1) { _, _ in (255, 0, 0, 255) }
        try Data(png).write(to: site.appending(path: "assets/my photo.png"))
        let post =
            "---\ntitle: A\n---\n![a](/assets/my%20photo.png)\n\n<IMG SRC='/assets/my photo.png' ALT=\"[b]\" title='say \"hi\"'/>\n"
        try post.write(to: site.appending(path: "_posts/2024-05-03-a.md"), atomically: true, encoding: .utf8)
        let entry = try #require(try JekyllReader().read(site).entries.first)
        #expect(entry.body == "![a](<photos/my photo.png>)\n\n![\\[b\\]](<photos/my photo.png> \"say \\\"hi\\\"\")\n")
        #expect(entry.pictures.map(\.name) == ["my photo.png"])
    }

    @Test func anImgInAnHTMLBlockIsTakenOutIntoAParagraph() throws {
        let pictures = PostPictures(site: try JekyllSite(folder: Self.fixture), origin: "_posts/2024-05-03-a.md")
        var rewriter = PictureRewriter(pictures: pictures)
        let body = """
            <figure>
              <img src="/assets/img/x.png" alt="x">
              <figcaption>Caption</figcaption>
            </figure>

            <a href="/big/">
            <img src="/assets/img/cover.png">
            </a>

            <h2>Title</h2><img src="/assets/img/hanok.jpg">

            Text <img src="/assets/img/x.png"> inline.

            """
        #expect(
            rewriter.rewrite(body) == """
                <figure>

                ![x](photos/x.png)

                  <figcaption>Caption</figcaption>
                </figure>

                <a href="/big/">

                ![](photos/cover.png)

                </a>

                <h2>Title</h2>

                ![](photos/hanok.jpg)

                Text ![](photos/x.png) inline.

                """)
    }
}
