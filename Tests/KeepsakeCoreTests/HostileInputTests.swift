import Foundation
import Testing

@testable import KeepsakeCore
import KeepsakeTestSupport

/// One test per problem the hostile-input suite found in loading (see also `HostileSiteTests` and
/// `script/hostile-checks`, which run the same inputs at full size under a memory limit).
@Suite("Hostile input: loading")
struct HostileInputTests {
    static let sidecar = "Content/entries/2024/05/2024-05-03-picnic.comments.json"

    private func comments(_ items: [String]) -> (CommentThread?, [Diagnostic]) {
        CommentLoader(timeZone: Fixture.seoul).load(
            path: Self.sidecar, text: #"{"comments": ["# + items.joined(separator: ",\n") + "]}")
    }

    private func comment(_ id: String, replyTo: String? = nil) -> String {
        #"{"id": "\#(id)", "author": "a", "date": "2024-05-03 10:00", "body": "x""#
            + (replyTo.map { #", "replyTo": "\#($0)""# } ?? "") + "}"
    }

    // MARK: - JSON

    @Test func duplicateKeysAreFoundAmongManyKeys() throws {
        // Keys used to be compared one by one with every earlier key: 300,000 took 85 s.
        let keys = (0..<100_000).map { #""k\#($0)": 0"# }
        let object = try JSONNode.parse("{" + keys.joined(separator: ",") + "}")
        guard case .object(let members) = object.value else { Issue.record("not an object"); return }
        #expect(members.count == 100_000)
        do {
            _ = try JSONNode.parse("{" + keys.joined(separator: ",") + #", "k5": 1}"#)
            Issue.record("a duplicate key went unnoticed")
        } catch {
            #expect(error.message == "duplicate key \"k5\"")
            #expect(error.line == 1)
        }
    }

    // MARK: - Reply threads

    @Test func aLongReplyLoopIsReportedShortenedAtEachMember() throws {
        let loop = (0..<12).map { comment("c\($0)", replyTo: "c\(($0 + 1) % 12)") }
        let (thread, diagnostics) = comments(loop)
        #expect(thread == nil)
        #expect(diagnostics.count == 12)
        #expect(
            diagnostics.first?.message
                == "comments[0].replyTo: replies go round in a circle: c0 → c1 → c2 → c3 → … 6 more … → c10 → c11 → c0")
        #expect(
            diagnostics.last?.message
                == "comments[11].replyTo: replies go round in a circle: c11 → c0 → c1 → c2 → … 6 more … → c9 → c10 → c11"
        )
    }

    @Test func aChainIntoALoopReportsOnlyTheLoop() {
        let (thread, diagnostics) = comments([
            comment("a", replyTo: "b"), comment("b", replyTo: "c"), comment("c", replyTo: "b"), comment("d"),
        ])
        #expect(thread == nil)
        #expect(
            diagnostics.map(\.message) == [
                "comments[1].replyTo: replies go round in a circle: b → c → b",
                "comments[2].replyTo: replies go round in a circle: c → b → c",
            ])
    }

    @Test func repliesNestAtMostMaxDepth() throws {
        let depth = CommentLoader.maxDepth
        var chain = [comment("c0")]
        for index in 1..<depth { chain.append(comment("c\(index)", replyTo: "c\(index - 1)")) }
        let (deepest, fine) = comments(chain)
        #expect(fine.isEmpty)
        #expect(try #require(deepest).count == depth)
        // One more level, and a branch below it: one error, at the first reply too deep.
        chain.append(comment("c\(depth)", replyTo: "c\(depth - 1)"))
        chain.append(comment("c\(depth + 1)", replyTo: "c\(depth)"))
        let (thread, diagnostics) = comments(chain)
        #expect(thread == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location.line == depth + 1)
        #expect(diagnostics.first?.message == "comments[\(depth)].replyTo: replies are nested more than \(depth) deep")
        #expect(diagnostics.first?.hint == "reply to a comment higher up the thread")
    }

    @Test func onlyTheFirstUnknownRepliesGetADidYouMean() {
        let items = [comment("c1")] + (0..<25).map { comment("r\($0)", replyTo: "c\($0 + 2)") }
        let (_, diagnostics) = comments(items)
        #expect(diagnostics.count == 25)
        #expect(diagnostics.prefix(20).allSatisfy { $0.hint?.contains("known ids: c1, r0, r1") == true })
        #expect(
            diagnostics.suffix(5).allSatisfy {
                $0.hint == "a reply's \"replyTo\" is the id of another comment in this file"
            })
    }

    // MARK: - Suggestions

    @Test func veryLongNamesGetNoSuggestionAndHintsListThirtyNames() {
        let long = String(repeating: "a", count: 200_000)
        #expect(Suggestion.closest(to: long, in: [long + "b", String(repeating: "a", count: 199_999)]) == nil)
        #expect(Suggestion.closest(to: "c3", in: [String(repeating: "c", count: 100_000), "c2"]) == "c2")
        let known = (1...40).map { "n\($0)" }
        #expect(
            Suggestion.hint(for: "zz", known: known, noun: "ids")
                == "known ids: " + known.prefix(30).joined(separator: ", ") + ", … (10 more)")
    }

    // MARK: - YAML

    static let laughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        """

    @Test(arguments: ["? *g\n: used as a key", "tags: *g"])
    func aliasBombsAreALocatedError(use: String) {
        // As a key, Yams hashed the whole expansion to look for duplicates: the build never ended.
        let text = "---\ntitle: x\n\(Self.laughs)\n\(use)\n---\n"
        let (entry, diagnostics) = Fixture.parser().parse(path: Fixture.entryPath, text: text)
        #expect(entry == nil)
        #expect(
            diagnostics.map(\.description) == [
                "\(Fixture.entryPath):8:8: error: YAML aliases here expand to more than 100000 values\n  hint: write the values out instead of repeating them with anchors (&name) and aliases (*name)"
            ])
    }

    @Test func modestAliasesStillWork() throws {
        let text = "---\ntitle: &t Picnic\ntags: [*t, &s spring, *s]\n---\n"
        let (entry, diagnostics) = Fixture.parser().parse(path: Fixture.entryPath, text: text)
        #expect(diagnostics.isEmpty)
        #expect(try #require(entry).tags == ["Picnic", "spring"])
    }

    @Test func aControlCharacterInYAMLIsLocated() {
        let (_, diagnostics) = Fixture.parser().parse(
            path: Fixture.entryPath, text: "---\ntitle: ok\ntags: [a\u{1}b]\n---\n")
        #expect(diagnostics.map(\.location.description) == ["\(Fixture.entryPath):3:9"])
    }

    // MARK: - Files

    @Test func entriesOverTheLimitAreRefusedUnread() throws {
        let folder = try TemporaryFolder()
        let layout = SiteLayout(root: folder.url)
        let path = "Content/entries/2024-05-03-long.md"
        try folder.write(path, "")
        let handle = try FileHandle(forWritingTo: folder.url.appending(path: path))
        try handle.truncate(atOffset: UInt64(SourceText.Limit.entry.bytes + 1))
        try handle.close()
        let result = SourceText.read(path, in: layout, limit: .entry)
        #expect(
            result
                == .failure(
                    .error(
                        at: SourceLocation(path: path),
                        "file is 8 MB (8388609 bytes), more than the 8 MB an entry may hold",
                        hint: SourceText.Limit.entry.hint)))
        try folder.write(path, "---\ntitle: fine\n---\n")
        #expect(SourceText.read(path, in: layout, limit: .entry) == .success("---\ntitle: fine\n---\n"))
    }

    @Test(
        arguments: [
            ([0x61, 0x0A, 0x62, 0xFF], 2, 2),
            ([0xEF, 0xBB, 0xBF, 0x61, 0x0D, 0x0A, 0xC3, 0x28], 2, 1),  // BOM and CRLF as `decode` reads them
            ([0x61, 0x0D, 0x62, 0x0D, 0xEB, 0xB2, 0x9A, 0xED, 0xA0, 0x80], 3, 2),  // CR line ends; a surrogate
            ([0xEA, 0xB0, 0x80, 0xEA, 0xB0], 1, 2),  // cut short after a whole character
        ] as [([UInt8], Int, Int)])
    func invalidUTF8IsLocated(bytes: [UInt8], line: Int, column: Int) throws {
        #expect(SourceText.decode(bytes) == nil)
        let found = SourceText.firstInvalidUTF8(in: bytes)
        #expect(found.line == line)
        #expect(found.column == column)
        let folder = try TemporaryFolder()
        try Data(bytes).write(to: folder.url.appending(path: "a.md"))
        let result = SourceText.read("a.md", in: SiteLayout(root: folder.url), limit: .entry)
        #expect(
            result
                == .failure(
                    .error(
                        at: SourceLocation(path: "a.md", line: line, column: column), "file is not UTF-8 text",
                        hint: "save it as UTF-8")))
    }

    @Test func fileNamesThatAreNotUTF8AreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("Content/entries/2024-05-03-fine.md", "x\n")
        let name =
            Array((folder.url.path + "/Content/entries/2024-05-04-").utf8) + [0xC3, 0x28] + Array(".md".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let inventory = ContentScanner.scan(SiteLayout(root: folder.url))
        #expect(inventory.entries == ["Content/entries/2024-05-03-fine.md"])
        #expect(
            inventory.diagnostics.map(\.headline) == [
                "Content/entries/2024-05-04-\u{FFFD}(.md: error: file name is not UTF-8 (shown here with \u{FFFD} for the bytes that are not)"
            ])
    }

    // MARK: - Settings and messages

    /// As written in diary.yaml (YAML escapes).
    @Test(arguments: [
        #""https://example.com/\" onmouseover=\"x/""#, #""https://example.com/<x>/""#, #""https://example.com/a b/""#,
        #""https://example.com/\u0600\"/""#, #""https://example.com/\n/""#, #""/\a/""#,
    ])
    func baseURLsWithMarkupAreRefused(url: String) {
        let file = DiaryConfigFile.parse("title: T\nbase_url: \(url)\n", path: "Content/diary.yaml")
        let (config, diagnostics) = (try? file.get())?.decode(catalog: Fixture.catalog, languages: ["en"]) ?? (nil, [])
        #expect(config == nil)
        #expect(
            diagnostics.map(\.headline) == [
                "Content/diary.yaml:2:11: error: base_url may not contain spaces, control characters, quotes or angle brackets"
            ])
    }

    @Test func messagesShowControlCharactersInsteadOfObeyingThem() {
        let diagnostic = Diagnostic.error(
            at: SourceLocation(path: "Content/a\u{1B}]0;x\u{7}.md", line: 1),
            "unknown mood \"\u{1B}[2J\nfake: error: x\u{202E}\"",
            hint: "known\u{9B}31m")
        #expect(
            diagnostic.printableDescription
                == #"Content/a\u{1B}]0;x\u{7}.md:1: error: unknown mood "\u{1B}[2J\u{A}fake: error: x\u{202E}""#
                + "\n  hint: known\\u{9B}31m")
        #expect(Diagnostic.printable("벚꽃 🌸 plain") == "벚꽃 🌸 plain")
    }
    // MARK: - Found by the fuzz tests

    /// U+0D4E joins the character after it: `\u{D4E}/` is one Character, and a letter.
    @Test(arguments: ["\u{D4E}/..", "a\u{D4E}/b", "\u{D4E}\\x", "x\u{D4E}", "a-\u{301}b", "\u{301}x"])
    func slugsRefuseCharactersThatHidePunctuation(slug: String) {
        #expect(!Slug.isValid(slug))
    }

    @Test(arguments: [
        ("\u{D4E}/../x", "x"), ("a \u{D4E}", "a"), ("a \u{D4E} b", "a-b"), ("x\u{D4E}\"y", "x-y"),
        ("line\n\u{5BB}mark", "line-mark"),
        ("벚꽃 피크닉", "벚꽃-피크닉"),
    ])
    func madeSlugsAreValidAndStable(text: String, slug: String) {
        #expect(Slug.make(from: text) == slug)
        #expect(Slug.isValid(slug))
        #expect(Slug.make(from: slug) == slug)
        #expect(Slug.fileName(fromTitle: text) == slug)
    }

    @Test func anEntrySlugCannotClimbOutOfItsFolder() {
        let (entry, diagnostics) = Fixture.parser().parse(
            path: Fixture.entryPath, text: "---\nslug: \"\\u0D4E/..\"\n---\n")
        #expect(entry == nil)
        #expect(diagnostics.map(\.location.description) == ["\(Fixture.entryPath):2:7"])
    }

    @Test func relativePathsSplitOnScalars() {
        #expect(RelativePath.resolve("a\u{600}/../b", in: "Content") == "Content/b")
        #expect(RelativePath.resolve("\u{D4E}/../../..", in: "Content/x") == nil)
    }

    @Test func picturesAreLocatedEvenWhenTheySpanLinesOrAreMany() {
        let body =
            "Inline: ![a](nope.png) and ![esca\npe](../../../../../x.png)\n"
            + String(repeating: "![](m.png) ", count: 2000)
        let (_, diagnostics) = Fixture.parse("---\ntitle: x\n---\n" + body)
        let places = diagnostics.map { "\($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(places.prefix(3) == ["4:9", "4:28", "6:1"])
        #expect(places.count == 2002)
        #expect(places.last == "6:\(1 + 11 * 1999)")
    }

    @Test func yamlErrorsAtTheEndPointInsideTheText() {
        let file = DiaryConfigFile.parse("title: x\nfoo", path: "Content/diary.yaml")
        guard case .failure(let diagnostic) = file else { Issue.record("parsed"); return }
        #expect(diagnostic.location.description == "Content/diary.yaml:2:1")
        let (_, diagnostics) = Fixture.parse("---\ntitle: [a, b\n---\n")
        #expect(diagnostics.map(\.location.description) == ["\(Fixture.entryPath):2:8"])  // where the list opened
    }

    @Test func aJSONEscapeOfALineBreakPointsAtIt() {
        do {
            _ = try JSONNode.parse("{\"a\": \"x\\\n\"}")
            Issue.record("parsed")
        } catch {
            #expect((error.line, error.column) == (1, 10))
        }
    }
}
