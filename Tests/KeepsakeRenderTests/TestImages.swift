import KeepsakeTestSupport
import Foundation

/// Real image files made by the tests themselves, byte by byte, so no fixture pictures are
/// checked in and no image library is needed to make them.
enum TestImages {
    // MARK: - JPEG

    /// A baseline grey JPEG, `width` × `height`, every pixel 128 (every 8×8 block is "DC 0, end of
    /// block", so no DCT is needed). Small even when huge: 10,000 × 10,000 is about 2.4 MB.
    static func jpeg(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        // DQT: table 0, all ones.
        bytes += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))
        // SOF0: 8-bit, height, width, one component (id 1, no subsampling, table 0).
        bytes += segment(0xC0, [8] + be16(height) + be16(width) + [1, 1, 0x11, 0])
        // DHT: a DC table and an AC table with one symbol each (0: "no difference", "end of block"),
        // both coded as the one-bit code 0.
        let oneSymbol: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0]
        bytes += segment(0xC4, [0x00] + oneSymbol)
        bytes += segment(0xC4, [0x10] + oneSymbol)
        // SOS: one component, tables 0/0, full spectrum.
        bytes += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
        // Two zero bits per block; pad with ones.
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let bits = blocks * 2
        bytes += [UInt8](repeating: 0, count: bits / 8)
        if bits % 8 != 0 { bytes.append(UInt8(0xFF >> (bits % 8))) }
        bytes += [0xFF, 0xD9]
        return bytes
    }

    /// `jpeg` with an EXIF block right after its start: the orientation tag (1–8) and, when
    /// `latitude` is given, a GPS block placing the photo there (north).
    static func withExif(_ jpeg: [UInt8], orientation: Int, latitude: Int? = nil) -> [UInt8] {
        // TIFF, little-endian: header, IFD0 with Orientation (and a GPS pointer), then the GPS IFD.
        var tiff: [UInt8] = Array("II".utf8) + le16(42) + le32(8)
        let entries = latitude == nil ? 1 : 2
        let ifd0Size = 2 + entries * 12 + 4
        tiff += le16(entries)
        tiff += le16(0x0112) + le16(3) + le32(1) + le16(orientation) + le16(0)
        if latitude != nil { tiff += le16(0x8825) + le16(4) + le32(1) + le32(8 + ifd0Size) }
        tiff += le32(0)
        if let latitude {
            // GPSLatitudeRef "N", GPSLatitude as three rationals (degrees, 0, 0).
            let rationals = 8 + ifd0Size + 2 + 2 * 12 + 4
            tiff += le16(2)
            tiff += le16(0x0001) + le16(2) + le32(2) + Array("N".utf8) + [0, 0, 0]
            tiff += le16(0x0002) + le16(5) + le32(3) + le32(rationals)
            tiff += le32(0)
            tiff += le32(latitude) + le32(1) + le32(0) + le32(1) + le32(0) + le32(1)
        }
        let app1 = segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
        return Array(jpeg[0..<2]) + app1 + Array(jpeg[2...])
    }

    // MARK: - PNG

    /// An RGBA PNG; `pixel(x, y)` gives each pixel's red, green, blue and alpha.
    static func png(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        PNGFile.rgba(width: width, height: height, pixel: pixel)
    }

    /// PNG's colour type (6 is RGBA) from its header.
    static func pngColorType(_ bytes: [UInt8]) -> UInt8? {
        bytes.count > 25 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? bytes[25] : nil
    }

    /// A WebP with an alpha channel: lossless VP8L with its alpha hint, or VP8X with the alpha flag.
    static func webpHasAlpha(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > 30, String(decoding: bytes[12..<16], as: UTF8.self) != "" else { return false }
        let fourCC = String(decoding: bytes[12..<16], as: UTF8.self)
        if fourCC == "VP8X" { return bytes[20] & 0x10 != 0 }
        if fourCC == "VP8L" { return (bytes[24] >> 4) & 1 != 0 }
        return false
    }

    // MARK: - Helpers

    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<$0 + needle.count]) == needle }
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + be16(payload.count + 2) + payload
    }

    private static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func be32(_ value: Int) -> [UInt8] { be16(value >> 16 & 0xFFFF) + be16(value & 0xFFFF) }
    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
}
