/// Parses YAML text into a node tree whose marks point into the original file.
package enum YAMLSource {
    /// Composes `text` (which starts on line `firstLine` of `path`) into a node.
    /// A syntax error becomes one located diagnostic instead.
    ///
    /// Scalars are left untyped: the field readers decide what a value means.
    package static func compose(_ text: String, path: String, firstLine: Int) -> Result<YAMLNode?, Diagnostic> {
        do throws(YAMLComposer.Failure) {
            return .success(try YAMLComposer.compose(text))
        } catch {
            return .failure(diagnostic(for: error, path: path, firstLine: firstLine, yaml: text))
        }
    }

    /// libyaml reports a problem found at the end of the text one line past it (after an implied
    /// line break): point where the construct it was reading started instead, or at the end of
    /// the last line.
    private static func inside(_ mark: YAMLNode.Mark, context: YAMLNode.Mark?, yaml: String) -> YAMLNode.Mark {
        let lines = yaml.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        func fits(_ mark: YAMLNode.Mark) -> Bool {
            mark.line >= 1 && mark.line <= lines.count && mark.column >= 1
                && mark.column <= lines[mark.line - 1].count + 1
        }
        if fits(mark) { return mark }
        if let context, fits(context) { return context }
        return YAMLNode.Mark(line: lines.count, column: (lines.last?.count ?? 0) + 1)
    }

    private static func diagnostic(for failure: YAMLComposer.Failure, path: String, firstLine: Int, yaml: String)
        -> Diagnostic
    {
        func at(_ mark: YAMLNode.Mark) -> SourceLocation {
            SourceLocation(path: path, line: mark.line + firstLine - 1, column: mark.column)
        }
        switch failure {
        case .syntax(let context, let problem, let mark):
            let detail = context.map { " (\($0.text))" } ?? ""
            return .error(
                at: at(inside(mark, context: context?.mark, yaml: yaml)), "invalid YAML: \(problem)\(detail)",
                hint:
                    "YAML needs `key: value` on each line, two-space indentation, and quotes around values that contain `: ` or start with `#`, `@`, `*` or `&`"
            )
        case .duplicateKeys(let duplicates, let mark):
            let names = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return .error(
                at: mark.map(at) ?? SourceLocation(path: path, line: firstLine), "duplicate key \(names)",
                hint: "each key may appear once; keep the value you mean and delete the other")
        case .tooDeep(let mark):
            return .error(
                at: at(mark), "YAML lists and mappings here are nested more than \(YAMLComposer.maxDepth) deep",
                hint: "write the values with fewer levels of lists and mappings inside each other")
        case .tooManyAliased(let mark):
            return .error(
                at: at(mark), "YAML aliases here expand to more than \(YAMLComposer.maxExpansion) values",
                hint: "write the values out instead of repeating them with anchors (&name) and aliases (*name)")
        case .reader(let problem, let offset):
            // The place is a count of characters from the start of the text.
            var location = SourceLocation(path: path, line: firstLine)
            if let offset, offset <= yaml.count {
                let before = yaml.prefix(offset)
                let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
                location = SourceLocation(
                    path: path, line: firstLine + before.count(where: { $0 == "\n" }),
                    column: before[lineStart...].count + 1)
            }
            return .error(at: location, "unreadable text: \(problem)", hint: "save the file as UTF-8")
        }
    }
}
