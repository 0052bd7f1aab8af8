import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender
import Testing

@testable import KeepsakePreview

/// The router answered without a socket: pages, types, 404, redirects, traversal, the error page.
@Suite("Preview router")
struct PreviewRouterTests {
    static let page = Array("<!doctype html><html><body><p>hi</p></body></html>".utf8)
    static let snapshot = SiteSnapshot(files: [
        "index.html": .bytes(page),
        "2026/04/index.html": .bytes(page),
        "2026/04/봄/index.html": .bytes(page),
        "404.html": .bytes(Array("<html><body>lost</body></html>".utf8)),
        "theme/assets/style.css": .bytes(Array("body{}".utf8)),
        "theme/assets/keepsake.js": .bytes(Array("1".utf8)),
        "theme/stickers/heart.svg": .bytes(Array("<svg/>".utf8)),
        "feed.xml": .bytes(Array("<feed/>".utf8)),
        "feed.json": .bytes(Array("{}".utf8)),
    ])
    let router = PreviewRouter(root: URL(fileURLWithPath: "/nonexistent"))

    @Test func pagesGetTheLiveReloadScriptBeforeTheBodyCloses() {
        let response = router.respond(method: "GET", target: "/", in: Self.snapshot)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(
            response.text
                == "<!doctype html><html><body><p>hi</p><script src=\"/__keepsake/live.js\" defer></script></body></html>"
        )
        #expect(router.respond(method: "GET", target: "/2026/04/%EB%B4%84/", in: Self.snapshot).status == 200)
    }

    @Test(arguments: [
        ("/theme/assets/style.css", "text/css; charset=utf-8"),
        ("/theme/assets/keepsake.js", "text/javascript; charset=utf-8"),
        ("/theme/stickers/heart.svg", "image/svg+xml"), ("/feed.xml", "application/xml"),
        ("/feed.json", "application/json"),
        ("/__keepsake/live.js", "text/javascript; charset=utf-8"),
    ])
    func filesHaveTheirContentType(target: String, type: String) {
        let response = router.respond(method: "GET", target: target, in: Self.snapshot)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == type)
        #expect(!response.text.contains("live.js\" defer"))
    }

    @Test func headAnswersHeadersWithoutABody() {
        let get = router.respond(method: "GET", target: "/", in: Self.snapshot)
        let head = router.respond(method: "HEAD", target: "/", in: Self.snapshot)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["Content-Length"] == String(get.body.count))
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
    func onlyGetAndHead(method: String) {
        let response = router.respond(method: method, target: "/", in: Self.snapshot)
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
    }

    @Test func unknownPathsGetTheThemes404PageWithStatus404() {
        let response = router.respond(method: "GET", target: "/2026/13/nothing/", in: Self.snapshot)
        #expect(response.status == 404)
        #expect(response.text.hasPrefix("<html><body>lost<script src=\"/__keepsake/live.js\""))
        let bare = router.respond(method: "GET", target: "/x", in: SiteSnapshot(files: [:]))
        #expect(bare.status == 404)
        #expect(bare.text == "not found: /x\n")
    }

    @Test func aFolderWithoutItsSlashRedirects() {
        let response = router.respond(method: "GET", target: "/2026/04/%EB%B4%84", in: Self.snapshot)
        #expect(response.status == 301)
        #expect(response.headers["Location"] == "/2026/04/%EB%B4%84/")
    }

    @Test(arguments: ["/../Content/diary.yaml", "/%2e%2e/%2e%2e/etc/passwd", "/theme%2f..%2f..%2fx", "/a%5c..%5cb"])
    func traversalIsABadRequest(target: String) {
        let response = router.respond(method: "GET", target: target, in: Self.snapshot)
        #expect(response.status == 400)
        #expect(response.text == "bad request: the path leaves the site\n")
    }

    @Test func whileTheBuildFailsPagesShowTheErrorButAssetsStillLoad() {
        let failing = SiteSnapshot(files: Self.snapshot.files, errorPage: Array("<p>broken</p>".utf8))
        let page = router.respond(method: "GET", target: "/2026/04/", in: failing)
        #expect(page.status == 500)
        #expect(page.text == "<p>broken</p>")
        #expect(router.respond(method: "GET", target: "/2026/04", in: failing).status == 500)
        #expect(router.respond(method: "GET", target: "/nowhere.html", in: failing).status == 500)
        let css = router.respond(method: "GET", target: "/theme/assets/style.css", in: failing)
        #expect(css.status == 200)
        #expect(css.text == "body{}")
    }

    /// What the server sends for `response`: its body, or the file it streams.
    static func sent(_ response: PreviewResponse) -> [UInt8] {
        response.file.flatMap { FileManager.default.contents(atPath: $0.path) }.map(Array.init) ?? response.body
    }

    @Test func photosAreReadFromContentButNeverThroughALinkThatLeavesIt() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "keepsake-router-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appending(path: "Content/p"), withIntermediateDirectories: true)
        try Data([0xFF, 0xD8, 0xFF]).write(to: root.appending(path: "Content/p/a.jpg"))
        try Data("secret".utf8).write(to: root.appending(path: "secret.jpg"))
        try FileManager.default.createSymbolicLink(
            at: root.appending(path: "Content/p/leak.jpg"), withDestinationURL: root.appending(path: "secret.jpg"))
        let snapshot = SiteSnapshot(files: [
            "media/p/a.jpg": .copy(of: "Content/p/a.jpg"), "media/p/leak.jpg": .copy(of: "Content/p/leak.jpg"),
        ])
        let router = PreviewRouter(root: root)
        let photo = router.respond(method: "GET", target: "/media/p/a.jpg", in: snapshot)
        #expect(photo.status == 200)
        #expect(photo.headers["Content-Type"] == "image/jpeg")
        // Sent from disk in pieces by the server (`FileSender`), not held in the answer.
        #expect(photo.body.isEmpty && photo.file?.size == 3)
        #expect(Self.sent(photo) == [0xFF, 0xD8, 0xFF])
        let head = router.respond(method: "HEAD", target: "/media/p/a.jpg", in: snapshot)
        #expect(head.headers["Content-Length"] == "3" && head.file == nil && head.body.isEmpty)
        let leak = router.respond(method: "GET", target: "/media/p/leak.jpg", in: snapshot)
        #expect(leak.status == 404)
        #expect(!leak.text.contains("secret"))
    }

    @Test func processedPhotosAreReadFromThePhotoCacheAndNowhereElse() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "keepsake-router-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appending(path: PhotoCache.relativeFolder)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try Data("RIFF0000WEBP".utf8).write(to: cache.appending(path: "k-480.webp"))
        try Data("secret".utf8).write(to: root.appending(path: "secret.webp"))
        try FileManager.default.createSymbolicLink(
            at: cache.appending(path: "leak.webp"), withDestinationURL: root.appending(path: "secret.webp"))
        let folder = PhotoCache.relativeFolder
        let snapshot = SiteSnapshot(files: [
            "media/a-480.webp": .processed(path: folder + "/k-480.webp"),
            "media/leak.webp": .processed(path: folder + "/leak.webp"),
            "media/out.webp": .processed(path: folder + "/../../secret.webp"),
        ])
        let router = PreviewRouter(root: root)
        let photo = router.respond(method: "GET", target: "/media/a-480.webp", in: snapshot)
        #expect(photo.status == 200)
        #expect(photo.headers["Content-Type"] == "image/webp")
        #expect(Self.sent(photo) == Array("RIFF0000WEBP".utf8))
        for target in ["/media/leak.webp", "/media/out.webp"] {
            let response = router.respond(method: "GET", target: target, in: snapshot)
            #expect(response.status == 404)
            #expect(!response.text.contains("secret"))
        }
    }
}

extension PreviewResponse {
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
}
