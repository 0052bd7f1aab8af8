import ArgumentParser
import KeepsakeCore

struct CommentDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a comment's text, keeping its place for the replies.",
        discussion: """
            Sets "deleted": true and empties the body. The comment keeps its id, author and date, so its \
            replies keep their context; the page shows it as deleted. Deleting it again changes nothing.
            """
    )

    @Argument(help: ArgumentHelp("The comment's id.", valueName: "id"))
    var id: String

    @Option(help: ArgumentHelp("The entry: its .md file, or its page slug.", valueName: "entry"))
    var entry: String

    @OptionGroup var diary: RootOptions

    func run() throws {
        let terminal = Terminal()
        let target = try CommentTarget(entry: entry, diary: diary)
        let edit = try target.apply(.delete(id: id), terminal: terminal)
        terminal.note(
            edit.changed
                ? "deleted comment \(edit.id) in \(diary.typed(target.sidecar))"
                : "comment \(edit.id) was already deleted; \(diary.typed(target.sidecar)) is unchanged")
    }
}
