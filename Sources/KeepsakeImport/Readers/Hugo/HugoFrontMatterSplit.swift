import KeepsakeCore

/// A Hugo content file's front matter, in whichever of Hugo's three formats it opens with (YAML
/// between `---`, TOML between `+++`, a JSON object), and the Markdown body after it.
struct HugoFrontMatterSplit {
    /// Keys in the order written (an empty table when the file has no front matter).
    var table: FrontMatterValue
    var body: String

    /// Splits normalised text (no byte order mark, `\n` line ends); the failure's message is the reason.
    static func split(_ text: String, origin: String) -> Result<HugoFrontMatterSplit, ImportFailure> {
        let firstLine = text.prefix { $0 != "\n" }.trimmingWhitespace()
        if firstLine == "+++" { return splitTOML(text) }
        if text.drop(while: { $0.isWhitespace }).first == "{" {
            return JSONFrontMatter.split(String(text.drop(while: { $0.isWhitespace }))).map {
                HugoFrontMatterSplit(table: $0.table, body: $0.body)
            }
        }
        switch FrontMatterSplitter().split(text, path: origin) {
        case .failure(let diagnostic): return .failure(ImportFailure(diagnostic.message))
        case .success(let parts):
            return YAMLFrontMatter.table(parts.yaml, origin: origin)
                .mapError { ImportFailure(YAMLFrontMatter.reason($0.message, origin: origin)) }
                .map { HugoFrontMatterSplit(table: $0, body: parts.body) }
        }
    }

    private static func splitTOML(_ text: String) -> Result<HugoFrontMatterSplit, ImportFailure> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let close = lines.dropFirst().firstIndex(where: { $0.trimmingWhitespace() == "+++" }) else {
            return .failure(ImportFailure("TOML opened with `+++` is never closed"))
        }
        let toml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return TOMLFrontMatter.table(toml, firstLine: 2).map { HugoFrontMatterSplit(table: $0, body: body) }
    }
}
