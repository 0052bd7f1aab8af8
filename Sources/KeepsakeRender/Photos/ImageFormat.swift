/// The formats photos are published in.
public enum ImageFormat: String, Sendable, Hashable, Codable {
    case webp, jpeg, png

    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
}
