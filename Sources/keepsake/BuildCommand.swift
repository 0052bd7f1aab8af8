import ArgumentParser
import KeepsakeCore
import KeepsakeBuild

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the diary into a static site.",
        discussion: """
            Reads Content/, renders it with the diary's theme and replaces Output/ in one step. \
            If anything is wrong, every problem is printed as path:line:column and Output/ is left as it was.
            """
    )

    @OptionGroup var diary: DiaryOptions

    @Option(name: .long, help: ArgumentHelp("Where to write the site (default: ROOT/Output).", valueName: "dir"))
    var output: String?

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp("Publish at this address instead of diary.yaml's base_url.", valueName: "url"))
    var baseURL: String?

    func run() async throws {
        let terminal = Terminal()
        if let baseURL {
            // diary.yaml's rule (`BaseURLRule`); a refused address is a usage error.
            let here = SourceLocation(path: "--base-url \(baseURL)")
            switch BaseURLRule.check(baseURL, named: "--base-url") {
            case .accepted: break
            case .unencrypted(let warning, let hint):
                terminal.printDiagnostics([.warning(at: here, warning, hint: hint)])
            case .refused(let message, let hint):
                terminal.printDiagnostics([.error(at: here, message, hint: hint)])
                throw ExitCode(ExitStatus.usage)
            }
        }
        let layout = try diary.root.layout(output: output)
        // A folder that must never be replaced, or holds files keepsake did not write: a usage error, found first.
        let writer = OutputWriter(layout: layout)
        if let refusal = writer.refusal() ?? writer.foreignFolder() {
            let place = output.map { "--output \($0)" } ?? layout.display(layout.output)
            terminal.printDiagnostics([.error(at: SourceLocation(path: place), refusal.message, hint: refusal.hint)])
            throw ExitCode(ExitStatus.usage)
        }
        let options = BuildOptions(
            includeDrafts: diary.drafts, baseURL: baseURL, readsGitHistory: !diary.noGit, warnsWithoutBaseURL: true)
        let report = try await Builder(layout: layout, options: options).build()
        terminal.printDiagnostics(report.warnings)
        let folder = layout.display(layout.output) + "/"
        let unchanged = "Nothing changed since the last build: \(folder) is up to date"
        terminal.printSummary(report, title: report.upToDate ? unchanged : "Built \(folder)")
        // Done: the process ends here rather than first freeing what the build loaded.
        withExtendedLifetime(report) { Terminal.exitNow(ExitStatus.success) }
    }
}
