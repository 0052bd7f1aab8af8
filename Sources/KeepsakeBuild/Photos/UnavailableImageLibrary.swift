import KeepsakeRender
import KeepsakeCore
/// An image library that is not there: photos are then published as they are. What a build gets
/// on a machine without libvips, and what tests use to check that path.
public struct UnavailableImageLibrary: ImageLibrary {
    public let unavailableReason: String?

    public init(reason: String = "no image library") {
        unavailableReason = reason
    }

    public var identity: String { "unavailable: " + (unavailableReason ?? "-") }

    public func readHeader(of path: String) throws(ImageLibraryError) -> ImageHeader {
        throw ImageLibraryError(unavailableReason ?? "no image library")
    }

    public func render(
        _ path: String, base: PixelSize, toSRGB: Bool, requests: [ImageRequest], keepMetadata: Bool
    ) throws(ImageLibraryError) -> [PixelSize] {
        throw ImageLibraryError(unavailableReason ?? "no image library")
    }
}
