/// A width and a height in pixels.
public struct PixelSize: Sendable, Hashable, Codable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
}
