import Testing

@testable import KeepsakeCore

@Suite("DiaryColor")
struct DiaryColorTests {
    @Test(arguments: [
        ("#ff8800", true), ("#FF8800", true), ("#Ab12eF", true), ("#000000", true),
        ("ff8800", false), ("#ff880", false), ("#ff88000", false), ("#gg8800", false), ("", false),
        ("#ff 880", false), ("#", false), ("##ff880", false),
    ])
    func isHex(text: String, expected: Bool) {
        #expect(DiaryColor.isHex(text) == expected)
    }

    /// Full-width digits and letters (typed with a CJK input method) are not CSS hex digits.
    @Test(arguments: ["#ＦＦ8800", "#ff８８００"])
    func fullWidthDigitsAreNotHex(text: String) {
        #expect(!DiaryColor.isHex(text))
    }

    @Test func hexIsLowerCased() {
        #expect(DiaryColor(name: nil, hex: "#FFAA00").hex == "#ffaa00")
        #expect(DiaryColor(name: "Peach", hex: "#FFCBA4").name == "Peach")
    }

    @Test(arguments: [
        ("#ffffff", true), ("#000000", false), ("#ffff00", true), ("#0000ff", false), ("#ff0000", false),
        ("#808080", false), ("#a0a0a0", true), ("#9a9a9a", true), ("#989898", false), ("#ffcba4", true),
        ("#222233", false), ("#b8e0d2", true),
    ])
    func isLight(hex: String, light: Bool) {
        #expect(DiaryColor(name: nil, hex: hex).isLight == light)
    }
}
