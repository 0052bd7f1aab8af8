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

    /// Installs the hook running `keepsake` (an absolute path) for the diary in `root`, inside a git work tree.
    public static func install(root: URL, keepsake: String, force: Bool) throws(EditFailure) -> (
        hook: URL, outcome: Outcome
    ) {
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
        let hook = folder.appending(path: "pre-commit")
        let script = Self.script(keepsake: keepsake, diaryFolder: prefix.withoutFinalNewline)
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
                        "keepsake leaves it alone; --force replaces it (keep a copy first), or add `keepsake check` to it yourself"
                )
            }
        }
        do {
            if outcome != .unchanged {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try AtomicFile(url: hook).write(Data(script.utf8))
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        } catch {
            throw EditFailure(
                at: SourceLocation(path: hook.path), "cannot write the hook: \(SystemError.reason(error))")
        }
        return (hook, outcome)
    }

    /// `'text'`, safe in a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
