import Testing

@testable import KeepsakeCore

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test func prettyPrintsInStoredOrder() throws {
        let node = try JSONNode.parse(
            #"{"z": 1, "a": [true, null, {"k": "v"}], "empty": {}, "none": [], "m": {"y": -2.5, "b": "텍스트 🌸"}}"#)
        #expect(
            JSONWriter.format(node.value) == """
                {
                  "z": 1,
                  "a": [
                    true,
                    null,
                    {
                      "k": "v"
                    }
                  ],
                  "empty": {},
                  "none": [],
                  "m": {
                    "y": -2.5,
                    "b": "텍스트 🌸"
                  }
                }

                """)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b\\c/d", #""a\"b\\c/d""#),
        ("line\nnext\ttab\r", #""line\nnext\ttab\r""#),
        ("\u{08}\u{0C}\u{01}\u{1F}\u{7F}", #""\b\f\u0001\u001F\u007F""#),
        ("벚꽃 😀", #""벚꽃 😀""#),
    ])
    func quotes(text: String, json: String) throws {
        #expect(JSONWriter.quote(text) == json)
        #expect(try JSONNode.parse(json).value == .string(text))
    }

    @Test(arguments: [
        (0.0, "0"), (42, "42"), (-17, "-17"), (3.25, "3.25"), (0.1, "0.1"), (1e300, "1e+300"), (2.5e-7, "2.5e-07"),
        (9_007_199_254_740_992, "9007199254740992"), (.infinity, "1.7976931348623157e308"),
    ])
    func numbers(value: Double, json: String) throws {
        #expect(JSONWriter.number(value) == json)
        if value.isFinite { #expect(try JSONNode.parse(json).value == .number(value)) }
    }

    @Test func formattingIsStable() throws {
        let text = #"{"comments": [{"id": "c1", "body": "x", "n": 1.5e3, "deep": [[[]]]}]}"#
        let once = JSONWriter.format(try JSONNode.parse(text).value)
        #expect(JSONWriter.format(try JSONNode.parse(once).value) == once)
    }
}
