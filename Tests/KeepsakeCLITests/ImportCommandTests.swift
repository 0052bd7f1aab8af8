import Foundation
import Testing

/// `keepsake import` on each fixture export (Tests/KeepsakeImportTests/Fixtures/), as a new user runs
/// it: into a new diary that then builds, a second run adding nothing, a dry run writing nothing.
@Suite("keepsake import")
struct ImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "KeepsakeImportTests/Fixtures")

    /// Each format and the source in its fixture folder.
    static let sources: [(format: String, source: String)] = [
        ("jekyll", "jekyll"), ("hugo", "hugo"), ("obsidian", "obsidian"), ("dayone", "dayone/DayOne-export.zip"),
        ("dayone", "dayone/export"), ("jrnl", "jrnl/journal.json"),
    ]

    /// The diary's files, relative to it, with their bytes.
    static func files(of diary: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: diary, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            result[String(url.path.dropFirst(diary.path.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    /// The messages of a run's warnings (`photo has no photo_alt`), without their places.
    static func warnings(_ text: String) -> Set<String> {
        Set(
            text.split(separator: "\n").compactMap { line in
                line.range(of: " warning: ").map { String(line[$0.upperBound...].prefix { $0 != "(" }) }
            })
    }

    @Test(arguments: Self.sources.indices)
    func importsIntoADiaryThatBuildsAndASecondRunAddsNothing(_ index: Int) async throws {
        let (format, source) = Self.sources[index]
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let path = Self.fixtures.appending(path: source).path
        let before = try Self.files(of: diary)

        let dry = try await CLI.keepsake(["import", format, path, "--dry-run"], in: diary)
        #expect(dry.status == 0, "\(dry.error)")
        #expect(dry.output.hasPrefix("Would import from \(format)"))
        #expect(dry.output.contains("Nothing was written (--dry-run)."))
        #expect(try Self.files(of: diary) == before, "a dry run wrote files")

        let run = try await CLI.keepsake(["import", format, path], in: diary)
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.error.contains("error:"), "\(run.error)")
        // The dry run said what the run did.
        #expect(
            dry.output.split(separator: "\n").dropFirst().prefix(4)
                == run.output.split(separator: "\n").dropFirst().prefix(4))
        let imported = try Self.files(of: diary).filter { before[$0.key] == nil }
        #expect(imported.keys.contains { $0.hasSuffix(".md") }, "\(run.output)\(run.error)")
        for (path, _) in imported { #expect(path.hasPrefix("Content/entries/"), "\(path)") }

        // With the drafts, so that every imported entry has its page.
        let build = try await CLI.keepsake(
            ["build", "--drafts", "--base-url", "https://example.com/diary/"], in: diary)
        #expect(build.status == 0, "\(build.error)")
        // Every warning of the build was announced by the import.
        #expect(Self.warnings(build.error).isSubset(of: Self.warnings(run.error)), "\(build.error)")
        // Every imported entry's page is there, and its links and pictures lead to files of the site.
        let pages = imported.keys.filter { $0.hasSuffix(".md") }.count
        let broken = try Self.brokenAddresses(in: diary.appending(path: "Output"))
        #expect(broken.pages >= pages, "\(broken.pages) entry pages for \(pages) entries")
        #expect(broken.addresses.isEmpty, "\(broken.addresses)")

        let built = try Self.files(of: diary)
        let again = try await CLI.keepsake(["import", format, path], in: diary)
        #expect(again.status == 0, "\(again.error)")
        let entries = imported.keys.filter { $0.hasSuffix(".md") }.count
        #expect(again.output.contains("Entries           0"), "\(again.output)")
        #expect(again.output.contains("Already imported  \(entries)"), "\(again.output)")
        #expect(try Self.files(of: diary) == built, "a second import changed the diary")
    }

    /// The entry pages of a built site (`YYYY/MM/slug/index.html`), and the relative `href` and `src`
    /// addresses in their bodies that lead to no file of the site.
    static func brokenAddresses(in output: URL) throws -> (pages: Int, addresses: [String]) {
        var pages = 0
        var broken: [String] = []
        let enumerator = FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let parts = url.path.dropFirst(output.path.count + 1).split(separator: "/")
            guard parts.count == 4, parts[3] == "index.html", parts[0].count == 4, Int(parts[0]) != nil,
                parts[2] != "grid"
            else { continue }
            pages += 1
            let html = try String(contentsOf: url, encoding: .utf8)
            guard let start = html.range(of: "class=\"entry-body"), let end = html.range(of: "</article>") else {
                continue
            }
            let body = html[start.upperBound..<end.lowerBound]
            for attribute in ["href=\"", "src=\""] {
                for found in body.ranges(of: attribute) {
                    let value = body[found.upperBound...].prefix { $0 != "\"" }
                    guard !value.isEmpty, !value.hasPrefix("http"), !value.hasPrefix("#"), !value.hasPrefix("mailto:"),
                        !value.hasPrefix("/")
                    else { continue }
                    let path = String(value.prefix { $0 != "#" && $0 != "?" }).removingPercentEncoding ?? String(value)
                    var target = url.deletingLastPathComponent().appending(path: path).standardizedFileURL
                    if path.hasSuffix("/") { target = target.appending(path: "index.html") }
                    if !FileManager.default.fileExists(atPath: target.path) {
                        broken.append("\(parts.joined(separator: "/")): \(value)")
                    }
                }
            }
        }
        return (pages, broken)
    }

    /// Day One's dates are the wall clock of each entry's own zone, on its page: the Los Angeles entry
    /// of 02:30Z on May 4 was written on the evening of May 3.
    @Test func aDayOneEntryIsDatedInItsOwnZone() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let path = Self.fixtures.appending(path: "dayone/DayOne-export.zip").path
        #expect(try await CLI.keepsake(["import", "dayone", path], in: diary).status == 0)
        let entry = try String(
            contentsOf: diary.appending(path: "Content/entries/2024/05/2024-05-03-landed-in-la.md"), encoding: .utf8)
        #expect(entry.contains("\ndate: 2024-05-03 19:30\n"), "\(entry)")
        #expect(entry.contains("time_zone: \"America/Los_Angeles\""), "\(entry)")
        #expect(try await CLI.keepsake(["build"], in: diary).status == 0)
        let page = try String(
            contentsOf: diary.appending(path: "Output/2024/05/landed-in-la/index.html"), encoding: .utf8)
        #expect(page.contains("datetime=\"2024-05-03T19:30"), "the page's date")
    }

    /// An imported entry that no longer builds (the writer mistyped a mood since) is still known as
    /// imported: a second run does not bring it in again. Regression: only entries that loaded counted.
    @Test func anImportedEntryWithAnErrorIsNotImportedAgain() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let source = Self.fixtures.appending(path: "jrnl/journal.json").path
        #expect(try await CLI.keepsake(["import", "jrnl", source], in: diary).status == 0)
        let files = try Self.files(of: diary)
        let entry = try #require(
            files.keys.sorted().first {
                $0.hasPrefix("Content/entries/") && $0.hasSuffix(".md") && !$0.hasSuffix("welcome.md")
            })
        let text = String(decoding: try #require(files[entry]), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\ndate:", with: "\nmood: hapy\ndate:").utf8).write(
            to: diary.appending(path: entry))
        let again = try await CLI.keepsake(["import", "jrnl", source], in: diary)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("Entries           0"), "\(again.output)")
        #expect(try Self.files(of: diary).count == files.count)
    }

    @Test func aSourceOfAnotherFormatIsRefusedWithAHint() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let run = try await CLI.keepsake(["import", "jekyll", Self.fixtures.appending(path: "jrnl").path], in: diary)
        #expect(run.status == 1)
        #expect(run.error.contains("error:"))
        let missing = try await CLI.keepsake(["import", "jekyll", "/nonexistent"], in: diary)
        #expect(missing.status == 2)
        let unknown = try await CLI.keepsake(["import", "wordpress", "."], in: diary)
        #expect(unknown.status == 2)
    }
}
