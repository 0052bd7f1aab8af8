import Foundation
import Testing

@testable import KeepsakeCore

/// `GitHead` reads `HEAD` from the repository's files: wherever it answers, it answers as
/// `git rev-parse` does; where the layout is not the plain one, it leaves the answer to git.
@Suite("HEAD read from the repository's files", .enabled(if: GitRepository.isGitInstalled))
struct GitHeadTests {
    static let picnic = "Content/entries/2026/04/2026-04-05-picnic.md"

    /// What git says of `HEAD` in `folder`: the commit and whether the clone is shallow.
    static func gitSays(_ folder: URL) throws -> GitHead.Answer {
        let lines = try GitRepository.git(["rev-parse", "--is-shallow-repository", "HEAD"], in: folder)
            .split(separator: "\n").map(String.init)
        return .commit(lines[1], isShallow: lines[0] == "true")
    }

    @Test func aBranchLooseOrPackedAndADetachedHeadReadAsGitReadsThem() throws {
        let repository = try GitRepository()
        let first = try repository.commit([Self.picnic: "picnic\n"], at: "2026-04-05T21:00:00+09:00")
        let content = repository.url.appending(path: "Content")
        let second = try repository.commit([Self.picnic: "picnic, fixed\n"], at: "2026-04-06T21:00:00+09:00")
        #expect(GitHead.read(from: content) == .commit(second, isShallow: false))
        #expect(try GitHead.read(from: content) == Self.gitSays(content))
        #expect(GitHistory.head(root: repository.url) == second)

        // Branches packed into `packed-refs` (as `git gc` leaves them).
        try repository.run(["pack-refs", "--all"])
        #expect(!FileManager.default.fileExists(atPath: repository.url.appending(path: ".git/refs/heads/main").path))
        #expect(GitHead.read(from: content) == .commit(second, isShallow: false))

        // A detached HEAD, and a branch checked out by another name.
        try repository.run(["checkout", "--quiet", "--detach", first])
        #expect(GitHead.read(from: content) == .commit(first, isShallow: false))
        try repository.run(["checkout", "--quiet", "-b", "drafts/april"])
        #expect(GitHead.read(from: content) == .commit(first, isShallow: false))
        #expect(try GitHead.read(from: content) == Self.gitSays(content))
    }

    @Test func aBranchWithoutCommitsIsUnborn() throws {
        let repository = try GitRepository()
        try repository.folder.write(Self.picnic, "picnic\n")
        #expect(GitHead.read(from: repository.url.appending(path: "Content")) == .unborn)
        #expect(GitHistory.head(root: repository.url) == nil)
        #expect(GitHistory.read(root: repository.url).status == .noCommits)
    }

    @Test func aShallowCloneSaysSo() throws {
        let origin = try GitRepository()
        try origin.commit([Self.picnic: "picnic\n"], at: "2026-04-05T21:00:00+09:00")
        try origin.commit([Self.picnic: "picnic, fixed\n"], at: "2026-04-06T21:00:00+09:00")
        let clones = try TemporaryFolder()
        try GitRepository.git(
            ["clone", "--quiet", "--depth", "1", "file://\(origin.url.path)", "clone"], in: clones.url)
        let content = clones.url.appending(path: "clone/Content")
        let answer = try #require(GitHead.read(from: content))
        #expect(answer == (try Self.gitSays(content)))
        guard case .commit(_, let isShallow) = answer else { return }
        #expect(isShallow)
    }

    @Test func anythingButThePlainLayoutIsLeftToGit() throws {
        let repository = try GitRepository()
        try repository.commit([Self.picnic: "picnic\n"], at: "2026-04-05T21:00:00+09:00")
        let content = repository.url.appending(path: "Content")
        #expect(GitHead.read(from: content) != nil)
        // The environment points git elsewhere.
        #expect(GitHead.read(from: content, environment: ["GIT_DIR": "/elsewhere/.git"]) == nil)
        #expect(GitHead.read(from: content, environment: ["GIT_WORK_TREE": "/elsewhere"]) == nil)
        // A worktree: its `.git` is a file.
        let worktrees = try TemporaryFolder()
        try repository.run(["worktree", "add", "--quiet", "-b", "other", worktrees.url.appending(path: "other").path])
        let other = worktrees.url.appending(path: "other/Content")
        #expect(GitHead.read(from: other) == nil)
        #expect(GitHistory.head(root: worktrees.url.appending(path: "other")) == (try Self.gitSays(other)).commit)
    }

    /// No `.git` in the folder or above it: not a repository, as git says, without asking git.
    @Test func aFolderOutsideAnyRepositoryIsNone() throws {
        let plain = try TemporaryFolder()
        try plain.write(Self.picnic, "picnic\n")
        let content = plain.url.appending(path: "Content")
        #expect(GitHead.read(from: content) == .notARepository)
        #expect(throws: (any Error).self, "git agrees") { try GitRepository.git(["rev-parse", "HEAD"], in: content) }
        #expect(GitHistory.head(root: plain.url) == nil)
        #expect(
            GitHistory.read(root: plain.url, gitExecutable: URL(fileURLWithPath: "/nonexistent/bin/git")).status
                == .notARepository)
        // A `.git` that is neither a folder of this user nor absent: git decides.
        try plain.write("Content/.git", "gitdir: /elsewhere\n")
        #expect(GitHead.read(from: content) == nil)
    }
}

extension GitHead.Answer {
    var commit: String? {
        guard case .commit(let commit, _) = self else { return nil }
        return commit
    }
}
