import Foundation
import Testing

@testable import KeepsakeCore

/// Mutations of the sample diary's and the fixtures' real files, and generated structures, through
/// every loader: none may trap, each gives a value or at least one error, and every diagnostic
/// points into its input. See `Fuzz` for seeds and counts.
@Suite("Fuzz: loading")
struct LoadingFuzzTests {
    static let entryPath = "Content/entries/2024/05/2024-05-03-picnic.md"
    static let sidecarPath = "Content/entries/2024/05/2024-05-03-picnic.comments.json"
    static let entries = Fuzz.corpus([".md"])
    static let sidecars = Fuzz.corpus([".comments.json"])
    static let configs = Fuzz.corpus(["diary.yaml", "theme.yaml"])

    /// Mutated bytes of a corpus file, sometimes mutated again, sometimes left whole.
    static func mutated(_ corpus: [[UInt8]], _ generator: inout Fuzz.Generator) -> [UInt8] {
        var bytes = generator.pick(corpus)
        for _ in 0..<generator.int(0..<3) { bytes = Fuzz.mutate(bytes, others: corpus, using: &generator) }
        return bytes
    }

    /// Mutated text as the loaders get it: through `SourceText.decode` (no BOM, no CR). Bytes it
    /// refuses are mutated again (`sourceTextDecodes…` covers refusing).
    static func mutatedText(_ corpus: [[UInt8]], _ generator: inout Fuzz.Generator) -> String {
        while true {
            if let text = SourceText.decode(mutated(corpus, &generator)) { return text }
        }
    }

    // MARK: - Text

    @Test func sourceTextDecodesExactlyTheUTF8AndLocatesTheRest() {
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["decoded", "refused"], "the inputs should reach both outcomes") }
        Fuzz.run(
            "SourceText.decode", iterations: 8000,
            make: { generator, _ in Self.mutated(Self.entries + Self.sidecars, &generator) },
            describe: Fuzz.show
        ) { bytes in
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            guard let text = SourceText.decode(bytes) else {
                outcomes.insert("refused")
                var problems = String(validating: body, as: UTF8.self) != nil ? ["valid UTF-8 refused"] : []
                let (line, column) = SourceText.firstInvalidUTF8(in: bytes)
                // The place must be in the text as decode would have read it (lossily here).
                let lossy = String(decoding: body, as: UTF8.self).replacing("\r\n", with: "\n").unicodeScalars
                let lines = lossy.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }
                if line < 1 || line > lines.count || column < 1 || column > lines[line - 1].count + 1 {
                    problems.append("invalid UTF-8 located at \(line):\(column), outside the text")
                }
                return problems
            }
            outcomes.insert("decoded")
            var problems: [String] = []
            if String(validating: body, as: UTF8.self) == nil { problems.append("invalid UTF-8 accepted") }
            if text.utf8.contains(13) { problems.append("a CR survived") }
            return problems
        }
    }

    @Test func frontMatterSplitterKeepsEveryLine() {
        Fuzz.run(
            "FrontMatterSplitter", iterations: 8000,
            make: { generator, _ in Self.mutatedText(Self.entries, &generator) },
            describe: { Fuzz.show(Array($0.utf8)) }
        ) { text in
            switch FrontMatterSplitter().split(text, path: Self.entryPath) {
            case .failure(let diagnostic):
                return Fuzz.locationProblems([diagnostic], in: text, path: Self.entryPath)
                    + (diagnostic.isError ? [] : ["a failure that is not an error"])
            case .success(let parts):
                let lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false).count
                let bodyLines = parts.body.utf8.split(separator: 10, omittingEmptySubsequences: false).count
                var problems: [String] = []
                // (An empty body after a closing fence on the last line starts one past it: no harm.)
                if parts.bodyFirstLine + bodyLines - 1 != lines, !parts.body.isEmpty {
                    problems.append("body lines do not end where the file does")
                }
                if parts.yaml == nil, parts.body != text {
                    problems.append("no front matter, but the body is not the text")
                }
                return problems
            }
        }
    }

    // MARK: - Entries

    /// Files the parser believes exist, for photo and picture references.
    static let files: Set<String> = [
        entryPath, "Content/entries/2024/05/photos/picnic.jpg", "Content/entries/2024/05/photos/a b.png",
        "Content/entries/photos/x.png", "Content/media/shared.png",
    ]

    static func parser() -> EntryParser {
        EntryParser(
            config: DiaryConfig(title: "Fuzz", language: "en", timeZone: Fixture.seoul, members: Fixture.members),
            catalog: Fixture.catalog, files: files)
    }

    @Test func entryParserGivesAnEntryOrErrorsInsideTheFile() {
        let parser = Self.parser()
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["entry", "errors"], "the inputs should reach both outcomes") }
        Fuzz.run(
            "EntryParser (mutated files)", iterations: 6000,
            make: { generator, _ in Self.mutatedText(Self.entries, &generator) },
            describe: { Fuzz.show(Array($0.utf8)) }
        ) { text in
            let result = parser.parse(path: Self.entryPath, text: text)
            outcomes.insert(result.0 == nil ? "errors" : "entry")
            return Self.entryProblems(result, text: text)
        }
    }

    @Test func entryParserOnGeneratedFrontMatter() {
        let parser = Self.parser()
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["entry", "errors"], "the inputs should reach both outcomes") }
        Fuzz.run(
            "EntryParser (generated front matter)", iterations: 6000,
            make: { generator, _ in Self.frontMatter(&generator) },
            describe: { Fuzz.show(Array($0.utf8)) }
        ) { text in
            let result = parser.parse(path: Self.entryPath, text: text)
            outcomes.insert(result.0 == nil ? "errors" : "entry")
            return Self.entryProblems(result, text: text)
        }
    }

    static func entryProblems(_ result: (Entry?, [Diagnostic]), text: String) -> [String] {
        let (entry, diagnostics) = result
        var problems = Fuzz.locationProblems(diagnostics, in: text, path: entryPath)
        guard let entry else {
            return problems + (diagnostics.hasErrors ? [] : ["no entry and no error"])
        }
        if diagnostics.hasErrors { problems.append("an entry despite errors") }
        // What the entry will write and copy stays where it belongs.
        let segments = entry.sitePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.dropLast().contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\\") })
            || !entry.sitePath.hasSuffix("/")
        {
            problems.append("page address \(entry.sitePath)")
        }
        if entry.slug.isEmpty || entry.slug.contains("/") || entry.slug.hasPrefix(".") {
            problems.append("slug \(entry.slug)")
        }
        for source in (entry.photo.map { [$0.source] } ?? []) + entry.media.map(\.source) where !files.contains(source)
        {
            problems.append("publishes \(source), which is not a file of the diary")
        }
        if entry.bodyHTML.contains("<script") { problems.append("a script in the body") }
        return problems
    }

    /// Front matter made of the known keys with values right, wrong and strange.
    static func frontMatter(_ generator: inout Fuzz.Generator) -> String {
        let scalars = [
            "Picnic", "\"quoted: yes\"", "'single'", "2024", "-1", "1e400", ".nan", "~", "", "[]", "{}", "[a, b]",
            "{ a: 1 }",
            "\"\\u0600<script>\"", "|\n  block", "*undefined", "&x value", "!!binary aGk=", "\"\\0\"", "yes", "null",
            "\"../../etc/passwd\"", "\"%2e%2e/x.png\"", "\"\\u0D4E/..\"", "\"a\\u0600/../b\"", "photos/picnic.jpg",
            "\"photos/a b.png\"", "../photos/x.png",
            "2024-05-03", "2024-02-30", "\"2024-05-03 21:30\"", "2024-05-03T21:30:00+09:00", "9999-12-31 23:59",
            "0000-01-01", "happy", "hapy", "sunny", "peach", "\"#12345g\"", "\"#a1B2c3\"", "minji", "heart",
        ]
        let keys = EntryParser.knownKeys + ["weather", "stickers", "unknown", "Title", "date "]
        var lines: [String] = []
        for _ in 0..<generator.int(0..<10) {
            let key = generator.pick(keys)
            switch generator.int(0..<6) {
            case 0:
                lines.append("\(key): { kind: \(generator.pick(scalars)), temperature: \(generator.pick(scalars)) }")
            case 1:
                let sticker =
                    "{ name: \(generator.pick(scalars)), x: \(generator.pick(scalars)), y: \(generator.pick(scalars)), rotate: \(generator.pick(scalars)), scale: \(generator.pick(scalars)) }"
                lines.append("\(key):\n  - \(sticker)\n  - \(generator.pick(scalars))")
            case 2:
                lines.append(
                    "\(key): [\((0..<generator.int(0..<4)).map { _ in generator.pick(scalars) }.joined(separator: ", "))]"
                )
            default:
                lines.append("\(key): \(generator.pick(scalars))")
            }
        }
        let body = [
            "", "Hi", "![p](photos/picnic.jpg) ![q](../../../x.png) [l](javascript:x)", "<script>x</script>", "\u{0}",
        ]
        let close = generator.chance(90) ? "---\n" : ""
        return "---\n" + lines.joined(separator: "\n") + "\n" + close + generator.pick(body)
    }

    // MARK: - Comments

    @Test func commentLoaderGivesAThreadOrErrorsInsideTheFile() {
        let loader = CommentLoader(timeZone: Fixture.seoul)
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["thread", "errors"], "the inputs should reach both outcomes") }
        Fuzz.run(
            "CommentLoader (mutated files)", iterations: 8000,
            make: { generator, _ in Self.mutatedText(Self.sidecars, &generator) },
            describe: { Fuzz.show(Array($0.utf8)) }
        ) { text in
            let result = loader.load(path: Self.sidecarPath, text: text)
            outcomes.insert(result.0 == nil ? "errors" : "thread")
            return Self.threadProblems(result, text: text)
        }
    }

    @Test func commentLoaderOnGeneratedThreads() {
        let loader = CommentLoader(timeZone: Fixture.seoul)
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["thread", "errors"], "the inputs should reach both outcomes") }
        Fuzz.run(
            "CommentLoader (generated threads)", iterations: 5000, make: { generator, _ in Self.thread(&generator) },
            describe: { Fuzz.show(Array($0.utf8)) }
        ) { text in
            let result = loader.load(path: Self.sidecarPath, text: text)
            outcomes.insert(result.0 == nil ? "errors" : "thread")
            return Self.threadProblems(result, text: text)
        }
    }

    static func threadProblems(_ result: (CommentThread?, [Diagnostic]), text: String) -> [String] {
        let (thread, diagnostics) = result
        var problems = Fuzz.locationProblems(diagnostics, in: text, path: sidecarPath)
        guard let thread else { return problems + (diagnostics.hasErrors ? [] : ["no thread and no error"]) }
        if diagnostics.hasErrors { problems.append("a thread despite errors") }
        // Every comment once, none lost: as many as the file's objects in its list.
        var ids: [String] = []
        var pending = thread.roots
        while let comment = pending.popLast() {
            ids.append(comment.id)
            pending += comment.replies
            if comment.bodyHTML.contains("<script") { problems.append("a script in comment \(comment.id)") }
        }
        if Set(ids).count != ids.count { problems.append("a comment twice") }
        if case .object(let members)? = try? JSONNode.parse(text).value,
            case .array(let items)? = members.first(where: { $0.key == "comments" })?.value.value,
            items.count != ids.count
        {
            problems.append("\(items.count) comments in the file, \(ids.count) in the thread")
        }
        return problems
    }

    /// A sidecar with random ids, reply links (chains, loops, unknown ids), dates and fields.
    static func thread(_ generator: inout Fuzz.Generator) -> String {
        let count = generator.int(0..<30)
        let ids = (0..<count).map { generator.chance(5) ? "c\(generator.int(0..<count))" : "c\($0)" }
        let dates = ["2024-05-03", "2024-05-03 21:30", "2024-05-03T21:30:00Z", "2024-02-30", "yesterday", ""]
        var items: [String] = []
        for id in ids {
            var fields = [#""id": "\#(id)""#]
            if generator.chance(95) {
                fields.append(#""author": "\#(generator.pick(["Jun", "", " ", "<b>x</b>", "\\u0600<"]))""#)
            }
            if generator.chance(95) { fields.append(#""date": "\#(generator.pick(dates))""#) }
            if generator.chance(90) {
                fields.append(#""body": "\#(generator.pick(["hi", "", " ", "[x](javascript:y) <script>", "\\n"]))""#)
            }
            if generator.chance(50), count > 0 {
                let target = generator.chance(90) ? generator.pick(ids) : "nobody"
                fields.append(#""replyTo": "\#(target)""#)
            }
            if generator.chance(10) {
                fields.append(#""deleted": \#(generator.pick(["true", "false", "\"yes\"", "1"]))"#)
            }
            if generator.chance(10) { fields.append(#""edited": "\#(generator.pick(dates))""#) }
            if generator.chance(5) { fields.append(#""extra": [1, {"a": null}]"#) }
            items.append("{" + fields.shuffled(using: &generator).joined(separator: ", ") + "}")
        }
        return #"{"comments": [\#n"# + items.joined(separator: ",\n") + "\n]}\n"
    }

    // MARK: - diary.yaml

    @Test func diaryConfigGivesSettingsOrErrorsInsideTheFile() {
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["settings", "errors"], "the inputs should reach both outcomes") }
        Fuzz.run(
            "DiaryConfigFile", iterations: 5000,
            make: { generator, _ in Self.mutatedText(Self.configs, &generator) },
            describe: { Fuzz.show(Array($0.utf8)) }
        ) { text in
            let path = "Content/diary.yaml"
            switch DiaryConfigFile.parse(text, path: path) {
            case .failure(let diagnostic):
                outcomes.insert("errors")
                return Fuzz.locationProblems([diagnostic], in: text, path: path)
            case .success(let file):
                let (catalog, extending) = file.extend(Fixture.catalog)
                let (config, diagnostics) = file.decode(catalog: catalog, languages: ["en", "ko"])
                var problems = Fuzz.locationProblems(extending + diagnostics, in: text, path: path)
                if config == nil, !diagnostics.hasErrors { problems.append("no settings and no error") }
                outcomes.insert(config == nil ? "errors" : "settings")
                if let config, BaseURLRule.hasUnsafeCharacters(config.baseURL) {
                    problems.append("base_url \(config.baseURL)")
                }
                return problems
            }
        }
    }

    // MARK: - Small parsers

    @Test func datesParseToRealDatesOrSayWhy() {
        let parser = DiaryDateParser(timeZone: Fixture.seoul)
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["date", "refused"], "the inputs should reach both outcomes") }
        let pieces = [
            "2024", "0000", "9999", "-", "05", "13", "00", "02", "29", "30", "31", " ", "T", "t", "21", "24", ":", "30",
            "60",
            ":59", ".123", "Z", "z", "+09:00", "-18:00", "+19", "+0900", "1", "\u{0663}", "٠", "\u{FF10}", "\u{600}",
        ]
        Fuzz.run(
            "DiaryDateParser", iterations: 15000,
            make: { generator, _ in
                let start: Substring =
                    generator.chance(70) ? "2024-05-03 21:30:15+09:00".prefix(generator.int(0..<26)) : ""
                let tail: [String] = (0..<generator.int(0..<6)).map { _ in generator.pick(pieces) }
                return String(start) + tail.joined()
            },
            describe: { "\"\($0)\"" }
        ) { text in
            guard case .success(let date) = parser.parse(text) else {
                outcomes.insert("refused")
                return []
            }
            outcomes.insert("date")
            var problems: [String] = []
            let day = (1...12).contains(date.month) && (1...31).contains(date.day)
            let time = (0..<24).contains(date.hour) && (0..<60).contains(date.minute) && (0..<60).contains(date.second)
            if !day || !time { problems.append("impossible parts \(date)") }
            if parser.date(at: date.instant, hasTime: date.hasTime).isoDay != date.isoDay {
                problems.append("day differs from its instant")
            }
            return problems
        }
    }

    @Test func slugsAreSafePathSegmentsAndStable() {
        Fuzz.run(
            "Slug.make", iterations: 15000,
            make: { generator, _ in
                String(decoding: Self.mutated(Self.entries, &generator).prefix(generator.int(1..<80)), as: UTF8.self)
            },
            describe: { "\"\($0)\"" }
        ) { text in
            let slug = Slug.make(from: text)
            var problems: [String] = []
            if !slug.isEmpty, !Slug.isValid(slug) { problems.append("made the invalid slug \"\(slug)\"") }
            if Slug.make(from: slug) != slug {
                problems.append("not stable: \"\(slug)\" → \"\(Slug.make(from: slug))\"")
            }
            if slug.unicodeScalars.contains(where: { "/\\.%<>\"'&".unicodeScalars.contains($0) || $0.value < 0x20 }) {
                problems.append("\"\(slug)\" holds a character a path or a page treats specially")
            }
            if Slug.isValid(text),
                text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 < 0x20 })
            {
                problems.append("accepted \"\(text)\" as a written slug")
            }
            return problems
        }
    }

    @Test func relativePathsNeverLeaveTheirRoot() {
        var outcomes = Set<String>()
        defer { #expect(outcomes == ["resolved", "refused"], "the inputs should reach both outcomes") }
        let parts = [
            "a", "b", "..", ".", "", "photos", "x.png", "%2e%2e", "\\", "\u{0}", "\u{600}", "\u{D4E}", "..\u{301}",
            "벚꽃", "/", "//",
        ]
        Fuzz.run(
            "RelativePath.resolve", iterations: 15000,
            make: { generator, _ in
                let folder = (0..<generator.int(0..<4)).map { _ in generator.pick(["Content", "entries", "2024", "a"]) }
                    .joined(separator: "/")
                let reference = (0..<generator.int(0..<7)).map { _ in generator.pick(parts) }.joined(
                    separator: generator.chance(80) ? "/" : "")
                return (folder, reference)
            },
            describe: { "in \"\($0.0)\": \"\($0.1)\"" }
        ) { (folder: String, reference: String) in
            guard let resolved = RelativePath.resolve(reference, in: folder) else {
                outcomes.insert("refused")
                return []
            }
            outcomes.insert("resolved")
            let segments = resolved.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            var problems: [String] = []
            if segments.contains(where: { $0.isEmpty || $0.elementsEqual([46]) || $0.elementsEqual([46, 46]) }) {
                problems.append("\"\(resolved)\" has an empty, . or .. segment")
            }
            if resolved.utf8.contains(where: { $0 == 0 || $0 == UInt8(ascii: "\\") }) {
                problems.append("\"\(resolved)\" holds NUL or \\")
            }
            // Climbing: it never has fewer of the folder's leading segments than it went up through.
            let ups = reference.utf8.split(separator: UInt8(ascii: "/")).filter { $0.elementsEqual([46, 46]) }.count
            let kept = max(0, folder.split(separator: "/").count - ups)
            if !resolved.split(separator: "/").starts(with: folder.split(separator: "/").prefix(kept)) {
                problems.append(
                    "\"\(resolved)\" is not below \"\(folder.split(separator: "/").prefix(kept).joined(separator: "/"))\""
                )
            }
            return problems
        }
    }
}
