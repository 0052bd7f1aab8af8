import Yams

/// Parses YAML text into a node tree whose marks point into the original file.
package enum YAMLSource {
    /// Composes `text` (which starts on line `firstLine` of `path`) into a node.
    /// A syntax error becomes one located diagnostic instead.
    ///
    /// Scalars are left untyped (Yams' basic resolver): the field readers decide what a value
    /// means, and Yams' regex-based type resolution was a twentieth of a large build. The encoding is
    /// given because Yams otherwise reads the process environment on every call.
    /// Yams' default constructor, made once: `Constructor.default` builds a new one, with its
    /// three tables, on every use. Never changed after it is made, so threads may share it.
    nonisolated(unsafe) private static let constructor = Constructor.default

    package static func compose(_ text: String, path: String, firstLine: Int) -> Result<Node?, Diagnostic> {
        if let (line, column) = YAMLAliases.excessiveAlias(in: text) {
            return .failure(
                .error(
                    at: SourceLocation(path: path, line: line + firstLine - 1, column: column),
                    "YAML aliases here expand to more than \(YAMLAliases.maxExpansion) values",
                    hint: "write the values out instead of repeating them with anchors (&name) and aliases (*name)"))
        }
        do {
            return .success(try Yams.compose(yaml: text, .basic, constructor, .utf8))
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, path: path, firstLine: firstLine, yaml: text))
        } catch {
            return .failure(.error(at: SourceLocation(path: path, line: firstLine), "cannot read YAML: \(error)"))
        }
    }

    /// Yams marks the mapping that holds a duplicate; point at the key's second use instead.
    private static func secondUse(of key: String, in yaml: String, after mark: Mark) -> (line: Int, column: Int)? {
        var seen = false
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where index + 1 >= mark.line {
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard trimmed.hasPrefix(key + ":") || trimmed.hasPrefix("\"\(key)\":") else { continue }
            if seen { return (index + 1, line.count - trimmed.count + 1) }
            seen = true
        }
        return nil
    }

    /// libyaml reports a problem found at the end of the text one line past it (after an implied
    /// line break): point where the construct it was reading started instead, or at the end of
    /// the last line.
    private static func inside(_ mark: Mark, context: Mark?, yaml: String) -> (line: Int, column: Int) {
        let lines = yaml.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        func fits(_ mark: Mark) -> Bool {
            mark.line >= 1 && mark.line <= lines.count && mark.column >= 1 && mark.column <= lines[mark.line - 1].count + 1
        }
        if fits(mark) { return (mark.line, mark.column) }
        if let context, fits(context) { return (context.line, context.column) }
        return (lines.count, (lines.last?.count ?? 0) + 1)
    }

    private static func diagnostic(for error: YamlError, path: String, firstLine: Int, yaml: String) -> Diagnostic {
        let hint = "YAML needs `key: value` on each line, two-space indentation, and quotes around values that contain `: ` or start with `#`, `@`, `*` or `&`"
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(path: path, line: mark.line + firstLine - 1, column: mark.column)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { " (\($0.text))" } ?? ""
            let (line, column) = inside(mark, context: context?.mark, yaml: yaml)
            return .error(
                at: SourceLocation(path: path, line: line + firstLine - 1, column: column), "invalid YAML: \(problem)\(detail)", hint: hint)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return .error(
                at: secondUse(of: duplicates.first ?? "", in: yaml, after: context.mark).map {
                    SourceLocation(path: path, line: $0.line + firstLine - 1, column: $0.column)
                } ?? at(context.mark),
                "duplicate key \(names)",
                hint: "each key may appear once; keep the value you mean and delete the other")
        case .reader(let problem, let offset, _, _):
            // Yams gives the place as a count of Characters from the start of the text.
            var location = SourceLocation(path: path, line: firstLine)
            if let offset, offset <= yaml.count {
                let before = yaml.prefix(offset)
                let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
                location = SourceLocation(
                    path: path, line: firstLine + before.count(where: { $0 == "\n" }),
                    column: before[lineStart...].count + 1)
            }
            return .error(at: location, "unreadable text: \(problem)", hint: "save the file as UTF-8")
        default:
            return .error(at: SourceLocation(path: path, line: firstLine), "invalid YAML: \(error)", hint: hint)
        }
    }
}
