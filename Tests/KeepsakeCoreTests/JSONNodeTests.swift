import Testing

@testable import KeepsakeCore

@Suite("JSONNode.parse")
struct JSONNodeTests {
    private func value(_ text: String) throws -> JSONValue {
        try JSONNode.parse(text).value
    }

    /// The error for `text`, or a recorded issue when it parses.
    private func syntaxError(_ text: String, maxDepth: Int = 64) -> JSONSyntaxError? {
        do {
            let node = try JSONNode.parse(text, maxDepth: maxDepth)
            Issue.record("expected a syntax error, parsed \(node.value)")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
        (#""\u00e9\u0041""#, "éA"),
        (#""\uD55C\uAE00""#, "한글"),
        (#""\ud83d\ude00""#, "😀"),
        (#""x\uD83D\uDE00y""#, "x😀y"),
        (#""벚꽃 🌸""#, "벚꽃 🌸"),
        (#""""#, ""),
    ])
    func strings(json: String, expected: String) throws {
        #expect(try value(json) == .string(expected))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("42", 42), ("-17", -17), ("3.25", 3.25), ("1e3", 1000), ("2.5E-2", 0.025),
        ("-1.5e+2", -150),
    ])
    func numbers(json: String, expected: Double) throws {
        #expect(try value(json) == .number(expected))
    }

    @Test func literals() throws {
        #expect(try value("true") == .bool(true))
        #expect(try value(" false ") == .bool(false))
        #expect(try value("\n\tnull\r\n") == .null)
    }

    @Test func nestingKeepsOrderAndPositions() throws {
        let text = "{\n  \"b\": [1, {\"x\": null}],\n  \"a\": \"한글\"\n}"
        let root = try JSONNode.parse(text)
        #expect((root.line, root.column) == (1, 1))
        guard case .object(let members) = root.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        let list = try #require(root["b"])
        #expect((list.line, list.column) == (2, 8))
        guard case .array(let items) = list.value else {
            Issue.record("expected a list")
            return
        }
        #expect(items.map { [$0.line, $0.column] } == [[2, 9], [2, 12]])
        #expect(items[1]["x"]?.value == .null)
        #expect(items[1]["x"].map { [$0.line, $0.column] } == [2, 18])
        #expect(root["a"]?.value == .string("한글"))
        #expect(root["a"].map { [$0.line, $0.column] } == [3, 8])
        #expect(root["missing"] == nil)
        #expect(list["x"] == nil)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try JSONNode.parse(#"{"이름": "민지", "나이": 7}"#)
        #expect(root["나이"].map { [$0.line, $0.column] } == [1, 20])
    }

    @Test(arguments: [
        ("", 1, 1, "unexpected end of file, expected a value"),
        ("{\"a\": }", 1, 7, "unexpected character `}`, expected a value"),
        ("{\"이름\": x}", 1, 8, "unexpected character `x`, expected a value"),
        ("{\n  \"메모\": \"좋아\",\n  \"b\": tru\n}", 3, 8, "unexpected word; JSON knows true, false and null"),
        ("[1, 2", 1, 6, "expected `,` or `]` after a list item (is a comma missing?)"),
        ("[1 2]", 1, 4, "expected `,` or `]` after a list item (is a comma missing?)"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected `,` or `}` after a value (is a comma missing?)"),
        ("{a: 1}", 1, 2, "expected a key in double quotes"),
        ("{\"a\" 1}", 1, 6, "expected `:` after the key \"a\""),
        ("{\"a\": 1, \"a\": 2}", 1, 13, "duplicate key \"a\""),
        ("\"abc", 1, 5, "text is never closed with `\"`"),
        ("\"a\nb\"", 1, 3, "control character inside text; write line breaks as \\n"),
        ("\"\\x\"", 1, 4, "unknown escape \\`x`"),
        ("\"\\u12\"", 1, 4, "\\u must be followed by four hex digits"),
        ("\"\\ud83d\"", 1, 8, "lone surrogate in \\u escape"),
        ("\"\\ude00\"", 1, 8, "lone surrogate in \\u escape"),
        ("\"\\ud83d\\u0041\"", 1, 14, "invalid surrogate pair in \\u escape"),
        ("01", 1, 3, "numbers may not start with 0"),
        ("-", 1, 2, "a number needs digits"),
        ("1.", 1, 3, "a number needs digits after `.`"),
        ("1e", 1, 3, "a number needs digits after the exponent"),
        ("+1", 1, 1, "unexpected character `+`, expected a value"),
        ("1 2", 1, 3, "unexpected text after the end of the JSON value"),
        ("{} x", 1, 4, "unexpected text after the end of the JSON value"),
        ("\u{7}", 1, 1, "unexpected character 0x7, expected a value"),
    ])
    func syntaxErrors(json: String, line: Int, column: Int, message: String) {
        let error = syntaxError(json)
        #expect(error == JSONSyntaxError(message: message, line: line, column: column))
    }

    /// RFC 8259: `\u` takes exactly four hex digits; Swift's `UInt32(_:radix:)` also takes a sign.
    @Test(arguments: [#""\u+041""#, #""\u-000""#])
    func signedUnicodeEscapeIsRejected(json: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONNode.parse(json) }
    }

    @Test func depthLimit() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONNode.parse(deepest) }
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(
            syntaxError(tooDeep)
                == JSONSyntaxError(message: "JSON nested deeper than 64 levels", line: 1, column: 65))
        let objects = String(repeating: "{\"a\":", count: 3) + "1}}}"
        #expect(
            syntaxError(objects, maxDepth: 2)
                == JSONSyntaxError(message: "JSON nested deeper than 2 levels", line: 1, column: 11))
    }

    @Test func hostileNestingDoesNotCrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(syntaxError(text)?.message == "JSON nested deeper than 64 levels")
    }

    @Test func kindsForMessages() throws {
        #expect(try value("{}").kind == "an object")
        #expect(try value("[]").kind == "a list")
        #expect(try value("\"hi\"").kind == "the text \"hi\"")
        #expect(try value("true").kind == "true")
        #expect(try value("null").kind == "null")
        let long = String(repeating: "가", count: 50)
        #expect(try value("\"\(long)\"").kind == "the text \"\(String(repeating: "가", count: 40))\"")
    }
}
