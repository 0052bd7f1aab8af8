import Foundation
import KeepsakeCore
import KeepsakeTemplates
import Testing

@testable import KeepsakeRender

/// Random text through the templates' escaping, and mutated Markdown through cmark's safe mode:
/// `OutputSafety` must find nothing in what comes out. Seeded like the loading fuzz tests
/// (`KEEPSAKE_FUZZ_SEED`, `KEEPSAKE_FUZZ_ITERATIONS`; the seed is printed).
@Suite("Fuzz: escaping")
struct EscapingFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed: UInt64 = {
        switch environment["KEEPSAKE_FUZZ_SEED"] {
        case "random"?: return UInt64(Date().timeIntervalSince1970 * 1000)
        case let text?: return UInt64(text) ?? 0x5EED_2026_0405
        case nil: return 0x5EED_2026_0405
        }
    }()

    static func iterations(_ count: Int) -> Int { environment["KEEPSAKE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? count }

    /// SplitMix64.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Markup characters, and what joins a neighbour into their Character.
    static let pieces = [
        "<", ">", "&", "\"", "'", "=", "/", " ", "a", "script", "img", "onerror", "javascript:", "&#106;", "&lt;",
        "&amp;",
        "\u{600}", "\u{D4E}", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F1F0}", "\r\n", "\n", "\u{0}", "\u{1B}", "\u{7F}",
        "\u{202E}", "\u{FFFD}", "벚꽃", "{{", "}}", "{{{x}}}", "`",
    ]

    static let library: TemplateLibrary = {
        let text =
            #"<p title="{{v}}" data-x='{{v}}'>{{v}}</p><a href="https://example.com/{{v}}">{{#list}}{{.}}{{/list}}</a>"#
        return TemplateLibrary(templates: ["page": try! Template(text)])
    }()

    final class Fields: TemplateObject {
        let fields: [String: TemplateValue]
        init(fields: [String: TemplateValue]) { self.fields = fields }
        func value(named name: String) -> TemplateValue { fields[name] ?? .missing }
    }

    @Test func templateValuesStayText() {
        let count = Self.iterations(20_000)
        print("fuzz template escaping: seed \(Self.seed), \(count) inputs (KEEPSAKE_FUZZ_SEED=\(Self.seed) to replay)")
        var generator = Generator(state: Self.seed ^ 0x7465_6d70)
        var failures = 0
        for iteration in 0..<count {
            let value = (0..<Int.random(in: 1..<12, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator)!
            }.joined()
            let fields = Fields(fields: ["v": .text(value), "list": .list([.text(value), .text(value)])])
            let html = String(decoding: Self.library.render("page", with: fields) ?? [], as: UTF8.self)
            var problems = OutputSafety.problems(inHTML: html)
            // Only the template's own markup: as many `<` and `"` as it has.
            if html.utf8.count(where: { $0 == UInt8(ascii: "<") }) != 4 { problems.append("a < from the value") }
            if html.utf8.count(where: { $0 == UInt8(ascii: "\"") }) != 4 { problems.append("a \" from the value") }
            if html.utf8.count(where: { $0 == UInt8(ascii: "'") }) != 2 { problems.append("a ' from the value") }
            guard !problems.isEmpty, failures < 5 else { continue }
            failures += 1
            Issue.record(
                "fuzz template escaping, seed \(Self.seed), input \(iteration): \(problems) for \(value.debugDescription)"
            )
        }
    }

    static let markdown: [[UInt8]] = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../..")
            .standardizedFileURL
        var files: [[UInt8]] = []
        for folder in ["Content", "Tests/KeepsakeRenderTests/Fixtures/hostile"] {
            let base = repository.appending(path: folder)
            let paths = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String]) ?? []
            for path in paths.sorted() where path.hasSuffix(".md") || path.hasSuffix(".comments.json") {
                if let data = FileManager.default.contents(atPath: base.appending(path: path).path) {
                    files.append(Array(data))
                }
            }
        }
        return files
    }()

    static let markdownTokens = [
        "[", "]", "(", ")", "](", "![", "<", ">", "\"", "'", "`", "*", "_", "\n", "\n\n", "    ", "> ", "- ", "[x]: ",
        " \"t\"",
        "javascript:", "JAVASCRIPT:", "vbscript:", "data:text/html,", "data:image/png,", "data:image/svg+xml,", "file:",
        "&#106;", "&#x6a;", "&#0;", "&#1;", "&colon;", "&Tab;", "&NewLine;", "&amp;", "\t", "\u{0}", "\u{1}", "\u{600}",
        "\u{D4E}", "\u{301}", "<script>", "<img src=x onerror=y>", "<a href=\"javascript:x\">", "<!--", "-->",
        "<![CDATA[",
        "<?", "?>", "<svg onload=x>", "\" onmouseover=\"", "%6A", "\\", "//evil", "mailto:", "https://x/", "{{",
    ]

    @Test func cmarkSafeModeOutputIsSafe() {
        let count = Self.iterations(10_000)
        print("fuzz cmark safe mode: seed \(Self.seed), \(count) inputs (KEEPSAKE_FUZZ_SEED=\(Self.seed) to replay)")
        var generator = Generator(state: Self.seed ^ 0x636d_6172_6b)
        var failures = 0
        for iteration in 0..<count {
            var bytes = Self.markdown.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1..<12, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                if Int.random(in: 0..<4, using: &generator) == 0, !bytes.isEmpty {
                    bytes.removeSubrange(
                        min(at, bytes.count - 1)..<min(bytes.count, at + Int.random(in: 1..<32, using: &generator)))
                } else {
                    bytes.insert(contentsOf: Array(Self.markdownTokens.randomElement(using: &generator)!.utf8), at: at)
                }
            }
            let markdown = String(decoding: bytes, as: UTF8.self)
            let html = CommonMark.render(markdown)
            // Links and images are http, https, mailto or relative (`LinkAddress`), whatever
            // cmark's own safe mode lets through (data:image/…, tel:, ftp:, app schemes).
            let problems = OutputSafety.problems(inHTML: html, schemes: .webOnly)
            guard !problems.isEmpty, failures < 5 else { continue }
            failures += 1
            Issue.record(
                "fuzz cmark safe mode, seed \(Self.seed), input \(iteration): \(problems)\ninput: \(markdown.debugDescription.prefix(3000))"
            )
        }
    }
}
