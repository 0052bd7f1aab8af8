import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeTestSupport
import Testing

@testable import KeepsakeRender

/// The hostile fixtures (`Fixtures/hostile/`): a diary full of payloads that must build with
/// every one of them escaped, and a diary full of mistakes that must fail with exactly the
/// recorded located diagnostics. Re-record with `KEEPSAKE_RECORD=1 swift test --filter Hostile`.
@Suite("Hostile input")
struct HostileSiteTests {
    static func fixture(_ name: String) -> URL { Fixtures.folder.appending(path: "hostile/\(name)") }

    /// A copy of a hostile fixture in a new temporary folder: builds write beside Content/.
    static func copy(_ name: String) throws -> URL {
        let root = try Fixtures.temporaryFolder().appending(path: name)
        try FileManager.default.copyItem(at: fixture(name), to: root)
        return root
    }

    /// What a build itself keeps beside `Output/`: the photo cache and the output's lock file.
    /// The cache, the lock and the previous generation (a build from nothing makes it as a twin).
    static let buildsOwn: Set<String> = [".keepsake-cache", ".Output.lock", ".Output.previous"]

    /// Every file below `root` except `Output/` and what the build keeps beside it, with its bytes.
    static func filesOutsideOutput(_ root: URL) -> [String: Data] {
        Fixtures.tree(root).filter { file in
            !file.key.hasPrefix("Output/")
                && !buildsOwn.contains(where: { file.key == $0 || file.key.hasPrefix($0 + "/") })
        }
    }

    // MARK: - The checker

    @Test func theOutputCheckerCatchesEachKindOfProblem() {
        let theme = #"<script src="../theme/assets/keepsake.js" defer></script>"#
        #expect(
            OutputSafety.problems(
                inHTML: "<p>ok &lt;script&gt;</p>" + theme + #"<a href="https://x/?a=1&amp;b=2">x</a>"#
            ).isEmpty)
        let bad = [
            "<script>alert(1)</script>",
            #"<script src="https://evil.example/keepsake.js" defer></script>"#,
            #"<script src="../theme/assets/keepsake.js" defer>alert(1)</script>"#,
            "\u{600}<script&gt;alert(1)",
            #"<img src=x onerror=alert(1)>"#,
            #"<p ONMOUSEOVER="x">"#,
            #"<a href="javascript:alert(1)">"#,
            #"<a href=" JaVaScRiPt:alert(1)">"#,
            #"<a href="&#106;avascript:alert(1)">"#,
            #"<a href="&#x6A;avascript&colon;alert(1)">"#,
            #"<a href="java&#9;script:alert(1)">"#,
            "<a href=\"java\tscript:alert(1)\">",
            "<a href=\"\u{1}javascript:alert(1)\">",
            #"<a href="data:text/html,x">"#,
            #"<a href="vbscript:x">"#,
            #"<img src="data:image/svg+xml,x">"#,
            #"<img srcset="a.png 1x, javascript:alert(1) 2x">"#,
            #"<form action="javascript:x">"#,
            #"<iframe src="https://x">"#,
            #"<span title="a<b">"#,
            #"<meta http-equiv="refresh" content="0;url=https://evil">"#,
            #"<meta property="og:url" content="javascript:alert(1)">"#,
            #"<span style="background:url(https://evil/x)">"#,
            "<marquee>",
        ]
        for html in bad {
            #expect(!OutputSafety.problems(inHTML: html).isEmpty, "not caught: \(html)")
        }
        #expect(OutputSafety.problems(inHTML: #"<img src="data:image/png;base64,iVBOR">"#).isEmpty)
        #expect(
            OutputSafety.problems(inHTML: #"<a href="%01javascript:alert(1)">"#).isEmpty, "relative: % is no scheme")
        #expect(!OutputSafety.problems(inXML: Data("<feed><title>a\u{1}</title></feed>".utf8)).isEmpty)
        #expect(
            !OutputSafety.problems(
                inXML: Data(#"<feed><content type="html">&lt;img src=x onerror=alert(1)&gt;</content></feed>"#.utf8)
            ).isEmpty)
        #expect(!OutputSafety.problems(inXML: Data("<urlset><url><loc>javascript:x</loc></url></urlset>".utf8)).isEmpty)
        #expect(
            !OutputSafety.problems(inJSONFeed: Data(#"{"items": [{"content_html": "<script>x</script>"}]}"#.utf8))
                .isEmpty)
        #expect(!OutputSafety.problems(inJSONFeed: Data(#"{"items": [{"url": "javascript:x"}]}"#.utf8)).isEmpty)
        #expect(
            OutputSafety.problems(inJSONFeed: Data(#"{"items": [{"title": "<script> is text here"}]}"#.utf8)).isEmpty)
    }

    // MARK: - The fixtures

    @Test func aDiaryFullOfPayloadsBuildsWithEverythingEscaped() async throws {
        let root = try Self.copy("builds")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let before = Self.filesOutsideOutput(root)
        let report = try await Builder(layout: SiteLayout(root: root), options: BuildOptions(readsGitHistory: false))
            .build()

        let warnings = report.warnings.map(\.printableDescription).joined(separator: "\n") + "\n"
        let file = Self.fixture("builds").appending(path: "expected-warnings.txt")
        if Fixtures.isRecording {
            try Data(warnings.utf8).write(to: file)
            Issue.record(
                "Re-recorded hostile/builds/expected-warnings.txt. Run again without KEEPSAKE_RECORD to check.")
        } else {
            #expect(warnings == (try String(contentsOf: file, encoding: .utf8)))
        }

        let output = root.appending(path: "Output")
        #expect(OutputSafety.problems(inSite: output) == [])
        // Nothing was written or changed beside Output/ (and the photo cache).
        #expect(Self.filesOutsideOutput(root) == before)
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
        let committed = Set(try FileManager.default.contentsOfDirectory(atPath: Self.fixture("builds").path))
        #expect(written.subtracting(Self.buildsOwn) == committed.union(["Output"]))

        // The payloads reached the pages as text (the build did not just drop them).
        let page = try #require(
            FileManager.default.contents(atPath: output.appending(path: "2026/04/titles/index.html").path))
        let text = String(decoding: page, as: UTF8.self)
        for shown in [
            "&lt;/title&gt;&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;",
            "\u{600}&lt;img src=x onerror=alert(&#39;title prepend&#39;)&gt;",
            "x&quot;\u{301} onmouseover=alert(&#39;title combining&#39;)",
            "{{site.title}} {{{bodyHTML}}}",
        ] {
            #expect(text.contains(shown), "the title page lacks \(shown)")
        }
        let comments = try #require(
            FileManager.default.contents(atPath: output.appending(path: "2026/04/comments/index.html").path))
        #expect(
            String(decoding: comments, as: UTF8.self).contains(
                "&lt;script&gt;alert(&#39;comment author&#39;)&lt;/script&gt;"))
        #expect(report.counts.comments == 8)
    }

    @Test func aDiaryFullOfMistakesFailsWithLocatedErrors() async throws {
        let root = try Self.copy("fails")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let entries = root.appending(path: "Content/entries")
        // What git keeps badly: a link out of Content/, a name that is not UTF-8, an 8 MB entry.
        try Data("# outside\n".utf8).write(to: root.appending(path: "outside.md"))
        try FileManager.default.createSymbolicLink(
            atPath: entries.appending(path: "2026-05-20-link.md").path, withDestinationPath: "../../outside.md")
        let badName = Array((entries.path + "/2026-05-21-").utf8) + [0xFF] + Array(".md".utf8) + [0]
        let descriptor = badName.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let huge = entries.appending(path: "2026-05-22-huge.md")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let writer = try FileHandle(forWritingTo: huge)
        try writer.truncate(atOffset: UInt64(SourceText.Limit.entry.bytes + 1))  // sparse: nothing to write
        try writer.close()

        let failure = await #expect(throws: BuildFailure.self) {
            try await Builder(layout: SiteLayout(root: root), options: BuildOptions(readsGitHistory: false)).build()
        }
        let text =
            (failure?.diagnostics ?? []).map(\.printableDescription).joined(separator: "\n")
            .replacingOccurrences(of: root.resolvingSymlinksInPath().path, with: "<root>") + "\n"
        let file = Self.fixture("fails").appending(path: "expected-diagnostics.txt")
        if Fixtures.isRecording {
            try Data(text.utf8).write(to: file)
            Issue.record(
                "Re-recorded hostile/fails/expected-diagnostics.txt. Run again without KEEPSAKE_RECORD to check.")
            return
        }
        #expect(text == (try String(contentsOf: file, encoding: .utf8)))
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Output").path))
        // Every diagnostic points into a file of the diary.
        for diagnostic in failure?.diagnostics ?? [] {
            #expect(diagnostic.location.path.hasPrefix("Content/"), "\(diagnostic)")
        }
    }
}
