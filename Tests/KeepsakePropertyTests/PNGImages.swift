import KeepsakeTestSupport
/// Small real PNG pictures, made byte by byte as `KeepsakeRenderTests/TestImages` makes them
/// (stored deflate blocks: no compression, so two pictures of the same size and another shade
/// are files of the same size — the case a file's `stat` alone cannot tell apart).
enum PNGImages {
    /// An RGB gradient `width` × `height` tinted by `shade`.
    static func picture(width: Int, height: Int, shade: Int) -> [UInt8] {
        png(width: width, height: height) { x, y in
            (UInt8((x * 255) / max(1, width - 1)), UInt8((y * 255) / max(1, height - 1)), UInt8(shade & 0xFF), 255)
        }
    }

    /// The width and height a `picture` was made with (from its header).
    static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 24 else { return nil }
        func be32(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(at: 16), be32(at: 20))
    }

    /// An RGBA PNG; `pixel(x, y)` gives each pixel's red, green, blue and alpha.
    static func png(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        PNGFile.rgba(width: width, height: height, pixel: pixel)
    }
}
