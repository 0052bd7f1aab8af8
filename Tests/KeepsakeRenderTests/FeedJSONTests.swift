import Foundation
import Testing

@testable import KeepsakeRender

/// `feed.json` is written by hand, byte for byte as `JSONSerialization` writes it (which it was
/// first made with): checked here against `JSONSerialization` itself.
@Suite("feed.json writer")
struct FeedJSONTests {
    static let texts: [String] = [
        "", "plain", "a\"b\\c/d", "<p>x &amp; y</p>\n<p>z</p>\n", "한국어 😀 é ñ", "tab\there\r\nline",
        String((0..<0x20).map { Character(Unicode.Scalar($0)!) }) + "\u{7F}\u{80}\u{2028}\u{2029}\u{FEFF}",
        "https://example.org/d/2026/04/%EB%B2%9A%EA%BD%83/", "}]{[,: \"\"",
    ]

    func serialized(_ object: Any) throws -> [UInt8] {
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return Array(data) + [UInt8(ascii: "\n")]
    }

    @Test(arguments: texts)
    func stringsAreEscapedLikeJSONSerialization(text: String) throws {
        let ours = FeedJSON.object(["k": .string(text), "list": .array([.string(text), .string("x")])]).bytes()
        #expect(ours == (try serialized(["k": text, "list": [text, "x"]])))
    }

    @Test func nestingEmptyContainersAndKeyOrderMatch() throws {
        let ours = FeedJSON.object([
            "version": .string("1.1"),
            "items": .array([
                .object([
                    "title": .string("b"), "authors": .array([.object(["name": .string("민지")])]), "tags": .array([]),
                ]),
                .object(["id": .string("a"), "extra": .object([:])]),
            ]), "description": .string("d"), "date_published": .string("p"), "date": .string("x"),
            "home_page_url": .string("h"),
        ]).bytes()
        let theirs = try serialized(
            [
                "version": "1.1",
                "items": [
                    ["title": "b", "authors": [["name": "민지"]], "tags": [String]()],
                    ["id": "a", "extra": [String: String]()],
                ], "description": "d", "date_published": "p", "date": "x", "home_page_url": "h",
            ] as [String: Any])
        #expect(
            ours == theirs, "\(String(decoding: ours, as: UTF8.self))\n---\n\(String(decoding: theirs, as: UTF8.self))")
    }
}
