import Foundation
import KeepsakeCore
import KeepsakeRender

/// The page the preview shows while the diary does not build: each diagnostic with its source line.
/// Self-contained (the theme itself may be what is broken) and escaped throughout.
struct ErrorPage {
    let diagnostics: [Diagnostic]
    /// The line a location points at, when it can be read.
    let sourceLine: (SourceLocation) -> String?
    /// The page's own words, in the diary's language when it is Korean (the theme's language files
    /// may be what is broken, so they are not used).
    var words = Words.english

    /// What the page says around the diagnostics.
    struct Words: Sendable {
        let code: String
        let title: String
        /// `{count}` stands for the number of errors.
        let headingPattern: String
        let note: String

        static let english = Words(
            code: "en", title: "Build failed · keepsake serve",
            headingPattern: "The diary does not build: {count} error(s)",
            note: "keepsake serve is still running. Fix the file and this page turns back into your diary by itself.")
        static let korean = Words(
            code: "ko", title: "빌드 실패 · keepsake serve",
            headingPattern: "일기를 만들 수 없어요: 오류 {count}개",
            note: "keepsake serve는 계속 실행 중이에요. 파일을 고치면 이 페이지가 저절로 일기로 돌아와요.")

        /// The words for diary.yaml's `language:` (read line by line: the file may not parse).
        /// The heading for `errors` errors.
        func heading(_ errors: Int) -> String {
            let counted = headingPattern.replacingOccurrences(of: "{count}", with: String(errors))
            return counted.replacingOccurrences(of: "(s)", with: errors == 1 ? "" : "s")
        }

        static func forDiary(at root: URL) -> Words {
            let text =
                FileManager.default.contents(atPath: root.appending(path: "Content/diary.yaml").path)
                .map { String(decoding: $0, as: UTF8.self) } ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("language:") {
                let value = line.dropFirst("language:".count).prefix { $0 != "#" }
                    .trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
                return value == "ko" ? korean : english
            }
            return english
        }
    }
}

extension ErrorPage {
    /// Reads source lines from files under `root`.
    init(diagnostics: [Diagnostic], root: URL) {
        var cache: [String: [Substring]] = [:]
        defer { words = Words.forDiary(at: root) }
        self.init(diagnostics: diagnostics) { location in
            guard let line = location.line, line > 0, !location.path.hasPrefix("/"), !location.path.hasPrefix("(")
            else { return nil }
            if cache[location.path] == nil {
                let text =
                    FileManager.default.contents(atPath: root.appending(path: location.path).path)
                    .flatMap { SourceText.decode(Array($0)) } ?? ""
                cache[location.path] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = cache[location.path], line <= lines.count else { return nil }
            return String(lines[line - 1])
        }
    }

    func render() -> [UInt8] {
        let errors = diagnostics.errors.count
        var html = """
            <!doctype html>
            <html lang="\(words.code)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(words.title)</title>
            <style>
            body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1.5rem; background: #fff8f0; color: #2b2118; }
            h1 { font-size: 1.4rem; color: #a4262c; margin: 0 0 .25rem; }
            p.note { margin: 0 0 1.5rem; color: #5c4a3d; }
            ol { list-style: none; padding: 0; margin: 0; }
            li { background: #fff; border: 1px solid #ead9c6; border-left: 6px solid #a4262c; border-radius: 8px; padding: .8rem 1rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
            li.warning { border-left-color: #a86b00; }
            .where { font: 600 .95rem ui-monospace, monospace; }
            .severity { font-weight: 700; color: #a4262c; }
            li.warning .severity { color: #8a5700; }
            pre { background: #2b2118; color: #f7eee4; padding: .6rem .8rem; border-radius: 6px; overflow-x: auto; margin: .5rem 0 0; }
            pre .line { color: #b9a797; user-select: none; }
            mark { background: #ffb4a9; color: #2b2118; border-radius: 2px; }
            .hint { color: #1d5f6b; margin-top: .4rem; }
            @media (prefers-color-scheme: dark) {
              body { background: #1d1713; color: #f2e8de; } p.note { color: #c8b8a9; }
              li { background: #2a221c; border-color: #4a3b30; } .hint { color: #8fd3df; }
              .severity { color: #ff8f85; } h1 { color: #ff8f85; }
            }
            </style>
            </head>
            <body>
            <main>
            <h1>\(words.heading(errors))</h1>
            <p class="note">\(words.note)</p>
            <ol>

            """
        for diagnostic in diagnostics {
            html += "<li class=\"\(diagnostic.severity.rawValue)\">"
            html += "<span class=\"where\">\(XMLText.escape(diagnostic.location.description))</span> "
            html +=
                "<span class=\"severity\">\(diagnostic.severity.rawValue):</span> \(XMLText.escape(diagnostic.message))"
            if let line = sourceLine(diagnostic.location), let number = diagnostic.location.line {
                html +=
                    "\n<pre><span class=\"line\">\(number) | </span>\(Self.highlight(line, column: diagnostic.location.column))</pre>"
            }
            if let hint = diagnostic.hint { html += "\n<div class=\"hint\">hint: \(XMLText.escape(hint))</div>" }
            html += "</li>\n"
        }
        html += "</ol>\n</main>\n</body>\n</html>\n"
        return LiveReload.inject(into: Array(html.utf8))
    }

    /// The line with the character at `column` (1-based, in characters) marked.
    static func highlight(_ line: String, column: Int?) -> String {
        let characters = Array(line)
        guard let column, column >= 1, column <= characters.count else { return XMLText.escape(line) }
        let before = String(characters[..<(column - 1)])
        let at = String(characters[column - 1])
        let after = String(characters[column...])
        return XMLText.escape(before) + "<mark>" + XMLText.escape(at) + "</mark>" + XMLText.escape(after)
    }
}
