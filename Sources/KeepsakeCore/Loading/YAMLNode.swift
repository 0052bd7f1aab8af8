/// A YAML document as Keepsake reads it (front matter, diary.yaml, catalogs, language files):
/// texts with their style, lists and mappings, each with where it starts. Aliases stand for the
/// node their anchor names; no value is typed until a field reader asks (`bool`, `double`).
package enum YAMLNode: Sendable {
    case scalar(Scalar)
    case sequence(Sequence)
    case mapping(Mapping)

    /// Where a node starts: 1-based line and column (columns count Unicode scalars, as libyaml does).
    package struct Mark: Sendable, Equatable {
        package let line: Int
        package let column: Int
    }

    package struct Scalar: Sendable {
        package enum Style: Sendable {
            /// Written without quotes: only these can be numbers, booleans or null.
            case plain
            case singleQuoted, doubleQuoted, literal, folded
        }

        package let string: String
        package let style: Style
        /// Its explicit tag (`!!str x`), resolved by libyaml; quoted texts count as `!!str`.
        package let tag: String?
        package let mark: Mark?

        /// YAML's tag for text.
        package static let textTag = "tag:yaml.org,2002:str"
    }

    package struct Sequence: Sendable, RandomAccessCollection {
        package let items: [YAMLNode]
        package let mark: Mark?

        package var startIndex: Int { items.startIndex }
        package var endIndex: Int { items.endIndex }
        package subscript(index: Int) -> YAMLNode { items[index] }
    }

    package struct Mapping: Sendable, RandomAccessCollection {
        package let pairs: [(key: YAMLNode, value: YAMLNode)]
        package let mark: Mark?

        package var startIndex: Int { pairs.startIndex }
        package var endIndex: Int { pairs.endIndex }
        package subscript(index: Int) -> (key: YAMLNode, value: YAMLNode) { pairs[index] }

        /// The value of the first key that is the text `key`.
        package subscript(key: String) -> YAMLNode? {
            pairs.first { $0.key.string == key }?.value
        }
    }

    package var scalar: Scalar? { if case .scalar(let scalar) = self { scalar } else { nil } }
    package var sequence: Sequence? { if case .sequence(let sequence) = self { sequence } else { nil } }
    package var mapping: Mapping? { if case .mapping(let mapping) = self { mapping } else { nil } }

    /// A text node's text.
    package var string: String? { scalar?.string }

    /// YAML 1.1's booleans (`true`, `yes`, `on`, `false`, `no`, `off`, in any case), unless the
    /// text is tagged or quoted as text.
    package var bool: Bool? {
        guard let scalar, scalar.tag != Scalar.textTag else { return nil }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    package var mark: Mark? {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .sequence(let sequence): sequence.mark
        case .mapping(let mapping): mapping.mark
        }
    }
}

extension YAMLNode.Scalar {
    /// YAML 1.1's floats, for plain texts only: decimal and exponent forms with optional `_`
    /// separators, `.inf`, `-.inf`, `.nan`, and base-60 forms like `1:30`.
    package var double: Double? {
        guard style == .plain else { return nil }
        switch string.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default:
            let text = string.filter { $0 != "_" }
            return text.contains(":") ? Self.sexagesimal(text) : Double(text)
        }
    }

    /// `-1:30:15` → -(1 × 3600 + 30 × 60 + 15).
    private static func sexagesimal(_ text: String) -> Double? {
        let sign = text.hasPrefix("-") ? -1.0 : 1.0
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        var value = 0.0
        for part in digits.split(separator: ":", omittingEmptySubsequences: false) {
            guard let number = Double(part) else { return nil }
            value = value * 60 + number
        }
        return sign * value
    }
}
