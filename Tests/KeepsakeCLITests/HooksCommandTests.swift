import Foundation
import Testing

@Suite("keepsake hooks install", .enabled(if: CLI.gitIsInstalled))
struct HooksCommandTests {
    /// The hook lets a good commit through and stops one with a broken entry, showing where it is broken.
    @Test func blocksBrokenCommits() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let install = try await CLI.keepsake(["hooks", "install"], in: diary)
        #expect(install.status == 0, "\(install.error)")
        #expect(FileManager.default.isExecutableFile(atPath: diary.appending(path: ".git/hooks/pre-commit").path))
        #expect(try await CLI.git(["add", "-A"], in: diary).status == 0)
        let good = try await CLI.git(["commit", "-q", "-m", "A new diary"], in: diary)
        #expect(good.status == 0, "\(good.error)")

        let broken = diary.appending(path: "Content/entries/2026/05/2026-05-03-broken.md")
        try FileManager.default.createDirectory(
            at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: Broken\nmood: hapy\n---\n".utf8).write(to: broken)
        #expect(try await CLI.git(["add", "-A"], in: diary).status == 0)
        let blocked = try await CLI.git(["commit", "-q", "-m", "Broken"], in: diary)
        #expect(blocked.status != 0)
        #expect(
            blocked.error.contains("Content/entries/2026/05/2026-05-03-broken.md:3:7: error: unknown mood \"hapy\""))
        #expect(blocked.error.contains("pre-commit: the diary has errors"))
        #expect(try await CLI.git(["rev-list", "--count", "HEAD"], in: diary).output == "1\n")

        try Data("---\ntitle: Fixed\nmood: happy\n---\n".utf8).write(to: broken)
        #expect(try await CLI.git(["add", "-A"], in: diary).status == 0)
        let fixed = try await CLI.git(["commit", "-q", "-m", "Fixed"], in: diary)
        #expect(fixed.status == 0, "\(fixed.error)")
        #expect(try await CLI.git(["rev-list", "--count", "HEAD"], in: diary).output == "2\n")
    }

    /// A work tree and a diary folder whose names end with a newline (command substitution drops
    /// trailing newlines): the hook still checks this diary, so a good commit goes through and a
    /// broken one is stopped.
    @Test func worksInFoldersWhoseNamesEndWithANewline() async throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let top = folder.appending(path: "top\n", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        #expect(try await CLI.git(["init", "-q"], in: top).status == 0)
        let created = try await CLI.keepsake(["init", "diary\n", "--language", "en"], in: top)
        #expect(created.status == 0, "\(created.error)")
        let diary = top.appending(path: "diary\n", directoryHint: .isDirectory)
        let install = try await CLI.keepsake(["hooks", "install"], in: diary)
        #expect(install.status == 0, "\(install.error)")
        #expect(try await CLI.git(["add", "-A"], in: top).status == 0)
        let good = try await CLI.git(["commit", "-q", "-m", "A new diary"], in: top)
        #expect(good.status == 0, "\(good.error)")

        let broken = diary.appending(path: "Content/entries/2026/05/2026-05-03-broken.md")
        try FileManager.default.createDirectory(
            at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: Broken\nmood: hapy\n---\n".utf8).write(to: broken)
        #expect(try await CLI.git(["add", "-A"], in: top).status == 0)
        let blocked = try await CLI.git(["commit", "-q", "-m", "Broken"], in: top)
        #expect(blocked.status != 0)
        #expect(blocked.error.contains("2026-05-03-broken.md:3:7: error: unknown mood \"hapy\""), "\(blocked.error)")
        #expect(try await CLI.git(["rev-list", "--count", "HEAD"], in: top).output == "1\n")
    }

    @Test func leavesAnotherHookAlone() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        let hook = diary.appending(path: ".git/hooks/pre-commit")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: hook)
        let refused = try await CLI.keepsake(["hooks", "install"], in: diary)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "error: a pre-commit hook is already installed\n  hint: keepsake leaves it alone; --force replaces it"))
        #expect(try Data(contentsOf: hook) == Data("#!/bin/sh\nexit 0\n".utf8))
        #expect(try await CLI.keepsake(["hooks", "install", "--force"], in: diary).status == 0)
        #expect(String(decoding: try Data(contentsOf: hook), as: UTF8.self).contains("keepsake check"))
    }
}
