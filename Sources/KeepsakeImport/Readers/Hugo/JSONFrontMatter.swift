import KeepsakeCore

/// JSON front matter (a Hugo file that opens with `{`): the object up to its matching `}`, read with
/// Keepsake's JSON parser, which keeps keys in the order written.
enum JSONFrontMatter {
    /// The object at the start of `text` and the body after it (the line end after `}` dropped),
    /// or why it cannot be read.
    static func split(_ text: String) -> Result<(table: FrontMatterValue, body: String), ImportFailure> {
        guard let end = objectEnd(in: text) else {
            return .failure(ImportFailure("JSON: the object opened with `{` is never closed"))
        }
        let node: JSONNode
        do throws(JSONSyntaxError) {
            node = try JSONNode.parse(String(text[..<end]))
        } catch {
            return .failure(ImportFailure("JSON at line \(error.line), column \(error.column): \(error.message)"))
        }
        var body = text[end...]
        if let lineEnd = body.firstIndex(of: "\n"), body[..<lineEnd].allSatisfy({ $0 == " " || $0 == "\t" }) {
            body = body[body.index(after: lineEnd)...]
        }
        return .success((value(node.value), String(body)))
    }

    static func value(_ value: JSONValue) -> FrontMatterValue {
        switch value {
        case .object(let members):
            .table(
                members.compactMap { member in
                    if case .null = member.value.value { return nil }
                    return (key: member.key, value: Self.value(member.value.value))
                })
        case .array(let items): .list(items.map { Self.value($0.value) })
        case .string(let text): .text(text)
        case .number(let number): .number(number)
        case .bool(let flag): .flag(flag)
        case .null: .text("")
        }
    }

    /// Just after the `}` that closes the object opening `text` (strings and their escapes skipped).
    private static func objectEnd(in text: String) -> String.Index? {
        var depth = 0
        var inString = false
        var escaped = false
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return text.utf8.index(after: index) }
            default: break
            }
        }
        return nil
    }
}
