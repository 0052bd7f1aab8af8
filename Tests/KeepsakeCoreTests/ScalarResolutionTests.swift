import Testing

@testable import KeepsakeCore

/// What a value means, recorded: `v: TEXT` read as text (and with which style), as null, as a
/// boolean (`YAMLNode.bool`) and as a number (`FieldReader.double`). These are Keepsake's rules
/// (YAML 1.1's booleans in any case, `~` and `null` as null, numbers as Swift's `Double` reads
/// them), not PyYAML's; a change here changes what a diary means.
@Suite("Scalar resolution")
struct ScalarResolutionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        /// The value's text; `nil` when it is a list or mapping, or not YAML at all.
        let string: String?
        let style: YAMLNode.Scalar.Style?
        let null: Bool
        let bool: Bool?
        let number: Double?

        init(
            _ text: String, _ string: String?, _ style: YAMLNode.Scalar.Style?, null: Bool, bool: Bool?,
            number: Double?
        ) {
            (self.text, self.string, self.style, self.null, self.bool, self.number) =
                (text, string, style, null, bool, number)
        }

        var testDescription: String { text.debugDescription }
    }

    // Hexadecimal (`0x1A`), `inf` and `nan` are numbers because Swift's `Double` reads them;
    // `number` refuses infinities and NaN afterwards. `!!str ~` is null: only the style counts.
    static let cases: [Case] = [
        Case("0", "0", .plain, null: false, bool: nil, number: 0.0),
        Case("12", "12", .plain, null: false, bool: nil, number: 12.0),
        Case("-3", "-3", .plain, null: false, bool: nil, number: -3.0),
        Case("+4", "+4", .plain, null: false, bool: nil, number: 4.0),
        Case("1.5", "1.5", .plain, null: false, bool: nil, number: 1.5),
        Case(".5", ".5", .plain, null: false, bool: nil, number: 0.5),
        Case("5.", "5.", .plain, null: false, bool: nil, number: 5.0),
        Case("-.5", "-.5", .plain, null: false, bool: nil, number: -0.5),
        Case("1e3", "1e3", .plain, null: false, bool: nil, number: 1000.0),
        Case("1E3", "1E3", .plain, null: false, bool: nil, number: 1000.0),
        Case("1e+3", "1e+3", .plain, null: false, bool: nil, number: 1000.0),
        Case("-1e-3", "-1e-3", .plain, null: false, bool: nil, number: -0.001),
        Case("1.5e3", "1.5e3", .plain, null: false, bool: nil, number: 1500.0),
        Case("1_000", "1_000", .plain, null: false, bool: nil, number: 1000.0),
        Case("1_000.5", "1_000.5", .plain, null: false, bool: nil, number: 1000.5),
        Case("1__0", "1__0", .plain, null: false, bool: nil, number: 10.0),
        Case("_1", "_1", .plain, null: false, bool: nil, number: 1.0),
        Case("1_", "1_", .plain, null: false, bool: nil, number: 1.0),
        Case("1:30", "1:30", .plain, null: false, bool: nil, number: 90.0),
        Case("-1:30:15", "-1:30:15", .plain, null: false, bool: nil, number: -5415.0),
        Case("190:20:30", "190:20:30", .plain, null: false, bool: nil, number: 685230.0),
        Case("12:30", "12:30", .plain, null: false, bool: nil, number: 750.0),
        Case("1::2", "1::2", .plain, null: false, bool: nil, number: nil),
        Case("010", "010", .plain, null: false, bool: nil, number: 10.0),
        Case("007", "007", .plain, null: false, bool: nil, number: 7.0),
        Case("00", "00", .plain, null: false, bool: nil, number: 0.0),
        Case("+0", "+0", .plain, null: false, bool: nil, number: 0.0),
        Case("-0", "-0", .plain, null: false, bool: nil, number: -0.0),
        Case("0.", "0.", .plain, null: false, bool: nil, number: 0.0),
        Case("0x1A", "0x1A", .plain, null: false, bool: nil, number: 26.0),
        Case("0x1F", "0x1F", .plain, null: false, bool: nil, number: 31.0),
        Case("0o17", "0o17", .plain, null: false, bool: nil, number: nil),
        Case("0b101", "0b101", .plain, null: false, bool: nil, number: nil),
        Case("0x", "0x", .plain, null: false, bool: nil, number: nil),
        Case("1e400", "1e400", .plain, null: false, bool: nil, number: .infinity),
        Case("1,5", "1,5", .plain, null: false, bool: nil, number: nil),
        Case("1 2", "1 2", .plain, null: false, bool: nil, number: nil),
        Case("1.2.3", "1.2.3", .plain, null: false, bool: nil, number: nil),
        Case("--1", "--1", .plain, null: false, bool: nil, number: nil),
        Case("12abc", "12abc", .plain, null: false, bool: nil, number: nil),
        Case("１２", "１２", .plain, null: false, bool: nil, number: nil),
        Case("١٢", "١٢", .plain, null: false, bool: nil, number: nil),
        Case(".inf", ".inf", .plain, null: false, bool: nil, number: .infinity),
        Case("-.inf", "-.inf", .plain, null: false, bool: nil, number: -.infinity),
        Case("+.inf", "+.inf", .plain, null: false, bool: nil, number: .infinity),
        Case("+.INF", "+.INF", .plain, null: false, bool: nil, number: .infinity),
        Case("-.Inf", "-.Inf", .plain, null: false, bool: nil, number: -.infinity),
        Case(".Inf", ".Inf", .plain, null: false, bool: nil, number: .infinity),
        Case("inf", "inf", .plain, null: false, bool: nil, number: .infinity),
        Case("Infinity", "Infinity", .plain, null: false, bool: nil, number: .infinity),
        Case(".nan", ".nan", .plain, null: false, bool: nil, number: .nan),
        Case(".NaN", ".NaN", .plain, null: false, bool: nil, number: .nan),
        Case(".NAN", ".NAN", .plain, null: false, bool: nil, number: .nan),
        Case("nan", "nan", .plain, null: false, bool: nil, number: .nan),
        Case("+", "+", .plain, null: false, bool: nil, number: nil),
        Case("-", nil, nil, null: false, bool: nil, number: nil),  // not YAML
        Case(".", ".", .plain, null: false, bool: nil, number: nil),
        Case("", "", .plain, null: true, bool: nil, number: nil),
        Case("~", "~", .plain, null: true, bool: nil, number: nil),
        Case("null", "null", .plain, null: true, bool: nil, number: nil),
        Case("Null", "Null", .plain, null: true, bool: nil, number: nil),
        Case("NULL", "NULL", .plain, null: true, bool: nil, number: nil),
        Case("nUll", "nUll", .plain, null: false, bool: nil, number: nil),
        Case("'~'", "~", .singleQuoted, null: false, bool: nil, number: nil),
        Case("''", "", .singleQuoted, null: false, bool: nil, number: nil),
        Case("\"\"", "", .doubleQuoted, null: false, bool: nil, number: nil),
        Case("!!str ~", "~", .plain, null: true, bool: nil, number: nil),
        Case("!!null ~", "~", .plain, null: true, bool: nil, number: nil),
        Case("true", "true", .plain, null: false, bool: true, number: nil),
        Case("True", "True", .plain, null: false, bool: true, number: nil),
        Case("TRUE", "TRUE", .plain, null: false, bool: true, number: nil),
        Case("tRUE", "tRUE", .plain, null: false, bool: true, number: nil),
        Case("false", "false", .plain, null: false, bool: false, number: nil),
        Case("False", "False", .plain, null: false, bool: false, number: nil),
        Case("FALSE", "FALSE", .plain, null: false, bool: false, number: nil),
        Case("yes", "yes", .plain, null: false, bool: true, number: nil),
        Case("Yes", "Yes", .plain, null: false, bool: true, number: nil),
        Case("YES", "YES", .plain, null: false, bool: true, number: nil),
        Case("yEs", "yEs", .plain, null: false, bool: true, number: nil),
        Case("no", "no", .plain, null: false, bool: false, number: nil),
        Case("No", "No", .plain, null: false, bool: false, number: nil),
        Case("NO", "NO", .plain, null: false, bool: false, number: nil),
        Case("on", "on", .plain, null: false, bool: true, number: nil),
        Case("On", "On", .plain, null: false, bool: true, number: nil),
        Case("ON", "ON", .plain, null: false, bool: true, number: nil),
        Case("off", "off", .plain, null: false, bool: false, number: nil),
        Case("Off", "Off", .plain, null: false, bool: false, number: nil),
        Case("OFF", "OFF", .plain, null: false, bool: false, number: nil),
        Case("y", "y", .plain, null: false, bool: nil, number: nil),
        Case("Y", "Y", .plain, null: false, bool: nil, number: nil),
        Case("n", "n", .plain, null: false, bool: nil, number: nil),
        Case("N", "N", .plain, null: false, bool: nil, number: nil),
        Case("'yes'", "yes", .singleQuoted, null: false, bool: nil, number: nil),
        Case("\"no\"", "no", .doubleQuoted, null: false, bool: nil, number: nil),
        Case("\"true\"", "true", .doubleQuoted, null: false, bool: nil, number: nil),
        Case("!!str yes", "yes", .plain, null: false, bool: nil, number: nil),
        Case("!!bool yes", "yes", .plain, null: false, bool: true, number: nil),
        Case("!!str 12", "12", .plain, null: false, bool: nil, number: 12.0),
        Case("\"12\"", "12", .doubleQuoted, null: false, bool: nil, number: nil),
        Case("'3'", "3", .singleQuoted, null: false, bool: nil, number: nil),
        Case("|\n  12", "12", .literal, null: false, bool: nil, number: nil),
        Case(">\n  true", "true", .folded, null: false, bool: nil, number: nil),
        Case("abc", "abc", .plain, null: false, bool: nil, number: nil),
        Case("2024-05-03", "2024-05-03", .plain, null: false, bool: nil, number: nil),
        Case("2024-05-03 10:00", "2024-05-03 10:00", .plain, null: false, bool: nil, number: nil),
        Case("2024-05-03T10:00:00Z", "2024-05-03T10:00:00Z", .plain, null: false, bool: nil, number: nil),
        Case("2024-05-03T10:00:00+09:00", "2024-05-03T10:00:00+09:00", .plain, null: false, bool: nil, number: nil),
        Case("[1]", nil, nil, null: false, bool: nil, number: nil),  // not text
        Case("{a: 1}", nil, nil, null: false, bool: nil, number: nil),  // not text
        Case("- x", nil, nil, null: false, bool: nil, number: nil),  // not YAML
        Case("a: b: c", nil, nil, null: false, bool: nil, number: nil),  // not YAML
    ]

    @Test(arguments: cases)
    func readsAsRecorded(_ recorded: Case) {
        let node = (try? YAMLComposer.compose("v: \(recorded.text)"))??.mapping?["v"]
        guard let node, let scalar = node.scalar else {
            #expect(recorded.string == nil)
            return
        }
        #expect(scalar.string == recorded.string)
        #expect(scalar.style == recorded.style)
        #expect(FieldReader.isNull(node) == recorded.null)
        #expect(node.bool == recorded.bool)
        let number = scalar.double
        #expect(number == recorded.number || (number?.isNaN == true && recorded.number?.isNaN == true))
    }
}
