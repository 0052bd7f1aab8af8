import Testing

@testable import KeepsakeCore

/// Lists and mappings nested deeper than `YAMLComposer.maxDepth` are a located error: never a
/// crash, however deep (every walk of the tree, and its release, recurses through it).
@Suite("YAML nesting")
struct YAMLNestingTests {
    static let limit = YAMLComposer.maxDepth

    static func flowLists(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    /// `a:` on each line, each one space further in than the one before (the first `indent` in),
    /// and a value at the bottom. (The spaces grow with the square of `depth`: a little past the
    /// limit is deep enough.)
    static func blockMappings(_ depth: Int, indent: Int = 0) -> String {
        (0..<depth).map { String(repeating: " ", count: indent + $0) + "a:\n" }.joined()
            + String(repeating: " ", count: indent + depth) + "x\n"
    }

    /// `- - - x`: block lists, each the first item of the one before, on one line.
    static func blockLists(_ depth: Int) -> String {
        String(repeating: "- ", count: depth) + "x\n"
    }

    @Test func listsUpToTheLimitAreRead() throws {
        var node = try #require(try YAMLComposer.compose(Self.flowLists(Self.limit)))
        var levels = 1
        while let inner = node.sequence?.first {
            node = inner
            levels += 1
        }
        #expect(levels == Self.limit)
        let mappings = try #require(try YAMLComposer.compose(Self.blockMappings(Self.limit)))
        #expect(mappings.mapping?.count == 1)
        #expect(try YAMLComposer.compose(Self.blockLists(Self.limit))?.sequence?.count == 1)
    }

    @Test(arguments: [1, 4000, 99_000])
    func deeperListsAreRefusedWhereTheyGoTooDeep(extra: Int) {
        #expect(throws: YAMLComposer.Failure.self) { try YAMLComposer.compose(Self.flowLists(Self.limit + extra)) }
        guard
            case .failure(let diagnostic) = YAMLSource.compose(
                Self.flowLists(Self.limit + extra), path: "a.yaml", firstLine: 1)
        else {
            Issue.record("no failure")
            return
        }
        #expect(
            diagnostic.description
                == "a.yaml:1:\(Self.limit + 1): error: YAML lists and mappings here are nested more than 1000 deep\n  hint: write the values with fewer levels of lists and mappings inside each other"
        )
    }

    /// An alias stands for its anchor's node where the alias is: that counts as nesting too.
    @Test func aliasesCannotNestPastTheLimit() {
        let half = Self.limit / 2 + 1
        let text =
            "a: &a " + Self.flowLists(half) + "\nb: " + String(repeating: "[", count: half) + "*a"
            + String(repeating: "]", count: half) + "\n"
        guard case .failure(let diagnostic) = YAMLSource.compose(text, path: "a.yaml", firstLine: 1) else {
            Issue.record("no failure")
            return
        }
        #expect(diagnostic.location.description == "a.yaml:2:\(4 + half)")
    }

    /// Where each text goes one list or mapping too deep, in an entry whose front matter's third
    /// line is `tags:` (with the document itself the first level).
    static let tooDeepInFrontMatter: [(yaml: String, line: Int, column: Int)] = [
        (flowLists(5000), 3, 6 + limit),
        ("\n" + blockLists(5000), 4, 2 * limit - 1),
        ("\n" + blockMappings(limit + 100, indent: 2), 3 + limit, 2 + limit),
    ]

    @Test(arguments: 0..<tooDeepInFrontMatter.count)
    func frontMatterNestedTooDeepIsALocatedError(index: Int) {
        let (yaml, line, column) = Self.tooDeepInFrontMatter[index]
        let (entry, diagnostics) = Fixture.parse("---\ntitle: Deep\ntags: " + yaml + "\n---\nBody\n")
        #expect(entry == nil)
        let location = "\(Fixture.entryPath):\(line):\(column)"
        #expect(
            diagnostics.map(\.description) == [
                "\(location): error: YAML lists and mappings here are nested more than 1000 deep\n  hint: write the values with fewer levels of lists and mappings inside each other"
            ])
    }

    @Test(arguments: [false, true])
    func diaryYAMLNestedTooDeepIsALocatedError(block: Bool) {
        let yaml =
            "title: Deep\nextra:\n  "
            + (block
                ? "deep:\n" + Self.blockMappings(Self.limit + 100, indent: 4) : "deep: " + Self.flowLists(5000) + "\n")
        guard case .failure(let diagnostic) = DiaryConfigFile.parse(yaml, path: "diary.yaml") else {
            Issue.record("no failure")
            return
        }
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "YAML lists and mappings here are nested more than 1000 deep")
        #expect(diagnostic.location.description.hasPrefix(block ? "diary.yaml:\(2 + Self.limit):" : "diary.yaml:3:"))
    }
}
