import Foundation
import Testing

/// `keepsake --version` and the build tool behind its commit (CommitStamper, run by the StampCommit
/// plugin), on real git repositories: a branch, packed refs, a detached HEAD, a worktree, SHA-256.
@Suite("keepsake --version")
struct VersionTests {
    /// The package this test file is in.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// CommitStamper as SwiftPM builds it for the plugin, beside the keepsake binary.
    static let stamper: URL? = ["CommitStamper-tool", "CommitStamper"].map {
        CLI.binary.deletingLastPathComponent().appending(path: $0)
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    @Test func versionNamesTheNumberAndThePackagesCommit() async throws {
        let run = try await CLI.keepsake(["--version"], in: Self.package)
        #expect(run.status == 0)
        var expected = "commit unknown"
        if CLI.gitIsInstalled, FileManager.default.fileExists(atPath: Self.package.appending(path: ".git").path) {
            let head = try await CLI.git(["rev-parse", "HEAD"], in: Self.package)
            expected = String(head.output.prefix(7))
        }
        #expect(run.output.wholeMatch(of: /\d+\.\d+\.\d+ \((.+)\)\n/)?.output.1 == Substring(expected), "\(run.output)")
    }

    @Test(.enabled(if: CLI.gitIsInstalled))
    func stamperReadsHeadLikeGitDoes() async throws {
        let stamper = try #require(Self.stamper, "no CommitStamper beside \(CLI.binary.path)")
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clone = folder.appending(path: "clone", directoryHint: .isDirectory)
        _ = try await CLI.git(["init", "-q", "-b", "main", clone.path], in: folder)
        for text in ["one", "two"] {
            try Data(text.utf8).write(to: clone.appending(path: "file.txt"))
            _ = try await CLI.git(["add", "file.txt"], in: clone)
            _ = try await CLI.git(["commit", "-q", "-m", text], in: clone)
        }
        let tip = try await Self.revision("HEAD", in: clone)
        let first = try await Self.revision("HEAD~1", in: clone)
        #expect(try await Self.stamp(stamper, clone, in: folder) == tip, "a loose branch")
        _ = try await CLI.git(["pack-refs", "--all"], in: clone)
        #expect(!FileManager.default.fileExists(atPath: clone.appending(path: ".git/refs/heads/main").path))
        #expect(try await Self.stamp(stamper, clone, in: folder) == tip, "a packed branch")
        _ = try await CLI.git(["checkout", "-q", "--detach", first], in: clone)
        #expect(try await Self.stamp(stamper, clone, in: folder) == first, "a detached HEAD")
        _ = try await CLI.git(["checkout", "-q", "main"], in: clone)
        let worktree = folder.appending(path: "worktree", directoryHint: .isDirectory)
        _ = try await CLI.git(["worktree", "add", "-q", "-b", "side", worktree.path, first], in: clone)
        #expect(try await Self.stamp(stamper, worktree, in: folder) == first, "a worktree (.git is a file)")
        _ = try await CLI.git(["commit", "-q", "--allow-empty", "-m", "three"], in: worktree)
        let side = try await Self.revision("HEAD", in: worktree)
        #expect(side != first)
        #expect(try await Self.stamp(stamper, worktree, in: folder) == side, "a worktree's own commit")
        #expect(try await Self.stamp(stamper, clone, in: folder) == tip, "the clone beside its worktree")
        #expect(try await Self.stamp(stamper, folder, in: folder) == nil, "no .git")
        let empty = folder.appending(path: "empty", directoryHint: .isDirectory)
        _ = try await CLI.git(["init", "-q", empty.path], in: folder)
        #expect(try await Self.stamp(stamper, empty, in: folder) == nil, "no commit yet")
    }

    @Test(.enabled(if: CLI.gitIsInstalled))
    func stamperReadsSHA256Repositories() async throws {
        let stamper = try #require(Self.stamper)
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try await CLI.git(["init", "-q", "--object-format=sha256", "repo"], in: folder)
        try #require(made.status == 0, "this git makes no SHA-256 repositories: \(made.error)")
        let repo = folder.appending(path: "repo", directoryHint: .isDirectory)
        _ = try await CLI.git(["commit", "-q", "--allow-empty", "-m", "one"], in: repo)
        let head = try await Self.revision("HEAD", in: repo)
        #expect(head.count == 64)
        #expect(try await Self.stamp(stamper, repo, in: folder) == head)
    }

    static func revision(_ name: String, in folder: URL) async throws -> String {
        try await CLI.git(["rev-parse", name], in: folder).output.trimmingCharacters(in: .newlines)
    }

    /// Runs CommitStamper on a package folder and returns the hash it wrote (nil for `nil`).
    static func stamp(_ stamper: URL, _ package: URL, in folder: URL) async throws -> String? {
        let output = folder.appending(path: "BuildCommit-\(UUID().uuidString).swift")
        let run = try await CLI.run(stamper.path, [output.path, package.path])
        #expect(run.status == 0, "\(run.error)")
        let source = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        let literal = try #require(source.firstMatch(of: /static let hash: String\? = (nil|"([0-9a-f]+)")/))
        return literal.output.2.map(String.init)
    }
}
