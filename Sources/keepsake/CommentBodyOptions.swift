import ArgumentParser
import Foundation

/// Where a comment's text comes from: `--body`, `--file`, or standard input.
struct CommentBodyOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The comment's text (Markdown).", valueName: "text"))
    var body: String?

    @Option(
        help: ArgumentHelp(
            "Read the text from a file (- for standard input). Without --body or --file, it is read from standard input.",
            valueName: "file"))
    var file: String?

    func validate() throws {
        if body != nil, file != nil {
            throw ValidationError("give the comment's text with --body or with --file, not both")
        }
    }

    /// The text, without blank lines around it.
    func read(terminal: Terminal) throws -> String {
        let text: String
        if let body {
            text = body
        } else if let file, file != "-" {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ValidationError("--file \(file): cannot read the file")
            }
            guard let decoded = String(validating: data, as: UTF8.self) else {
                throw ValidationError("--file \(file): the file is not UTF-8 text")
            }
            text = decoded
        } else {
            if isatty(STDIN_FILENO) == 1 { terminal.note("type the comment, then press Ctrl-D on a line of its own") }
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        return text.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .newlines)
    }
}
