import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakePreview

@Suite("Error page")
struct ErrorPageTests {
    @Test func showsEveryDiagnosticWithItsSourceLineEscaped() {
        let diagnostics = [
            Diagnostic.error(
                at: SourceLocation(path: "Content/a.md", line: 3, column: 8), "unknown mood \"<b>sad</b>\"",
                hint: "did you mean \"sad\"?"),
            Diagnostic.warning(at: SourceLocation(path: "Content/b.md"), "photo has no photo_alt"),
        ]
        let page = String(
            decoding: ErrorPage(diagnostics: diagnostics) { $0.line == 3 ? "mood: 슬픔<script>" : nil }.render(),
            as: UTF8.self)
        #expect(page.contains("The diary does not build: 1 error"))
        #expect(page.contains("<span class=\"where\">Content/a.md:3:8</span>"))
        #expect(page.contains("unknown mood &quot;&lt;b&gt;sad&lt;/b&gt;&quot;"))
        #expect(page.contains("<pre><span class=\"line\">3 | </span>mood: 슬<mark>픔</mark>&lt;script&gt;</pre>"))
        #expect(page.contains("hint: did you mean &quot;sad&quot;?"))
        #expect(page.contains("<li class=\"warning\"><span class=\"where\">Content/b.md</span>"))
        #expect(!page.contains("<script>"))
        #expect(page.contains("<script src=\"/__keepsake/live.js\" defer></script></body>"))
    }

    @Test func highlightOutsideTheLineLeavesItPlain() {
        #expect(ErrorPage.highlight("abc", column: 9) == "abc")
        #expect(ErrorPage.highlight("a&c", column: 2) == "a<mark>&amp;</mark>c")
    }

    /// Regression: the page was in English on a Korean diary.
    @Test func speaksTheDiarysLanguageEvenWhenItsSettingsDoNotParse() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "error-page-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "Content"), withIntermediateDirectories: true)
        try Data("title: [broken\nlanguage: ko   # 한국어\n".utf8).write(to: root.appending(path: "Content/diary.yaml"))
        let error = Diagnostic.error(at: SourceLocation(path: "Content/diary.yaml", line: 1, column: 8), "broken")
        let page = String(decoding: ErrorPage(diagnostics: [error, error], root: root).render(), as: UTF8.self)
        #expect(page.contains("<html lang=\"ko\">"))
        #expect(page.contains("<h1>일기를 만들 수 없어요: 오류 2개</h1>"))
        try Data("title: T\n".utf8).write(to: root.appending(path: "Content/diary.yaml"))
        let english = String(decoding: ErrorPage(diagnostics: [error], root: root).render(), as: UTF8.self)
        #expect(english.contains("<h1>The diary does not build: 1 error</h1>"))
    }
}
