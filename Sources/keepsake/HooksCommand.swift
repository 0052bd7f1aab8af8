import ArgumentParser

struct HooksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hooks",
        abstract: "Install git hooks for the diary.",
        subcommands: [HooksInstallCommand.self]
    )
}
