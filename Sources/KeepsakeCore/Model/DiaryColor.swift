/// A colour from the theme's palette (`peach`) or written as `#RRGGBB`.
public struct DiaryColor: Sendable, Hashable, Encodable {
    /// The palette name, when the colour came from the palette.
    public let name: String?
    /// Always `#rrggbb`, lower case.
    public let hex: String

    public init(name: String?, hex: String) { self.init(name: name, lowercased: hex.lowercased()) }

    /// A colour whose `hex` is lower case already (read back from the entry store).
    init(name: String?, lowercased hex: String) { (self.name, self.hex) = (name, hex) }

    /// Perceived lightness (0…1), so text on a card can pick a readable ink.
    public var isLight: Bool {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let (r, g, b) = (Double(value >> 16 & 0xff), Double(value >> 8 & 0xff), Double(value & 0xff))
        return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.6
    }

    /// Whether `text` is a `#RRGGBB` colour.
    public static func isHex(_ text: String) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy { $0.isASCII && $0.isHexDigit }
    }
}
