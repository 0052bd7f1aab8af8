import ArgumentParser
import Foundation
import KeepsakeCore

/// `keepsake`: publish a Markdown diary as a static site.
@main
struct Keepsake: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keepsake",
        abstract: "Publish a Markdown diary as a static polaroid site.",
        discussion: """
            A diary folder holds Content/ (diary.yaml, entries as Markdown with YAML front matter, \
            comment sidecars), optionally Themes/ (your overrides) and Output/ (the built site).

            Exit codes: 0 success, 1 content errors, 2 usage errors.
            """,
        version: KeepsakeVersion.description,
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, InitCommand.self, NewCommand.self,
            CommentCommand.self, HooksCommand.self, ImportCommand.self, DoctorCommand.self,
        ]
    )

    /// Runs the command with Keepsake's exit codes: usage errors exit 2 (ArgumentParser's default is 64),
    /// and a refused change, a failed build or a file that cannot be written is reported here and exits 1.
    static func main() async {
        var parsed: ParsableCommand?
        do {
            var command = try parseAsRoot()
            parsed = command
            if var async = command as? AsyncParsableCommand {
                try await async.run()
            } else {
                try command.run()
            }
        } catch {
            let terminal = Terminal()
            switch error {
            case let failure as EditFailure: terminal.printRefusal(failure)
            case let failure as BuildFailure: terminal.printFailure(failure)
            case let failure as AtomicFileError: terminal.printError(failure.description)
            case _ where exitCode(for: error) == .validationFailure:
                // A value the command itself refused (`--root /nonexistent`): the message and that
                // command's usage, not the top level's.
                let text =
                    parsed.map { "Error: \(Self.message(for: error))\nUsage: \(Self.usageString(for: type(of: $0)))" }
                    ?? fullMessage(for: error)
                FileHandle.standardError.write(Data((text + "\n").utf8))
                Foundation.exit(ExitStatus.usage)
            default: exit(withError: error)
            }
            Foundation.exit(ExitStatus.contentErrors)
        }
    }
}

/// What the process exit status means.
enum ExitStatus {
    static let success: Int32 = 0
    static let contentErrors: Int32 = 1
    static let usage: Int32 = 2
}
