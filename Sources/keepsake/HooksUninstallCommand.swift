import ArgumentParser
import Foundation
import KeepsakeCore

struct HooksUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove Keepsake's git pre-commit hook, putting back the hook it replaced.",
        discussion: """
            Only Keepsake's own hook is removed; a hook that `keepsake hooks install --force` replaced is \
            put back as it was. Another program's hook is left alone (exit 1).
            """
    )

    @OptionGroup var diary: RootOptions

    func run() throws {
        let layout = try diary.layout()
        let (hook, removal) = try PreCommitHook.uninstall(root: layout.root)
        let line: String =
            switch removal {
            case .removed(restored: true):
                "Removed Keepsake's pre-commit hook and put back the one it replaced: \(hook.path)"
            case .removed(restored: false): "Removed the pre-commit hook \(hook.path)"
            case .notInstalled: "No pre-commit hook of Keepsake's to remove (\(hook.path))"
            }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
