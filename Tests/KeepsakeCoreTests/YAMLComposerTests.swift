import Foundation
import Testing

@testable import KeepsakeCore

/// `YAMLComposer` reads what PyYAML's C loader reads from the same texts (script/yaml-reference,
/// another binding of the same libyaml): the same texts, styles, tags and places, and the same
/// failure with the same words and place.
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
        "tagged: !custom x\nplain tag: ! y\nnumber: !!int 3\n",
        "a: 1\nb: 2\na: 3\n",
        "outer:\n  x: 1\n  x: 2\ny: 1\ny: 2\n",
        "tags: [a, b\n",
        "title: [unclosed\ndate: x\n",
        "a: b: c\n",
        "  bad: indent\nfoo: bar\n",
        "--- a\n--- b\n",
        "x: *nowhere\n",
        "tab:\tvalue\n",
        "bell: \u{07}\n",
        "한글 다음 \u{01}\n",
        "k: \"bad \\q escape\"\n",
        "title: '''quoted''' \"x\"\n",
        "%YAML 1.1\n---\nv: 1\n",
        "%YAML 2.0\n---\nv: 1\n",
    ]

    @Test func readsWhatPyYAMLReads() throws {
        let texts = Self.documents + (try Self.sampleFrontMatter())
        let expected = try YAMLReference.answers(for: texts)
        try #require(expected.count == texts.count)
        for (text, answer) in zip(texts, expected) {
            let ours = Result { () throws(YAMLComposer.Failure) in try YAMLComposer.compose(text) }
            #expect(YAMLReference.describe(ours) == YAMLReference.describe(answer), "\(text.debugDescription)")
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

    /// The front matter of every entry of the sample diary, as the splitter would hand it over.
    static func sampleFrontMatter() throws -> [String] {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let entries = root.appending(path: "Content/entries")
        let files = try #require(FileManager.default.enumerator(at: entries, includingPropertiesForKeys: nil))
        var texts: [String] = []
        for case let file as URL in files where file.pathExtension == "md" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let parts = text.components(separatedBy: "\n---\n")
            guard text.hasPrefix("---\n"), parts.count > 1 else { continue }
            texts.append(String(parts[0].dropFirst(4)) + "\n")
        }
        #expect(texts.count > 10)
        return texts
    }
}

/// What script/yaml-reference answers, and both its answers and the composer's as comparable text.
enum YAMLReference {
    struct Answer: Decodable {
        struct Syntax: Decodable {
            let context: String?
            let problem: String
            let at: [Int]
        }
        struct Reader: Decodable {
            let problem: String
            let offset: Int
        }
        struct Duplicates: Decodable {
            let names: [String]
            let at: [Int]
        }
        let none: Bool?
        let node: Node?
        let syntax: Syntax?
        let reader: Reader?
        let duplicateKeys: Duplicates?
    }

    struct Node: Decodable {
        let scalar: String?
        let style: String?
        let tag: String?
        let sequence: [Node]?
        let mapping: [[Node]]?
        let at: [Int]
    }

    /// Runs the script on `texts` (python3 with PyYAML: script/bootstrap installs it).
    static func answers(for texts: [String]) throws -> [Answer] {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["python3", root.appending(path: "script/yaml-reference").path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The script reads all its input before it writes: no deadlock.
        try input.fileHandleForWriting.write(contentsOf: try JSONEncoder().encode(texts))
        try input.fileHandleForWriting.close()
        let data = try output.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "script/yaml-reference failed")
        return try JSONDecoder().decode([Answer].self, from: data)
    }

    static func describe(_ answer: Answer) -> String {
        if answer.none == true { return "none" }
        if let node = answer.node { return describe(node) }
        if let syntax = answer.syntax {
            return
                "syntax(\(syntax.context ?? "-"): \(syntax.problem))@\(syntax.at.map(String.init).joined(separator: ":"))"
        }
        if let reader = answer.reader { return "reader(\(reader.problem))@\(reader.offset)" }
        if let duplicates = answer.duplicateKeys {
            return "duplicate \(duplicates.names)@\(duplicates.at.map(String.init).joined(separator: ":"))"
        }
        return "unknown answer"
    }

    static func describe(_ result: Result<YAMLNode?, YAMLComposer.Failure>) -> String {
        switch result {
        case .success(nil): return "none"
        case .success(let node?): return describe(node)
        case .failure(.syntax(let context, let problem, let mark)):
            return "syntax(\(context?.text ?? "-"): \(problem))@\(mark.line):\(mark.column)"
        case .failure(.reader(let problem, let offset)):
            return "reader(\(problem))@\(offset.map(String.init) ?? "?")"
        case .failure(.duplicateKeys(let names, let mark)):
            return "duplicate \(names)@\(mark.map { "\($0.line):\($0.column)" } ?? "?")"
        case .failure(.tooDeep(let mark)):
            return "too deep@\(mark.line):\(mark.column)"
        case .failure(.tooManyAliased(let mark)):
            return "too many aliased@\(mark.line):\(mark.column)"
        }
    }

    static func describe(_ node: Node) -> String {
        let at = "@" + node.at.map(String.init).joined(separator: ":")
        if let sequence = node.sequence { return "[" + sequence.map(describe).joined(separator: ", ") + "]\(at)" }
        if let mapping = node.mapping {
            return "{" + mapping.map { $0.map(describe).joined(separator: ": ") }.joined(separator: ", ") + "}\(at)"
        }
        return "\((node.scalar ?? "").debugDescription)[\(node.style ?? "?") tag=\(node.tag ?? "-")]\(at)"
    }

    static func describe(_ node: YAMLNode) -> String {
        let at = node.mark.map { "@\($0.line):\($0.column)" } ?? "@?"
        switch node {
        case .scalar(let scalar):
            return "\(scalar.string.debugDescription)[\(scalar.style) tag=\(scalar.tag ?? "-")]\(at)"
        case .sequence(let sequence):
            return "[" + sequence.map { describe($0) }.joined(separator: ", ") + "]\(at)"
        case .mapping(let mapping):
            return "{" + mapping.map { "\(describe($0.key)): \(describe($0.value))" }.joined(separator: ", ") + "}\(at)"
        }
    }
}
