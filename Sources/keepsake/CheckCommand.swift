import ArgumentParser
import KeepsakeCore
import KeepsakeBuild

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the diary without writing anything.",
        discussion: "Everything build does except writing Output/. Use it in CI and in a git pre-commit hook."
    )

    @OptionGroup var diary: DiaryOptions

    func run() async throws {
        let terminal = Terminal()
        let layout = try diary.root.layout()
        let options = BuildOptions(
            includeDrafts: diary.drafts, write: false, readsGitHistory: !diary.noGit, warnsWithoutBaseURL: true)
        let report: BuildReport
        do {
            report = try await Builder(layout: layout, options: options).build()
        } catch let failure as BuildFailure {
            terminal.printFailure(failure, verb: "Check")
            throw ExitCode(ExitStatus.contentErrors)
        }
        terminal.printDiagnostics(report.warnings)
        terminal.printSummary(report, title: "Checked \(layout.display(layout.content))/: no errors")
    }
}
