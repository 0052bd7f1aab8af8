import KeepsakeCore

/// YAML front matter read into `FrontMatterValue`s, with Keepsake's own YAML parser.
enum YAMLFrontMatter {
    /// The table of `yaml`, or why it cannot be read (`nil` text: no front matter, an empty table).
    static func table(_ yaml: String?, origin: String) -> Result<FrontMatterValue, ImportFailure> {
        guard let yaml, !yaml.allSatisfy(\.isWhitespace) else { return .success(.table([])) }
        switch YAMLSource.compose(yaml, path: origin, firstLine: 2) {
        case .failure(let diagnostic):
            return .failure(ImportFailure("\(diagnostic.location): \(diagnostic.message)"))
        case .success(let node):
            guard let node else { return .success(.table([])) }
            guard case .table = value(node) else {
                return .failure(ImportFailure("\(origin): the front matter is not a mapping of keys and values"))
            }
            return .success(value(node))
        }
    }

    static func value(_ node: YAMLNode) -> FrontMatterValue {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain, scalar.tag != YAMLNode.Scalar.textTag {
                if let flag = node.bool { return .flag(flag) }
                if let number = scalar.double, number.isFinite,
                    scalar.string.first?.isNumber ?? false
                        || scalar.string.hasPrefix("-")
                {
                    return .number(number)
                }
            }
            return .text(scalar.string)
        case .sequence(let sequence): return .list(sequence.items.map(value))
        case .mapping(let mapping):
            return .table(mapping.pairs.compactMap { pair in pair.key.string.map { ($0, value(pair.value)) } })
        }
    }

    /// `origin:3:5: message` → `YAML at line 3, column 5: message`, for the notes of the Hugo and
    /// Obsidian readers (Jekyll's leave the place out, so that a note's kind is the same in every file).
    static func reason(_ message: String, origin: String) -> String {
        guard message.hasPrefix(origin + ":") else { return "YAML: " + message }
        let rest = message.dropFirst(origin.count + 1)
        let numbers = rest.split(separator: ":", maxSplits: 2)
        guard numbers.count == 3, let line = Int(numbers[0]), let column = Int(numbers[1]) else {
            return "YAML: " + message
        }
        return "YAML at line \(line), column \(column):" + numbers[2]
    }
}
