import ArgumentParser
import KeepsakeCore

struct CommentEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Replace a comment's text; it is marked edited now.",
        discussion: "A deleted comment cannot be edited."
    )

    @Argument(help: ArgumentHelp("The comment's id.", valueName: "id"))
    var id: String

    @Option(help: ArgumentHelp("The entry: its .md file, or its page slug.", valueName: "entry"))
    var entry: String

    @OptionGroup var body: CommentBodyOptions

    @OptionGroup var diary: RootOptions

    func run() throws {
        let terminal = Terminal()
        let text = try body.read(terminal: terminal)
        let target = try CommentTarget(entry: entry, diary: diary)
        let edit = try target.apply(.edit(id: id, body: text), terminal: terminal)
        terminal.note("edited comment \(edit.id) in \(diary.typed(target.sidecar))")
    }
}
