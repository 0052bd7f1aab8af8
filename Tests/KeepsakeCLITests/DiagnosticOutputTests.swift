import Foundation
import Testing

/// How the terminal shows problems: the source line under each located one, a caret at its column.
@Suite("Diagnostics on the terminal")
struct DiagnosticOutputTests {
    /// Regression: only `path:line:col: error: …` and the hint were printed, never the line itself.
    @Test func aLocatedErrorShowsItsSourceLineAndACaretEvenPastKoreanText() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let entry = diary.appending(path: "Content/entries/2024-05-03-x.md")
        try Data("---\ntitle: 벚꽃\ndate: 2024-05-03\nmood: 행복 hapy\n---\nhi\n".utf8).write(to: entry)
        let run = try await CLI.keepsake(["build", "--root", "diary"], in: diary.deletingLastPathComponent())
        #expect(run.status == 1)
        #expect(
            run.error.contains(
                """
                Content/entries/2024-05-03-x.md:4:7: error: unknown mood "행복 hapy"
                 4 | mood: 행복 hapy
                   |       ^
                  hint:
                """), "\(run.error)")
    }

    /// Regression: a check with errors said "Build failed… Nothing was written.", and `--root` naming no
    /// folder printed the top level's usage instead of the command's.
    @Test func aCheckSaysCheckAndABadRootShowsTheCommandsUsage() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        try Data("---\nmood: hapy\n---\n".utf8).write(to: diary.appending(path: "Content/entries/2024-05-03-x.md"))
        let check = try await CLI.keepsake(["check"], in: diary)
        #expect(check.status == 1)
        #expect(check.error.hasSuffix("Check failed: 1 error, 1 warning.\n"), "\(check.error)")
        let build = try await CLI.keepsake(["build", "--root", "/nonexistent"], in: diary)
        #expect(build.status == 2)
        #expect(
            build.error.hasPrefix("Error: --root /nonexistent: no such folder\nUsage: keepsake build "),
            "\(build.error)")
    }

    /// Regression: without `base_url` (as `keepsake init` leaves it) the feeds and sitemap got addresses
    /// without the site's, silently. The preview, which publishes nowhere, does not warn.
    @Test func aBuildWithoutTheSitesAddressWarnsOnceAtTheSetting() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let build = try await CLI.keepsake(["build"], in: diary)
        #expect(build.status == 0)
        #expect(build.error.components(separatedBy: "warning: no base_url").count == 2, "\(build.error)")
        #expect(build.error.contains("Content/diary.yaml:"), "\(build.error)")
        let given = try await CLI.keepsake(["check", "--no-git"], in: diary)
        #expect(given.error.contains("no base_url"))
        let addressed = try await CLI.keepsake(["build", "--base-url", "https://example.com/d/"], in: diary)
        #expect(!addressed.error.contains("no base_url"), "\(addressed.error)")
    }
}
