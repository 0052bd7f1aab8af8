import ArgumentParser

struct HooksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hooks",
        abstract: "Install or remove the git hook that checks each commit.",
        subcommands: [HooksInstallCommand.self, HooksUninstallCommand.self]
    )
}
