import ArgumentParser
import Foundation
import KeepsakeBuild
import KeepsakeCore

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new entry and print its path.",
        discussion: """
            Creates Content/entries/YYYY/MM/YYYY-MM-DD-slug.md, dated now in the diary's time zone, from \
            Content/archetypes/entry.md (or the built-in archetype), and prints its path and nothing else, \
            so that this works: $EDITOR "$(keepsake new "Rainy Monday")"

            The slug comes from the title (Korean stays readable: 벚꽃-피크닉). It never overwrites: a second \
            entry with the same day and title gets -2, -3… The author and mood are checked as the build checks \
            them, and the new entry must pass keepsake check; otherwise nothing is written (exit 1).
            """
    )

    @Argument(help: "The entry's title.")
    var title: String

    @Option(
        help: ArgumentHelp(
            "When it was written (default: now): YYYY-MM-DD, YYYY-MM-DD HH:MM, or with an offset.", valueName: "date"))
    var date: String?

    @Option(
        help: ArgumentHelp(
            "A mood of the theme (happy, calm, tired, …) or of diary.yaml's `moods:`.", valueName: "mood"))
    var mood: String?

    @Option(help: ArgumentHelp("A member id from diary.yaml.", valueName: "id"))
    var author: String?

    @Option(help: ArgumentHelp("A tag; repeat for more (--tag 봄 --tag picnic).", valueName: "tag"))
    var tag: [String] = []

    @OptionGroup var diary: RootOptions

    func run() throws {
        let terminal = Terminal()
        let layout = try diary.layout()
        let settings = try DiarySettings.forWriting(layout)
        let parser = DiaryDateParser(timeZone: settings.config.timeZone)
        let when = try date.map { try parser.parse($0, option: "--date") } ?? parser.minute(at: Date())
        var seen = Set<String>()
        let tags = tag.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        let request = EntryRequest(title: title, date: when, author: author, mood: mood, tags: tags)
        let archetype = try loadArchetype(layout)
        let creator = EntryCreator(config: settings.config, catalog: settings.catalog)
        let inventory = ContentScanner.scan(layout)
        let pages = creator.pagesInUse(inventory, layout: layout)
        var files = inventory.files
        // Another process may take the name between planning and writing; then plan again.
        for _ in 0..<20 {
            let planned = try creator.plan(request, archetype: archetype, files: files, pagesInUse: pages)
            let url = layout.url(for: planned.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard try AtomicFile(url: url).create(Data(planned.text.utf8)) else {
                files.insert(planned.path)
                continue
            }
            terminal.printDiagnostics(planned.warnings)
            FileHandle.standardOutput.write(Data((diary.typed(planned.path) + "\n").utf8))
            return
        }
        terminal.printError("could not find a free file name for the entry")
        throw ExitCode(ExitStatus.contentErrors)
    }

    /// The diary's own archetype, or the built-in one.
    private func loadArchetype(_ layout: SiteLayout) throws -> EntryArchetype {
        guard FileManager.default.fileExists(atPath: layout.url(for: EntryArchetype.path).path) else { return .builtIn }
        let text = try SourceText.read(EntryArchetype.path, in: layout, limit: .entry).mapError { EditFailure([$0]) }
            .get()
        return EntryArchetype(text: text, origin: EntryArchetype.path)
    }
}
