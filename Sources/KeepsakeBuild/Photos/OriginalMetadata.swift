import KeepsakeRender

/// What of a photo or picture is published unresized when libvips is missing and the diary asks
/// for originals (`photos: publish_originals`): its bytes with the metadata removed by our own
/// code, or as it is for the pictures that are published as they are with libvips too.
enum OriginalMetadata {
    enum Outcome: Equatable {
        /// These bytes, in this format, in place of the file.
        case stripped([UInt8], ImageFormat)
        /// The file as it is: a GIF or an SVG drawing (published so with libvips too).
        case asItIs
        /// A format whose metadata only libvips can remove (HEIC, AVIF, TIFF, JPEG XL), by name;
        /// `damaged`: a JPEG, PNG or WebP whose structure is not what it should be.
        case cannot(format: String, damaged: Bool)
    }

    /// Raise it when what is removed changes: cached originals are then made again.
    static let version = 1

    /// `bytes` (a file that passed the photo checks) without its metadata.
    static func strip(_ bytes: [UInt8]) -> Outcome {
        guard let name = ImageSniffer.formatName(bytes) else { return .asItIs }  // an SVG drawing
        let stripped: (bytes: [UInt8]?, format: ImageFormat)
        switch name {
        case "JPEG": stripped = (JPEGMetadata.strip(bytes), .jpeg)
        case "PNG": stripped = (PNGMetadata.strip(bytes), .png)
        case "WebP": stripped = (WebPMetadata.strip(bytes), .webp)
        case "GIF": return .asItIs
        default: return .cannot(format: name, damaged: false)
        }
        guard let made = stripped.bytes else { return .cannot(format: name, damaged: true) }
        return .stripped(made, stripped.format)
    }
}
