import KeepsakeRender
import CVipsLoader
import KeepsakeCore

/// libvips (Debian `libvips42`), loaded when first used: Keepsake is not linked against it, so a
/// machine without it still builds and runs Keepsake (photos not in the photo cache are then an
/// error, or published unresized without metadata with `photos: publish_originals`).
public struct VipsImageLibrary: ImageLibrary {
    /// The library file to load; `nil` for `libvips.so.42` found the usual way.
    public let libraryPath: String?

    public init(libraryPath: String? = nil) {
        self.libraryPath = libraryPath
    }

    public var identity: String { "libvips " + (libraryPath ?? "-") }

    public var unavailableReason: String? {
        guard cvips_load(libraryPath) != 0 else { return nil }
        return Self.takeError()
    }

    /// The loaded libvips' version (`8.14.1`), or `nil` when it cannot be loaded.
    public var version: String? {
        guard cvips_load(libraryPath) == 0 else { return nil }
        return String(cString: cvips_version())
    }

    /// Which of the formats photos come in the loaded libvips reads, by name (`HEIC`, `WebP`, …).
    public var readableFormats: [(format: String, readable: Bool)] {
        guard cvips_load(libraryPath) == 0 else { return [] }
        return [
            ("JPEG", "jpegload"), ("PNG", "pngload"), ("WebP", "webpload"), ("HEIC", "heifload"), ("AVIF", "heifload"),
            ("GIF", "gifload"), ("TIFF", "tiffload"), ("SVG", "svgload"), ("JPEG XL", "jxlload"),
        ].map {
            ($0.0, cvips_has_operation($0.1) != 0)
        }
    }

    public func readHeader(of path: String) throws(ImageLibraryError) -> ImageHeader {
        guard cvips_load(libraryPath) == 0 else { throw ImageLibraryError(Self.takeError()) }
        var (width, height, orientation, alpha, profile): (Int32, Int32, Int32, Int32, Int32) = (0, 0, 1, 0, 0)
        guard cvips_probe(path, &width, &height, &orientation, &alpha, &profile) == 0 else {
            throw ImageLibraryError(Self.takeError())
        }
        // Orientations 5–8 turn the picture a quarter: it is as wide as it is stored high.
        let turned = (5...8).contains(orientation)
        return ImageHeader(
            size: PixelSize(width: Int(turned ? height : width), height: Int(turned ? width : height)),
            hasAlpha: alpha != 0, hasColorProfile: profile != 0)
    }

    public func render(
        _ path: String, base: PixelSize, toSRGB: Bool, requests: [ImageRequest], keepMetadata: Bool
    ) throws(ImageLibraryError) -> [PixelSize] {
        guard cvips_load(libraryPath) == 0 else { throw ImageLibraryError(Self.takeError()) }
        var decoded: OpaquePointer?
        guard
            cvips_thumbnail_file(path, Int32(base.width), Int32(base.height), CVIPS_CROP_NONE, toSRGB ? 1 : 0, &decoded)
                == 0,
            let decoded
        else { throw ImageLibraryError(Self.takeError()) }
        defer { cvips_release(decoded) }
        if !keepMetadata { cvips_strip_metadata(decoded) }
        let baseSize = PixelSize(width: Int(cvips_width(decoded)), height: Int(cvips_height(decoded)))
        var sizes: [PixelSize] = []
        for request in requests {
            var image = decoded
            var resized: OpaquePointer?
            let fits = !request.crop && baseSize.width <= request.box.width && baseSize.height <= request.box.height
            if !fits {
                guard
                    cvips_thumbnail_image(
                        decoded, Int32(request.box.width), Int32(request.box.height),
                        request.crop ? CVIPS_CROP_ATTENTION : CVIPS_CROP_NONE, &resized) == 0,
                    let resized
                else { throw ImageLibraryError(Self.takeError()) }
                image = resized
            }
            defer { if let resized { cvips_release(resized) } }
            let strip: Int32 = keepMetadata ? 0 : 1
            let saved: Int32 =
                switch request.format {
                case .webp: cvips_save_webp(image, request.destination, Int32(request.quality), strip)
                case .jpeg: cvips_save_jpeg(image, request.destination, Int32(request.quality), strip)
                case .png: cvips_save_png(image, request.destination, strip)
                }
            guard saved == 0 else { throw ImageLibraryError(Self.takeError()) }
            if request.format == .webp && !keepMetadata {
                do { try WebPMetadata.strip(fileAt: request.destination) } catch {
                    throw ImageLibraryError("cannot rewrite \(request.destination): \(SystemError.reason(error))")
                }
            }
            sizes.append(PixelSize(width: Int(cvips_width(image)), height: Int(cvips_height(image))))
        }
        return sizes
    }

    /// What libvips (or the loader) said last on this thread, on one line.
    private static func takeError() -> String {
        var buffer = [CChar](repeating: 0, count: 1024)
        cvips_take_error(&buffer, buffer.count)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var unique: [String] = []
        for line in lines where !unique.contains(line) { unique.append(line) }
        return unique.isEmpty ? "libvips gave no reason" : unique.joined(separator: "; ")
    }
}
