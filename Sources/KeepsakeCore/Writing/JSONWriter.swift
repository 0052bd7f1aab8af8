/// Writes a `JSONValue` as pretty-printed JSON that diffs well in git: two-space indentation, keys
/// in stored order, one member a line, UTF-8 text with only `"`, `\` and control characters escaped.
public enum JSONWriter {
    /// The whole document, ending in a newline.
    public static func format(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output.append("\n")
        return output
    }

    /// A JSON string literal, quotes included.
    public static func quote(_ text: String) -> String {
        doubleQuoted(text, shortEscapes: true) { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// A JSON number literal.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value < 0 ? "-1.7976931348623157e308" : "1.7976931348623157e308" }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }
}

// MARK: - Writing

private extension JSONWriter {
    static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .object(let members):
            write(members.map { (quote($0.key) + ": ", $0.value.value) }, in: ("{", "}"), indent: indent, into: &output)
        case .array(let items): write(items.map { ("", $0.value) }, in: ("[", "]"), indent: indent, into: &output)
        case .string(let text): output += quote(text)
        case .number(let number): output += Self.number(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// An object's members (`"key": ` and value) or an array's items (`""` and value), one a line.
    static func write(
        _ items: [(lead: String, value: JSONValue)], in brackets: (String, String), indent: Int,
        into output: inout String
    ) {
        guard !items.isEmpty else { output += brackets.0 + brackets.1; return }
        output += brackets.0 + "\n"
        for (index, item) in items.enumerated() {
            output += String(repeating: " ", count: indent + 2) + item.lead
            write(item.value, indent: indent + 2, into: &output)
            output += index == items.count - 1 ? "\n" : ",\n"
        }
        output += String(repeating: " ", count: indent) + brackets.1
    }
}

/// `text` in double quotes with `"`, `\`, `\n`, `\r` and `\t` escaped (`\b` and `\f` too with
/// `shortEscapes`) and the scalars `isHex` picks as `\uXXXX`: the escapes JSON and YAML share.
func doubleQuoted(_ text: String, shortEscapes: Bool, hex isHex: (Unicode.Scalar) -> Bool) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case "\u{08}" where shortEscapes: output += "\\b"
        case "\u{0C}" where shortEscapes: output += "\\f"
        case _ where isHex(scalar):
            let hex = String(scalar.value, radix: 16, uppercase: true)
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: output.unicodeScalars.append(scalar)
        }
    }
    return output + "\""
}
