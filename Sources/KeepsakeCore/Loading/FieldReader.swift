import Foundation

/// Reads the fields of one YAML mapping with located diagnostics: every wrong type, unknown key
/// or out-of-range value is recorded (not thrown), so one pass reports all of a file's problems.
package struct FieldReader {
    let path: String
    /// File line of the YAML text's first line.
    let firstLine: Int
    /// The keys, searched without copying nodes (each copy retains them: a hot path), and the
    /// value of each.
    private let keys: [String]
    private let values: [YAMLNode]
    private let mappingNode: YAMLNode
    package private(set) var diagnostics: [Diagnostic] = []

    /// - Parameters:
    ///   - node: must be a mapping; otherwise one error is recorded and every field reads as absent.
    ///   - known: the accepted keys; any other key is a warning with a "did you mean".
    ///   - what: how the mapping is called in messages (`front matter`, `sticker`).
    ///   - meant: the known key that another tool's name for it stands for (`categories` → `tags`).
    package init(
        _ node: YAMLNode, path: String, firstLine: Int, known: [String], what: String, meant: [String: String] = [:]
    ) {
        self.path = path
        self.firstLine = firstLine
        self.mappingNode = node
        let pairs = node.mapping?.pairs ?? []
        keys = pairs.map { $0.key.string ?? "" }
        values = pairs.map(\.value)
        if node.mapping == nil {
            error(at: node, "\(what) must be a mapping of `key: value` pairs, found \(Self.describe(node))")
        }
        for (key, pair) in zip(keys, pairs) where !known.contains(key) {
            // `Draft: true` ignored would publish a draft: a known key in other letters is an error.
            if let meant = known.first(where: { $0.lowercased() == key.lowercased() }) {
                error(
                    at: pair.key, "unknown key \"\(key)\" in \(what): keys are lowercase",
                    hint: "did you mean \"\(meant)\"?")
                continue
            }
            diagnostics.append(
                .warning(
                    at: location(of: pair.key), "unknown key \"\(key)\" in \(what) is ignored",
                    hint: Suggestion.hint(for: key, known: known, noun: "keys", meant: meant)))
        }
    }

    // MARK: - Positions

    func location(of node: YAMLNode) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(path: path, line: firstLine) }
        return SourceLocation(path: path, line: mark.line + firstLine - 1, column: mark.column)
    }

    /// Where the mapping itself starts; used for "missing key" errors.
    package var mappingLocation: SourceLocation { location(of: mappingNode) }

    package mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    package mutating func error(at node: YAMLNode, _ message: String, hint: String? = nil) {
        diagnostics.append(.error(at: location(of: node), message, hint: hint))
    }

    // MARK: - Fields

    /// The value node of `key`, if present and not null.
    package func node(_ key: String) -> YAMLNode? {
        guard let index = keys.firstIndex(of: key) else { return nil }
        let value = values[index]
        return Self.isNull(value) ? nil : value
    }

    /// A text value. Numbers and booleans are read as written (`title: 2024` is "2024").
    package mutating func string(_ key: String) -> String? {
        guard let value = node(key) else { return nil }
        guard let scalar = value.scalar else {
            error(at: value, "\"\(key)\" must be text, found \(Self.describe(value))")
            return nil
        }
        return scalar.string
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let value = node(key) else { return nil }
        guard value.scalar != nil, let flag = value.bool else {
            error(at: value, "\"\(key)\" must be true or false, found \(Self.describe(value))")
            return nil
        }
        return flag
    }

    mutating func number(_ key: String, in range: ClosedRange<Double>) -> Double? {
        guard let value = node(key) else { return nil }
        guard case .scalar(let scalar) = value, let number = scalar.double, number.isFinite else {
            error(at: value, "\"\(key)\" must be a number, found \(Self.describe(value))")
            return nil
        }
        if !range.contains(number) {
            error(
                at: value,
                "\"\(key)\" is \(Self.format(number)), outside \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))",
                hint: "use a value from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
            return nil
        }
        return number
    }

    /// A list of texts with the node of each, for errors about one item; a single text is read as
    /// a list of one.
    package mutating func located(_ key: String) -> [(text: String, node: YAMLNode)] {
        guard let value = node(key) else { return [] }
        if let scalar = value.scalar { return [(scalar.string, value)] }
        guard let items = value.sequence else {
            error(at: value, "\"\(key)\" must be a list like [a, b], found \(Self.describe(value))")
            return []
        }
        var result: [(text: String, node: YAMLNode)] = []
        for item in items where !Self.isNull(item) {
            if let scalar = item.scalar {
                result.append((scalar.string, item))
            } else {
                error(at: item, "each item of \"\(key)\" must be text, found \(Self.describe(item))")
            }
        }
        return result
    }

    /// The items of a list (a missing key is an empty list).
    mutating func list(_ key: String) -> [YAMLNode] {
        guard let value = node(key) else { return [] }
        guard let items = value.sequence else {
            error(at: value, "\"\(key)\" must be a list, found \(Self.describe(value))")
            return []
        }
        return Array(items)
    }

    /// The text of `key` as `choose` reads it; text it reads as nothing is an error `problem` words.
    mutating func choice<Value>(
        _ key: String, _ choose: (String) -> Value?, problem: (String) -> (message: String, hint: String?)
    ) -> Value? {
        guard let text = string(key), let value = node(key) else { return nil }
        if let chosen = choose(text) { return chosen }
        let (message, hint) = problem(text)
        error(at: value, message, hint: hint)
        return nil
    }

    /// `read` of a nested mapping, with its own known keys; its diagnostics join this reader's.
    mutating func nested<Value>(
        _ value: YAMLNode, known: [String], what: String, _ read: (inout FieldReader) -> Value
    ) -> Value {
        var inner = FieldReader(value, path: path, firstLine: firstLine, known: known, what: what)
        defer { diagnostics += inner.diagnostics }
        return read(&inner)
    }

    // MARK: - Helpers

    static func isNull(_ node: YAMLNode) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        switch scalar.string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// How a wrong value is described in messages: `a list`, `a mapping`, `"abc"`.
    package static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar): return "\"\(scalar.string.prefix(40))\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
