import Foundation
import Testing
import Yams

@testable import KeepsakeCore

/// `YAMLComposer` reads what Yams reads (both drive libyaml): the same texts, styles, booleans and
/// places, and a failure where Yams fails.
@Suite("YAMLComposer")
struct YAMLComposerTests {
    static let documents: [String] = [
        "",
        "# only a comment\n",
        "---\n",
        "title: Picnic\ndate: 2024-05-03 10:00\ntags: [park, 소풍]\ndraft: yes\n",
        "title: \"quoted: yes\"\nnote: 'single'\nflag: \"true\"\nother: !!str true\nempty:\nnull: ~\n",
        "body: |\n  two\n  lines\nfolded: >\n  one\n  line\n",
        "stickers:\n  - name: heart\n    x: 0.5\n    y: -1e3\n  - { name: star, rotate: 12 }\n",
        "weather:\n  kind: rain\n  temperature: 12.5\nmood: 🙂 happy\n",
        "base: &b { a: 1 }\nuse: *b\nlist: &l [x, y]\nagain: *l\n",
        "- a\n- [b, [c, [d]]]\n- {e: {f: g}}\n",
        "key with spaces: value with: colon\n\"quoted key\": 1\n? complex\n: value\n",
        "하나: 둘\n셋:\n  - 넷\n",
        "a: 1\nb: 2\na: 3\n",
        "tags: [a, b\n",
        "title: [unclosed\ndate: x\n",
        "a: b: c\n",
        "  bad: indent\nfoo: bar\n",
        "--- a\n--- b\n",
        "x: *nowhere\n",
        "tab:\tvalue\n",
        "bell: \u{07}\n",
        "k: \"bad \\q escape\"\n",
    ]

    @Test(arguments: documents)
    func readsWhatYamsReads(text: String) {
        let yams = Result { try Yams.compose(yaml: text, .basic, .default, .utf8) }
        let ours = Result { () throws(YAMLComposer.Failure) in try YAMLComposer.compose(text) }
        switch (yams, ours) {
        case (.success(let expected), .success(let composed)):
            #expect(Self.describe(expected) == Self.describe(composed), "\(text.debugDescription)")
        case (.failure, .failure):
            break
        default:
            Issue.record("Yams \(yams), composer \(ours) for \(text.debugDescription)")
        }
    }

    /// Where a syntax error is: the same place and words as Yams gives.
    @Test(arguments: ["tags: [a, b\n", "a: b: c\n", "  bad: indent\nfoo: bar\n", "--- a\n--- b\n", "x: *nowhere\n"])
    func failsWhereYamsFails(text: String) throws {
        var expected: (problem: String, line: Int, column: Int)?
        do {
            _ = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                expected = (problem, mark.line, mark.column)
            default: break
            }
        }
        let wanted = try #require(expected)
        do {
            _ = try YAMLComposer.compose(text)
            Issue.record("no failure for \(text.debugDescription)")
        } catch {
            guard case .syntax(_, let problem, let mark) = error else {
                Issue.record("\(error) for \(text.debugDescription)")
                return
            }
            #expect(problem == wanted.problem)
            #expect(mark.line == wanted.line && mark.column == wanted.column)
        }
    }

    @Test func duplicateKeysAreNamedWhereUsedAgain() throws {
        do {
            _ = try YAMLComposer.compose("b: 1\na: 1\nc: 1\na: 2\nb: 3\n")
            Issue.record("no failure")
        } catch {
            guard case .duplicateKeys(let names, let mark) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(names == ["a", "b"])
            #expect(mark == YAMLNode.Mark(line: 4, column: 1))
        }
    }

    /// Lists nested far deeper than any front matter are read without recursion, up to libyaml's
    /// limit; beyond it, the text is refused (never a crash).
    @Test func deepNestingIsReadOrRefused() throws {
        let depth = 900
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var node = try #require(try YAMLComposer.compose(text))
        var levels = 1
        while let inner = node.sequence?.first {
            node = inner
            levels += 1
        }
        #expect(levels == depth)
        let deeper = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: YAMLComposer.Failure.self) { try YAMLComposer.compose(deeper) }
    }

    /// Every front matter of the sample diary reads the same.
    @Test func sampleFrontMatterReadsAsYamsReadsIt() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let entries = root.appending(path: "Content/entries")
        let files = try #require(FileManager.default.enumerator(at: entries, includingPropertiesForKeys: nil))
        var compared = 0
        for case let file as URL in files where file.pathExtension == "md" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let parts = text.components(separatedBy: "\n---\n")
            guard text.hasPrefix("---\n"), parts.count > 1 else { continue }
            let yaml = String(parts[0].dropFirst(4)) + "\n"
            let expected = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
            #expect(
                Self.describe(expected) == Self.describe(try YAMLComposer.compose(yaml)), "\(file.lastPathComponent)")
            compared += 1
        }
        #expect(compared > 10)
    }

    // MARK: - Trees as text

    static func describe(_ node: Yams.Node?) -> String {
        guard let node else { return "none" }
        let at = node.mark.map { "@\($0.line):\($0.column)" } ?? "@?"
        switch node {
        case .scalar(let scalar):
            // Both styles' cases have the same names (libyaml's five).
            return "\(scalar.string.debugDescription)[\(scalar.style) bool=\(String(describing: node.bool))]\(at)"
        case .sequence(let sequence):
            return "[" + sequence.map { describe($0) }.joined(separator: ", ") + "]\(at)"
        case .mapping(let mapping):
            return "{" + mapping.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "}\(at)"
        case .alias:
            return "alias"
        }
    }

    static func describe(_ node: YAMLNode?) -> String {
        guard let node else { return "none" }
        let at = node.mark.map { "@\($0.line):\($0.column)" } ?? "@?"
        switch node {
        case .scalar(let scalar):
            return "\(scalar.string.debugDescription)[\(scalar.style) bool=\(String(describing: node.bool))]\(at)"
        case .sequence(let sequence):
            return "[" + sequence.map { describe($0) }.joined(separator: ", ") + "]\(at)"
        case .mapping(let mapping):
            return "{" + mapping.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "}\(at)"
        }
    }
}
