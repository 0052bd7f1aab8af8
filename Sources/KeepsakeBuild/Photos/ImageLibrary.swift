import KeepsakeRender
/// The image library that resizes photos: libvips (`VipsImageLibrary`) or a stand-in. Calls
/// block; the photo pipeline makes them on its own threads.
public protocol ImageLibrary: Sendable {
    /// `nil` when pictures can be processed; otherwise why not, for the build's error
    /// (`libvips.so.42: cannot open shared object file`).
    var unavailableReason: String? { get }

    /// Reads a picture's header, not its pixels.
    func readHeader(of path: String) throws(ImageLibraryError) -> ImageHeader

    /// Decodes `path` once, upright and fitted inside `base`, then writes every request from it;
    /// returns the size of each file written, in order.
    func render(
        _ path: String, base: PixelSize, toSRGB: Bool, requests: [ImageRequest], keepMetadata: Bool
    ) throws(ImageLibraryError) -> [PixelSize]

    /// Which library this is and how it is set up, for the build stamp: a build with another
    /// one is not skipped as up to date. By default the type's name.
    var identity: String { get }
}

extension ImageLibrary {
    public var identity: String { _typeName(type(of: self)) }
}

/// What the image library said when it could not read or write a picture.
public struct ImageLibraryError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// A picture's header: its size once turned upright by its EXIF orientation, and what it holds.
public struct ImageHeader: Sendable, Hashable {
    public let size: PixelSize
    public let hasAlpha: Bool
    /// It embeds an ICC profile (a phone's Display P3, say), so it is converted to sRGB.
    public let hasColorProfile: Bool
}

/// One file to make from a decoded picture.
public struct ImageRequest: Sendable, Hashable {
    /// The box to fit the picture in, or to fill and crop to when `crop` is set. Never upscaled.
    public let box: PixelSize
    /// Fill the box and cut what overflows, keeping the most interesting part (libvips' attention).
    public let crop: Bool
    public let format: ImageFormat
    /// 1–100, for WebP and JPEG.
    public let quality: Int
    /// Where to write it (absolute path).
    public let destination: String
}
