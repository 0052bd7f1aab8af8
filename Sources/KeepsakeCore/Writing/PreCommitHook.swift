import Foundation

/// The git pre-commit hook that runs `keepsake check` and stops a commit when the diary has errors.
/// Another hook is never replaced unless asked (`force`); Keepsake's own (its marker) is updated.
public enum PreCommitHook {
    /// The line that marks a hook as Keepsake's own.
    public static let marker = "# keepsake pre-commit hook"

    /// What `install` did.
    public enum Outcome: String, Sendable {
        case installed, updated, replaced, unchanged
    }

    /// The hook (Scaffold/pre-commit) running the binary at the absolute path `keepsake` (else on PATH)
    /// for the diary in `diaryFolder` of the work tree (`""`, or `diary/` with the slash).
    public static func script(keepsake: String, diaryFolder: String) -> String {
        let root = diaryFolder.isEmpty ? "\"$top\"" : "\"$top\"/\(shellQuoted(diaryFolder))"
        return DiaryScaffold.fill(
            DiaryScaffold.embedded("pre-commit"), ["keepsake": shellQuoted(keepsake), "root": root])
    }

    /// Where a hook that `install --force` replaced is kept, beside it, for `uninstall` to put back.
    public static let keptName = "pre-commit.before-keepsake"

    /// Installs the hook running `keepsake` (an absolute path) for the diary in `root`, inside a git work tree.
    public static func install(root: URL, keepsake: String, force: Bool) throws(EditFailure) -> (
        hook: URL, outcome: Outcome
    ) {
        let (hook, prefix) = try location(for: root)
        let script = Self.script(keepsake: keepsake, diaryFolder: prefix)
        var outcome = Outcome.installed
        if let old = FileManager.default.contents(atPath: hook.path) {
            let oldText = String(decoding: old, as: UTF8.self)
            if oldText == script {
                outcome = .unchanged
            } else if oldText.contains(marker) {
                outcome = .updated
            } else if force {
                outcome = .replaced
            } else {
                throw EditFailure(
                    at: SourceLocation(path: hook.path), "a pre-commit hook is already installed",
                    hint:
                        "keepsake leaves it alone; --force replaces it (and `keepsake hooks uninstall` puts it back), or add `keepsake check --staged` to it yourself"
                )
            }
        }
        do {
            let kept = hook.deletingLastPathComponent().appending(path: keptName)
            if outcome == .replaced, !FileManager.default.fileExists(atPath: kept.path) {
                try FileManager.default.moveItem(at: hook, to: kept)
            }
            if outcome != .unchanged {
                try FileManager.default.createDirectory(
                    at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile(url: hook).write(Data(script.utf8))
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        } catch {
            throw EditFailure(
                at: SourceLocation(path: hook.path), "cannot write the hook: \(SystemError.reason(error))")
        }
        return (hook, outcome)
    }

    /// What `uninstall` did.
    public enum Removal: Sendable, Equatable {
        /// Keepsake's hook removed; `restored`: the hook it had replaced is back.
        case removed(restored: Bool)
        /// There is no Keepsake hook.
        case notInstalled
    }

    /// Removes Keepsake's hook of the repository holding `root` and puts back the one it replaced.
    /// A hook that is not Keepsake's is left alone (an error).
    public static func uninstall(root: URL) throws(EditFailure) -> (hook: URL, removal: Removal) {
        let (hook, _) = try location(for: root)
        guard let text = FileManager.default.contents(atPath: hook.path).map({ String(decoding: $0, as: UTF8.self) })
        else { return (hook, .notInstalled) }
        guard text.contains(marker) else {
            throw EditFailure(
                at: SourceLocation(path: hook.path), "the pre-commit hook is not Keepsake's",
                hint: "keepsake leaves it alone; remove it yourself if you no longer want it")
        }
        let kept = hook.deletingLastPathComponent().appending(path: keptName)
        let restoring = FileManager.default.fileExists(atPath: kept.path)
        do {
            if restoring {
                // rename(2) replaces Keepsake's hook with the old one in one step.
                guard rename(kept.path, hook.path) == 0 else {
                    throw AtomicFileError.system("cannot put back \(kept.path)")
                }
            } else {
                try FileManager.default.removeItem(at: hook)
            }
        } catch {
            throw EditFailure(
                at: SourceLocation(path: hook.path), "cannot remove the hook: \(SystemError.reason(error))")
        }
        return (hook, .removed(restored: restoring))
    }

    /// The pre-commit hook's file for the repository holding `root`, and the diary's folder in its
    /// work tree (`""`, or `diary/` with the slash).
    private static func location(for root: URL) throws(EditFailure) -> (hook: URL, prefix: String) {
        let git = Git(folder: root)
        let here = SourceLocation(path: root.path)
        guard let prefix = git.run(["rev-parse", "--show-prefix"]) else {
            throw EditFailure(at: here, "git is not installed", hint: "install git, then run this again")
        }
        guard prefix.succeeded, let hooks = git.run(["rev-parse", "--git-path", "hooks"]), hooks.succeeded else {
            throw EditFailure(
                at: here, "not a git repository",
                hint: "run `git init` in the diary folder first (`keepsake init` does)")
        }
        // Relative to the folder git ran in (or absolute, with an absolute core.hooksPath).
        let folder = URL(
            fileURLWithPath: hooks.withoutFinalNewline, relativeTo: URL(fileURLWithPath: root.path, isDirectory: true)
        )
        .standardizedFileURL
        return (folder.appending(path: "pre-commit"), prefix.withoutFinalNewline)
    }

    /// `'text'`, safe in a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
