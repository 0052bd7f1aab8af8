import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender
import Testing

@testable import KeepsakePreview

/// The real server on a free loopback port, a real temporary diary, real file edits.
@Suite("Preview server", .serialized)
final class PreviewIntegrationTests {
    let root: URL

    deinit { try? FileManager.default.removeItem(at: root) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "keepsake-serve-\(UUID().uuidString)")
        try write("title: Test diary\nlanguage: en\ntime_zone: Asia/Seoul\n", to: "Content/diary.yaml")
        try write("---\ntitle: Picnic\n---\nKimbap.\n", to: "Content/entries/2026-04-05-picnic.md")
        try write("---\ntitle: Walk\n---\nRiver.\n", to: "Content/entries/2026-04-06-walk.md")
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func start() async throws -> Preview {
        try await Preview.start(
            layout: SiteLayout(root: root), options: BuildOptions(write: false, baseURL: "/"), host: "127.0.0.1",
            port: 0
        ) { _ in }
    }

    @Test func anEditedEntryReachesTheBrowserAsAReload() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let page = try LoopbackClient.request(port: preview.port, path: "/2026/04/picnic/")
        #expect(page.status == 200)
        #expect(page.body.contains("Picnic"))
        #expect(page.body.contains("/__keepsake/live.js"))

        let events = try LoopbackClient.EventListener(port: preview.port)
        defer { events.close() }
        #expect(await events.wait(for: ": keepsake serve"))
        try write("---\ntitle: Picnic by the river\n---\nKimbap.\n", to: "Content/entries/2026-04-05-picnic.md")
        #expect(await events.wait(for: "event: reload"))
        let edited = try LoopbackClient.request(port: preview.port, path: "/2026/04/picnic/")
        #expect(edited.body.contains("Picnic by the river"))
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Output").path))
    }

    @Test func aBrokenEntryShowsTheErrorPageUntilItIsFixed() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let events = try LoopbackClient.EventListener(port: preview.port)
        defer { events.close() }
        #expect(await events.wait(for: ": keepsake serve"))

        try write("---\ntitle: Walk\ndate: 2026-02-30\n---\nRiver.\n", to: "Content/entries/2026-04-06-walk.md")
        #expect(await events.wait(for: "event: reload"))
        let failing = try LoopbackClient.request(port: preview.port, path: "/")
        #expect(failing.status == 500)
        #expect(failing.body.contains("Content/entries/2026-04-06-walk.md:3:7"))
        #expect(failing.body.contains("<mark>2</mark>026-02-30"))

        try write("---\ntitle: Walk\n---\nRiver again.\n", to: "Content/entries/2026-04-06-walk.md")
        #expect(await events.wait(for: "event: reload", count: 2))
        let fixed = try LoopbackClient.request(port: preview.port, path: "/2026/04/walk/")
        #expect(fixed.status == 200)
        #expect(fixed.body.contains("River again."))
    }

    /// A theme file over its limit is an error page, found from `stat` without reading it; the
    /// server goes on, and builds again once the file is gone.
    @Test func aHugeTemplateShowsTheErrorPageAndServeGoesOn() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let events = try LoopbackClient.EventListener(port: preview.port)
        defer { events.close() }
        #expect(await events.wait(for: ": keepsake serve"))

        let template = "Themes/default/templates/entry.mustache"
        try write("{{title}}", to: template)
        #expect(truncate(root.appending(path: template).path, off_t(64 << 20)) == 0)
        #expect(await events.wait(for: "event: reload"))
        let failing = try LoopbackClient.request(port: preview.port, path: "/")
        #expect(failing.status == 500)
        #expect(failing.body.contains("\(template)"))
        #expect(failing.body.contains("more than the 1 MB a template may hold"))

        try FileManager.default.removeItem(at: root.appending(path: template))
        #expect(await events.wait(for: "event: reload", count: 2))
        let fixed = try LoopbackClient.request(port: preview.port, path: "/2026/04/picnic/")
        #expect(fixed.status == 200)
    }

    @Test func aStylesheetChangeIsSwappedNotReloaded() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let events = try LoopbackClient.EventListener(port: preview.port)
        defer { events.close() }
        #expect(await events.wait(for: ": keepsake serve"))
        try write("body { color: rebeccapurple }\n", to: "Themes/default/assets/style.css")
        #expect(await events.wait(for: "event: css"))
        #expect(!events.text.contains("event: reload"))
        let css = try LoopbackClient.request(port: preview.port, path: "/theme/assets/style.css")
        #expect(css.body == "body { color: rebeccapurple }\n")
    }

    @Test func headAndRefusals() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let head = try LoopbackClient.request("HEAD", port: preview.port, path: "/")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(try LoopbackClient.request("POST", port: preview.port, path: "/").status == 405)
        #expect(try LoopbackClient.request(port: preview.port, path: "/%2e%2e/%2e%2e/etc/passwd").status == 400)
        let missing = try LoopbackClient.request(port: preview.port, path: "/nowhere/")
        #expect(missing.status == 404)
        #expect(missing.headers.contains("text/html"))
    }

    /// Keep-alive and pipelining: requests sent together on one connection are all answered, in
    /// order, and `Connection: close` ends it. A request that is not HTTP gets a 400.
    @Test func oneConnectionAnswersItsRequestsInOrder() async throws {
        let preview = try await start()
        defer { Task { await preview.stop() } }
        let page = try LoopbackClient.request(port: preview.port, path: "/")
        let socket = try LoopbackClient.connect(port: preview.port)
        defer { close(socket) }
        try LoopbackClient.send(
            socket,
            "GET /2026/04/picnic/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nHEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                + "GET /nowhere/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let text = LoopbackClient.readToEnd(socket)
        let statuses = text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
        #expect(statuses == ["200", "200", "404"], "\(text.prefix(300))")
        #expect(text.contains("Picnic"))
        #expect(
            text.contains("Content-Length: \(page.body.utf8.count)\r\n"),
            "HEAD tells the length of the body it leaves out")

        let garbage = try LoopbackClient.connect(port: preview.port)
        defer { close(garbage) }
        try LoopbackClient.send(garbage, "NOT HTTP AT ALL\r\n\r\n")
        #expect(LoopbackClient.readToEnd(garbage).hasPrefix("HTTP/1.1 400"))
    }

    @Test func aBusyPortMovesToTheNextFreeOne() async throws {
        let first = try await start()
        defer { Task { await first.stop() } }
        let second = try await Preview.start(
            layout: SiteLayout(root: root), options: BuildOptions(write: false), host: "127.0.0.1", port: first.port
        ) { _ in }
        defer { Task { await second.stop() } }
        #expect(second.port != first.port)
        #expect(try LoopbackClient.request(port: second.port, path: "/").status == 200)
    }
}
