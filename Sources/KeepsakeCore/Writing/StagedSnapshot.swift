import Foundation

/// What the next commit would hold (git's index) as a folder of its own, for the pre-commit hook to
/// check rather than the work tree: an unstaged fix must not let a broken entry through, and an
/// untracked draft must not stop an unrelated commit.
public struct StagedSnapshot: Sendable {
    /// The diary folder inside the snapshot.
    public let diaryRoot: URL
    /// The snapshot's top: the repository's work tree as staged.
    public let top: URL
    /// The repository's git folder, whose history the check reads (`GIT_DIR`, with `GIT_WORK_TREE` the snapshot).
    public let gitDirectory: String

    /// Copies the staged files of the repository holding `diaryRoot` into a new folder inside its
    /// git folder (so on the same file system, and never seen by `git status`). A staged file that is
    /// the same in the work tree is hard-linked, not copied: a diary's photos are not written again.
    public static func make(diaryRoot: URL) throws(EditFailure) -> StagedSnapshot {
        let here = SourceLocation(path: diaryRoot.path)
        let git = Git(folder: diaryRoot)
        func ask(_ arguments: [String]) throws(EditFailure) -> String {
            guard let result = git.run(arguments) else {
                throw EditFailure(at: here, "git is not installed", hint: "install git, or check without --staged")
            }
            guard result.succeeded else {
                throw EditFailure(at: here, "not a git repository", hint: "--staged checks what git would commit")
            }
            return result.withoutFinalNewline
        }
        let gitDirectory = try ask(["rev-parse", "--absolute-git-dir"])
        let workTree = URL(fileURLWithPath: try ask(["rev-parse", "--show-toplevel"]), isDirectory: true)
        let prefix = try ask(["rev-parse", "--show-prefix"])
        removeDeadSnapshots(in: gitDirectory)
        let top = URL(fileURLWithPath: gitDirectory, isDirectory: true)
            .appending(
                path: "\(namePrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))", directoryHint: .isDirectory)
        let snapshot = StagedSnapshot(diaryRoot: top.appending(path: prefix), top: top, gitDirectory: gitDirectory)
        do {
            try FileManager.default.createDirectory(at: snapshot.diaryRoot, withIntermediateDirectories: true)
        } catch {
            throw EditFailure(at: here, "cannot make a folder in \(gitDirectory): \(SystemError.reason(error))")
        }
        do throws(EditFailure) {
            try snapshot.fill(from: workTree, diary: git)
        } catch {
            snapshot.remove()
            throw error
        }
        return snapshot
    }

    /// Links the staged files that the work tree holds unchanged, and has git write the others.
    private func fill(from workTree: URL, diary git: Git) throws(EditFailure) {
        let here = SourceLocation(path: diaryRoot.path)
        func paths(_ arguments: [String]) throws(EditFailure) -> [String] {
            guard let (status, bytes) = git.output(arguments), status == 0 else {
                throw EditFailure(
                    at: here, "git could not list the staged files (git \(arguments.joined(separator: " ")))")
            }
            return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        // Paths from the top of the work tree, for the diary's folder only.
        let staged = try paths(["ls-files", "-z", "--full-name", "--", "."])
        let differing = Set(try paths(["diff", "-z", "--name-only", "--", "."]))
        var exported: [String] = []
        for path in staged {
            let target = top.appending(path: path)
            if differing.contains(path) {
                exported.append(path)
                continue
            }
            try? FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            // A symbolic link, a submodule or another file system: git writes it.
            var status = stat()
            let source = workTree.appending(path: path).path
            if lstat(source, &status) != 0 || status.st_mode & S_IFMT != S_IFREG || link(source, target.path) != 0 {
                exported.append(path)
            }
        }
        let writer = Git(folder: workTree)
        var start = 0
        while start < exported.count {
            let chunk = Array(exported[start..<min(start + 500, exported.count)])
            guard writer.run(["checkout-index", "--prefix=\(top.path)/", "--"] + chunk)?.succeeded == true else {
                throw EditFailure(at: here, "git could not write the staged files into \(top.path)")
            }
            start += chunk.count
        }
    }

    /// Removes the snapshot.
    public func remove() { try? FileManager.default.removeItem(at: top) }

    static let namePrefix = "keepsake-staged-"

    /// Removes the snapshots of checks whose process is gone (killed before it could remove its own).
    private static func removeDeadSnapshots(in gitDirectory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: gitDirectory) else { return }
        for name in names where name.hasPrefix(namePrefix) {
            guard let pid = pid_t(name.dropFirst(namePrefix.count).prefix { $0 != "-" }), pid > 0, pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: gitDirectory + "/" + name)
        }
    }
}
