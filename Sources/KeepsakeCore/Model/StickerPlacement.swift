/// A sticker from the theme's catalog placed on a polaroid or the cover.
public struct StickerPlacement: Sendable, Hashable, Encodable {
    public let name: String
    /// Centre of the sticker, in percent of the polaroid's width (0…100).
    public let x: Double
    /// Centre of the sticker, in percent of the polaroid's height (0…100).
    public let y: Double
    /// Degrees clockwise (-180…180).
    public let rotate: Double
    /// 1 is the theme's natural size (0.25…3).
    public let scale: Double

    public static let xRange = 0.0...100.0
    public static let yRange = 0.0...100.0
    public static let rotateRange = -180.0...180.0
    public static let scaleRange = 0.25...3.0

    public init(name: String, x: Double, y: Double, rotate: Double = 0, scale: Double = 1) {
        (self.name, self.x, self.y, self.rotate, self.scale) = (name, x, y, rotate, scale)
    }
}
