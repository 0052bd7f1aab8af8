extension FieldReader {
    /// The `extra:` table at `key` (empty without one): every value kept as written, for the
    /// diary's own templates. Keys must be texts a template can name (`{{extra.key}}`).
    mutating func customTable(_ key: String) -> [CustomField] {
        guard let node = node(key) else { return [] }
        guard case .table(let fields) = custom(node, path: key) else {
            error(
                at: node, "\"\(key)\" must be a mapping, found \(Self.describe(node))",
                hint: "give it keys and values, e.g. `\(key): { location: 서울숲, companions: [지민, 준] }`")
            return []
        }
        return fields
    }

    private mutating func custom(_ node: YAMLNode, path: String) -> CustomValue? {
        switch node {
        case .scalar(let scalar):
            if Self.isNull(node) { return nil }
            if let flag = node.bool, scalar.style == .plain { return .flag(flag) }
            return .text(scalar.string)
        case .sequence(let items):
            return .list(items.compactMap { custom($0, path: path) })
        case .mapping(let mapping):
            var fields: [CustomField] = []
            for (keyNode, value) in mapping.pairs {
                guard let name = keyNode.string, Self.isTemplateName(name) else {
                    error(
                        at: keyNode, "\(path) has a key \(Self.describe(keyNode)) that a template cannot name",
                        hint: "use letters, digits, `_` and `-`, e.g. `location` or `다녀온_곳`")
                    continue
                }
                if fields.contains(where: { $0.key == name }) {
                    error(at: keyNode, "\(path).\(name) is given twice")
                    continue
                }
                if let value = custom(value, path: "\(path).\(name)") {
                    fields.append(CustomField(key: name, value: value))
                }
            }
            return .table(fields)
        }
    }

    /// Letters (any script), digits, `_` and `-`: what `{{extra.name}}` can spell.
    private static func isTemplateName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
            }
    }
}
