import ArgumentParser

struct CommentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comment",
        abstract: "Add, edit or delete comments in an entry's comment sidecar.",
        discussion: """
            Comments live beside their entry in <entry>.comments.json. These commands keep every other comment \
            and every field they do not know, check the result as the build does, and replace the file in one \
            step under a lock, so that people commenting at the same moment never lose a comment. The file is \
            written in one fixed format, so each change is a small git diff.
            """,
        subcommands: [CommentAddCommand.self, CommentEditCommand.self, CommentDeleteCommand.self]
    )
}
