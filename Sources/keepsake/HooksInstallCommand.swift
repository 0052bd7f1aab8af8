import ArgumentParser
import Foundation
import KeepsakeCore

struct HooksInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a git pre-commit hook that runs keepsake check.",
        discussion: """
            The hook goes where git looks for hooks (core.hooksPath, else .git/hooks). It runs this keepsake \
            binary (or keepsake on PATH, if this file is gone) and stops a commit when the diary has errors, \
            listing them as path:line:column. It checks what is being committed (the staged files, with \
            keepsake check --staged), not the folder: an unstaged fix or an untracked draft does not decide. \
            Skip it once with git commit --no-verify.

            An existing hook that is not Keepsake's is left alone unless --force is given (it is then kept, \
            and keepsake hooks uninstall puts it back); Keepsake's own hook is updated.
            """
    )

    @OptionGroup var diary: RootOptions

    @Flag(help: "Replace an existing pre-commit hook that is not Keepsake's.")
    var force = false

    func run() throws {
        let layout = try diary.layout()
        let (hook, outcome) = try PreCommitHook.install(root: layout.root, keepsake: Self.runningBinary(), force: force)
        let what: String =
            switch outcome {
            case .installed: "Installed"
            case .updated: "Updated"
            case .replaced: "Replaced the old hook with"
            case .unchanged: "Already installed:"
            }
        FileHandle.standardOutput.write(Data("\(what) the pre-commit hook \(hook.path)\n".utf8))
    }

    /// This binary's absolute path, for the hook (`/proc/self/exe`, else Foundation's), else `keepsake`.
    static func runningBinary() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        if let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path, path.hasPrefix("/") { return path }
        return "keepsake"
    }
}
