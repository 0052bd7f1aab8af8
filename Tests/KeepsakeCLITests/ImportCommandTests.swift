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

        let build = try await CLI.keepsake(["build", "--base-url", "https://example.com/diary/"], in: diary)
        #expect(build.status == 0, "\(build.error)")
        // Every warning of the build was announced by the import.
        #expect(Self.warnings(build.error).isSubset(of: Self.warnings(run.error)), "\(build.error)")

        let built = try Self.files(of: diary)
        let again = try await CLI.keepsake(["import", format, path], in: diary)
        #expect(again.status == 0, "\(again.error)")
        let entries = imported.keys.filter { $0.hasSuffix(".md") }.count
        #expect(again.output.contains("Entries           0"), "\(again.output)")
        #expect(again.output.contains("Already imported  \(entries)"), "\(again.output)")
        #expect(try Self.files(of: diary) == built, "a second import changed the diary")
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
