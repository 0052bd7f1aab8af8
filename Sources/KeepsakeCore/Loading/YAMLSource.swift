import Yams

/// Parses YAML text into a node tree whose marks point into the original file.
enum YAMLSource {
    /// Composes `text` (which starts on line `firstLine` of `path`) into a node.
    /// A syntax error becomes one located diagnostic instead.
    static func compose(_ text: String, path: String, firstLine: Int) -> Result<Node?, Diagnostic> {
        do {
            return .success(try Yams.compose(yaml: text))
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, path: path, firstLine: firstLine))
        } catch {
            return .failure(.error(at: SourceLocation(path: path, line: firstLine), "cannot read YAML: \(error)"))
        }
    }

    private static func diagnostic(for error: YamlError, path: String, firstLine: Int) -> Diagnostic {
        let hint = "YAML needs `key: value` on each line, two-space indentation, and quotes around values that contain `: ` or start with `#`, `@`, `*` or `&`"
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(path: path, line: mark.line + firstLine - 1, column: mark.column)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { " (\($0.text))" } ?? ""
            return .error(at: at(mark), "invalid YAML: \(problem)\(detail)", hint: hint)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return .error(
                at: at(context.mark), "duplicate key \(names)",
                hint: "each key may appear once; keep the value you mean and delete the other")
        case .reader(let problem, _, _, _):
            return .error(
                at: SourceLocation(path: path, line: firstLine), "unreadable text: \(problem)",
                hint: "save the file as UTF-8")
        default:
            return .error(at: SourceLocation(path: path, line: firstLine), "invalid YAML: \(error)", hint: hint)
        }
    }
}
