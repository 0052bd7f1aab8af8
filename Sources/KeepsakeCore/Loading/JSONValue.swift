/// A JSON value with the line and column where it starts, for located sidecar errors: a strict
/// parser (RFC 8259), as Foundation's reports neither positions nor duplicate keys.
public indirect enum JSONValue: Sendable, Equatable {
    case object([(key: String, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// `an object`, `a list`, `"text"`… for messages.
    public var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "a list"
        case .string(let text): return "the text \"\(text.prefix(40))\""
        case .number(let number): return "the number \(FieldReader.format(number))"
        case .bool(let flag): return "\(flag)"
        case .null: return "null"
        }
    }
}

/// A JSON value and where it starts in its file.
public struct JSONNode: Sendable, Equatable {
    public let value: JSONValue
    public let line: Int
    public let column: Int

    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// A JSON syntax error at a position.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let message: String
    public let line: Int
    public let column: Int
}

extension JSONNode {
    /// Parses a whole JSON document; nesting is limited so hostile input cannot exhaust the stack.
    public static func parse(_ text: String, maxDepth: Int = 64) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), maxDepth: maxDepth)
        return try parser.document()
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var columnIndex = 0
    var columnValue = 1

    /// Column in characters, not bytes, so Korean text before an error counts right.
    /// Counted on from the last call, so a long one-line file stays linear.
    mutating func column() -> Int {
        if columnIndex < lineStart || columnIndex > index { (columnIndex, columnValue) = (lineStart, 1) }
        for byte in bytes[columnIndex..<index] where byte & 0xC0 != 0x80 { columnValue += 1 }
        columnIndex = index
        return columnValue
    }

    mutating func fail(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column())
    }

    mutating func document() throws(JSONSyntaxError) -> JSONNode {
        skipSpace()
        let node = try value()
        skipSpace()
        guard index == bytes.count else { throw fail("unexpected text after the end of the JSON value") }
        return node
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    mutating func value() throws(JSONSyntaxError) -> JSONNode {
        let (startLine, startColumn) = (line, column())
        guard index < bytes.count else { throw fail("unexpected end of file, expected a value") }
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try object()
        case UInt8(ascii: "["): value = try array()
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        default:
            throw fail("unexpected character \(describe(bytes[index])), expected a value")
        }
        return JSONNode(value: value, line: startLine, column: startColumn)
    }

    mutating func nest() throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth { throw fail("JSON nested deeper than \(maxDepth) levels") }
    }

    mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONNode)] = []
        var keys = Set<String>()
        skipSpace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard peek(UInt8(ascii: "\"")) else { throw fail("expected a key in double quotes") }
            let key = try string()
            guard keys.insert(key).inserted else { throw fail("duplicate key \"\(key)\"") }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw fail("expected `:` after the key \"\(key)\"") }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
            throw fail("expected `,` or `}` after a value (is a comma missing?)")
        }
    }

    mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var items: [JSONNode] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
            throw fail("expected `,` or `]` after a list item (is a comma missing?)")
        }
    }

    /// A string's text, each run between escapes checked as UTF-8.
    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var decoded: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                guard String(validating: bytes[runStart..<index], as: UTF8.self) != nil else {
                    throw fail("text is not valid UTF-8")
                }
                decoded += bytes[runStart..<index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: decoded, as: UTF8.self) }
                decoded += String(try escape()).utf8
                runStart = index
            } else if byte < 0x20 {
                throw fail("control character inside text; write line breaks as \\n")
            } else {
                index += 1
            }
        }
        throw fail("text is never closed with `\"`")
    }

    mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw fail("unfinished escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw fail("lone surrogate in \\u escape") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair in \\u escape") }
                return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw fail("lone surrogate in \\u escape") }
            return scalar
        default:
            // After a line break the column would count on past its line: point at the break itself.
            if byte == 0x0A { index -= 1 }
            throw fail("unknown escape \\\(describe(byte))")
        }
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        let digits = index + 4 <= bytes.count ? bytes[index..<index + 4] : []
        guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw fail("\\u must be followed by four hex digits") }
        index += 4
        return value
    }

    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let integer = digits()
        guard integer > 0 else { throw fail("a number needs digits") }
        if integer > 1, bytes[index - integer] == 48 { throw fail("numbers may not start with 0") }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw fail("a number needs digits after `.`") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw fail("a number needs digits after the exponent") }
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw fail("invalid number")
        }
        return number
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
        else { throw fail("unexpected word; JSON knows true, false and null") }
        index += expected.count
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "`\(Character(Unicode.Scalar(byte)))`" : "0x\(String(byte, radix: 16))"
    }
}
