/// A JSON value of `feed.json`, written byte for byte as `JSONSerialization` writes it with `[.prettyPrinted,
/// .sortedKeys, .withoutEscapingSlashes]`. Keys sort by bytes: its order for the feed's lowercase keys.
enum FeedJSON {
    case string(String)
    case array([FeedJSON])
    case object([String: FeedJSON])

    /// The document, ending in a newline.
    func bytes() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(16 << 10)
        write(into: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    private func write(into output: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text): Self.quote(text, into: &output)
        case .array(let items): Self.write(items.map { (nil, $0) }, between: ("[", "]"), into: &output, indent: indent)
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }.map { (key: $0.key as String?, value: $0.value) }
            Self.write(sorted, between: ("{", "}"), into: &output, indent: indent)
        }
    }

    /// A list's or an object's items, one a line, each object member led by its quoted key.
    private static func write(
        _ items: [(key: String?, value: FeedJSON)], between marks: (Unicode.Scalar, Unicode.Scalar),
        into output: inout [UInt8], indent: Int
    ) {
        output += [UInt8(ascii: marks.0), UInt8(ascii: "\n")]
        for (index, item) in items.enumerated() {
            if index > 0 { output += ",\n".utf8 }
            output += repeatElement(UInt8(ascii: " "), count: indent + 2)
            if let key = item.key {
                quote(key, into: &output)
                output += " : ".utf8
            }
            item.value.write(into: &output, indent: indent + 2)
        }
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: indent)
        output.append(UInt8(ascii: marks.1))
    }

    /// `"`, `\` and control characters escaped (`\b \t \n \f \r`, else `\u00xx`); everything
    /// else, `/` and non-ASCII included, as it is.
    static func quote(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += "\\\"".utf8
            case UInt8(ascii: "\\"): output += "\\\\".utf8
            case 0x08: output += "\\b".utf8
            case 0x09: output += "\\t".utf8
            case 0x0A: output += "\\n".utf8
            case 0x0C: output += "\\f".utf8
            case 0x0D: output += "\\r".utf8
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += "\\u00".utf8
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
