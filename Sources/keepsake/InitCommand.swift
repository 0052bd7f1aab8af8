import ArgumentParser
import Foundation
import KeepsakeCore

extension DiaryScaffold.Language: ExpressibleByArgument {}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new diary.",
        discussion: """
            Writes Content/diary.yaml (commented settings), a welcome entry dated now, the entry archetype \
            Content/archetypes/entry.md, a .gitignore, a README for the writer and an example GitHub Pages \
            workflow (.github/workflows/publish.yml), then runs git init when git is installed and the folder \
            is not in a repository yet.

            It never overwrites anything: a folder that already has Content/diary.yaml is refused (exit 1), \
            and any other file that is already there is kept (with a note).
            """
    )

    @Argument(help: ArgumentHelp("The folder for the diary (created if missing).", valueName: "dir"))
    var folder: String

    @Option(help: "The diary's title (default: 나의 일기 in Korean, My Diary in English).")
    var title: String?

    @Option(help: ArgumentHelp("The language of the pages: ko or en.", valueName: "code"))
    var language: DiaryScaffold.Language = .en

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp(
            "An IANA time zone (default: Asia/Seoul for ko, this computer's zone for en).", valueName: "zone"))
    var timeZone: String?

    func validate() throws {
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError(
                "--time-zone \(timeZone): unknown time zone; \(Suggestion.timeZoneHint(for: timeZone))")
        }
    }

    func run() throws {
        let terminal = Terminal()
        let target = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("\(folder) is a file, not a folder")
        }
        let zoneName = timeZone ?? (language == .ko ? "Asia/Seoul" : TimeZone.current.identifier)
        let zone = TimeZone(identifier: zoneName) ?? TimeZone(identifier: "UTC")!
        let scaffold = DiaryScaffold(title: title, language: language, timeZone: zone, now: Date())
        let written: DiaryScaffold.Written
        do {
            written = try scaffold.write(into: target)
        } catch  where !(error is EditFailure) {  // a refusal is reported by `Keepsake.main`
            terminal.printError("cannot write the diary: \(SystemError.reason(error))")
            throw ExitCode(ExitStatus.contentErrors)
        }
        for path in written.skipped { terminal.note("\(path) is already there; kept it as it is") }
        initializeGit(in: target, terminal: terminal)

        var text = "Created a diary in \(folder):\n"
        for path in written.created { text += "  \(path)\n" }
        let cd = folder == "." ? "" : "cd \(folder) && "
        text += "\nNext: \(cd)keepsake build, then open Output/index.html. Write with: keepsake new \"Title\"\n"
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// `git init`, unless git is missing or the folder is already in a work tree.
    private func initializeGit(in folder: URL, terminal: Terminal) {
        let git = Git(folder: folder)
        switch git.isInsideWorkTree {
        case nil: terminal.note("git is not installed, so no repository was made; a diary works without one")
        case true?: terminal.note("\(self.folder) is already in a git repository; left it as it is")
        case false?:
            // The first branch is main (what the publish workflow listens to) unless the person chose otherwise.
            let configured = git.run(["config", "--get", "init.defaultBranch"])?.succeeded ?? false
            let result = git.run((configured ? [] : ["-c", "init.defaultBranch=main"]) + ["init", "--quiet"])
            if result?.succeeded != true {
                terminal.note("git init failed: \(result?.error.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")")
            }
        }
    }
}
