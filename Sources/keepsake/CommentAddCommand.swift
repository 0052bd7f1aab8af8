import ArgumentParser
import Foundation
import KeepsakeCore

struct CommentAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a comment (or a reply) to an entry and print its id.",
        discussion: """
            The new comment gets the next free id (c1, c2, …), printed alone on standard output, and is dated \
            now in the diary's time zone unless --date says otherwise. The sidecar is created when the entry \
            has none.
            """
    )

    @Argument(
        help: ArgumentHelp("The entry: its .md file, or its page slug (picnic, 2026/05/picnic).", valueName: "entry"))
    var entry: String

    @Option(help: ArgumentHelp("Who writes it (free text; commenters need not be members).", valueName: "name"))
    var author: String

    @OptionGroup var body: CommentBodyOptions

    @Option(
        name: .customLong("reply-to"), help: ArgumentHelp("The id of the comment this replies to.", valueName: "id"))
    var replyTo: String?

    @Option(help: ArgumentHelp("When it was written (default: now), in the formats of entry dates.", valueName: "date"))
    var date: String?

    @OptionGroup var diary: RootOptions

    func run() throws {
        let terminal = Terminal()
        let text = try body.read(terminal: terminal)
        let target = try CommentTarget(entry: entry, diary: diary)
        let when = try date.map {
            try DiaryDateParser(timeZone: target.settings.config.timeZone).parse($0, option: "--date")
        }
        let edit = try target.apply(.add(author: author, body: text, replyTo: replyTo, date: when), terminal: terminal)
        terminal.note("added comment \(edit.id) to \(diary.typed(target.sidecar))")
        FileHandle.standardOutput.write(Data((edit.id + "\n").utf8))
    }
}
