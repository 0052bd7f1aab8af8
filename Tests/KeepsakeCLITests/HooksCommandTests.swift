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
        #expect(blocked.error.contains("pre-commit: what is staged has errors"))
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
        #expect(String(decoding: try Data(contentsOf: hook), as: UTF8.self).contains("check --staged"))
        // Uninstalling puts the replaced hook back; a second time there is nothing of Keepsake's left.
        let removed = try await CLI.keepsake(["hooks", "uninstall"], in: diary)
        #expect(removed.status == 0, "\(removed.error)")
        #expect(removed.output.hasPrefix("Removed Keepsake's pre-commit hook and put back the one it replaced"))
        #expect(try Data(contentsOf: hook) == Data("#!/bin/sh\nexit 0\n".utf8))
        let foreign = try await CLI.keepsake(["hooks", "uninstall"], in: diary)
        #expect(foreign.status == 1)
        #expect(foreign.error.contains("error: the pre-commit hook is not Keepsake's"))
        #expect(try Data(contentsOf: hook) == Data("#!/bin/sh\nexit 0\n".utf8))
    }

    /// The hook checks what is committed, not the folder. Regression: with `mood: hapy` staged and
    /// only the work tree fixed, the commit went through and HEAD held the broken entry.
    @Test func checksTheStagedFilesNotTheWorkTree() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        #expect(try await CLI.keepsake(["hooks", "install"], in: diary).status == 0)
        #expect(try await CLI.git(["add", "-A"], in: diary).status == 0)
        #expect(try await CLI.git(["commit", "-q", "-m", "A new diary"], in: diary).status == 0)
        let entry = diary.appending(path: "Content/entries/2026/05/2026-05-03-picnic.md")
        try FileManager.default.createDirectory(
            at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: Picnic\nmood: hapy\n---\n".utf8).write(to: entry)
        #expect(try await CLI.git(["add", "-A"], in: diary).status == 0)
        try Data("---\ntitle: Picnic\nmood: happy\n---\n".utf8).write(to: entry)
        let blocked = try await CLI.git(["commit", "-q", "-m", "Picnic"], in: diary)
        #expect(blocked.status != 0)
        // Located in the repository's own path, with the staged line under it.
        #expect(
            blocked.error.contains(
                "Content/entries/2026/05/2026-05-03-picnic.md:3:7: error: unknown mood \"hapy\"\n 3 | mood: hapy\n"),
            "\(blocked.error)")
        #expect(try await CLI.git(["rev-list", "--count", "HEAD"], in: diary).output == "1\n")
        // Nothing of the snapshot is left in the repository.
        let gitFolder = try FileManager.default.contentsOfDirectory(atPath: diary.appending(path: ".git").path)
        #expect(!gitFolder.contains { $0.hasPrefix("keepsake-staged") }, "\(gitFolder)")
        #expect(try await CLI.git(["add", "-A"], in: diary).status == 0)
        #expect(try await CLI.git(["commit", "-q", "-m", "Picnic"], in: diary).status == 0)
    }

    /// Regression: an untracked draft with an error stopped an unrelated `git commit README.md`.
    @Test func anUntrackedBrokenDraftDoesNotStopAnotherCommit() async throws {
        let diary = try await CLI.newDiary()
        defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
        #expect(try await CLI.keepsake(["hooks", "install"], in: diary).status == 0)
        #expect(try await CLI.git(["add", "-A"], in: diary).status == 0)
        #expect(try await CLI.git(["commit", "-q", "-m", "A new diary"], in: diary).status == 0)
        try Data("---\ntitle: Half\nmood: hapy\n---\n".utf8).write(
            to: diary.appending(path: "Content/entries/2026-05-04-half.md"))
        try Data("# Our diary\n\nMore words.\n".utf8).write(to: diary.appending(path: "README.md"))
        #expect(try await CLI.git(["add", "README.md"], in: diary).status == 0)
        let commit = try await CLI.git(["commit", "-q", "-m", "README"], in: diary)
        #expect(commit.status == 0, "\(commit.error)")
        #expect(try await CLI.git(["rev-list", "--count", "HEAD"], in: diary).output == "2\n")
    }
}
