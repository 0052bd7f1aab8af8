import ArgumentParser
import Foundation
import KeepsakeCore
import KeepsakeBuild

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the diary without writing anything.",
        discussion: "Everything build does except writing Output/. Use it in CI and in a git pre-commit hook."
    )

    @OptionGroup var diary: DiaryOptions

    @Flag(help: "Check what git would commit (the staged files) instead of the folder: what the pre-commit hook runs.")
    var staged = false

    func run() async throws {
        let terminal = Terminal()
        var layout = try diary.root.layout()
        var snapshot: StagedSnapshot?
        if staged {
            let made = try StagedSnapshot.make(diaryRoot: layout.root)
            snapshot = made
            layout = SiteLayout(root: made.diaryRoot)
            Terminal.sourceRoot = made.diaryRoot
            // The history is the repository's, the files the snapshot's.
            setenv("GIT_DIR", made.gitDirectory, 1)
            setenv("GIT_WORK_TREE", made.top.path, 1)
        }
        defer { snapshot?.remove() }
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
        let what = staged ? "the staged Content/" : layout.display(layout.content) + "/"
        terminal.printSummary(report, title: "Checked \(what): no errors")
    }
}
