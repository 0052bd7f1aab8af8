import ArgumentParser
import Foundation
import KeepsakeBuild
import KeepsakeCore
import KeepsakeImport

extension ImportFormat: ExpressibleByArgument {}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring a journal kept elsewhere into the diary as ordinary entries.",
        discussion: """
            Formats and their SOURCE:
            \(ImportFormat.allCases.map { "  \($0.rawValue): \($0.sourceDescription)" }.joined(separator: "\n"))

            Entries are written as Content/entries/YYYY/MM/YYYY-MM-DD-slug.md, their pictures beside them in \
            photos/. Nothing is ever overwritten or deleted, and each file is written whole or not at all. Every \
            imported entry keeps its source under extra.imported_from, so running the import again adds only \
            what is new. The report counts what was imported and lists what needs your attention (a Liquid tag \
            or shortcode kept as text, a picture not found), each kind once with its files. \
            docs/import.md has each format's mapping.
            """
    )

    @Argument(help: ArgumentHelp("jekyll, hugo, obsidian, dayone or jrnl.", valueName: "format"))
    var format: ImportFormat

    @Argument(help: ArgumentHelp("The journal to import (see above).", valueName: "source"))
    var source: String

    @Flag(help: "Write nothing; print the same report.")
    var dryRun = false

    @OptionGroup var diary: RootOptions

    func run() throws {
        let terminal = Terminal()
        let layout = try diary.layout()
        let sourceURL = URL(fileURLWithPath: source, relativeTo: diary.workingFolder).standardizedFileURL
        guard FileManager.default.fileExists(atPath: sourceURL.path) else {
            throw ValidationError("\(source): no such file or folder")
        }
        let settings = try DiarySettings.forWriting(layout)
        let batch: ImportBatch
        do {
            batch = try format.reader.read(sourceURL)
        } catch {
            terminal.printError("\(source): \(error.message)", hint: error.hint)
            throw ExitCode(ExitStatus.contentErrors)
        }
        defer { if let folder = batch.unpackedFolder { try? FileManager.default.removeItem(at: folder) } }
        let existing = ExistingDiary.read(layout, config: settings.config, catalog: settings.catalog)
        let plan = ImportPlanner(format: format, config: settings.config, catalog: settings.catalog)
            .plan(batch, into: existing)
        let outcome = dryRun ? nil : try ImportWriter.write(plan, into: layout)
        // After writing, so that each problem shows its line of the new file.
        terminal.printDiagnostics(plan.problems)
        terminal.printImport(ImportReport(plan, outcome: outcome), format: format, source: source, dryRun: dryRun)
        if plan.problems.hasErrors { throw ExitCode(ExitStatus.contentErrors) }
    }
}
