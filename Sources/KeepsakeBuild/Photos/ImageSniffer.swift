import KeepsakeRender
import KeepsakeCore
import Foundation

/// Tells from a file's first bytes whether it can be a picture at all, without an image library:
/// a text file named `.jpg` is caught the same way on every machine, libvips or not.
enum ImageSniffer {
    /// How many bytes `kind` looks at (fewer is fine for a short file).
    private static let prefixLength = 512

    /// The format a body picture keeps when processed: JPEG, PNG or WebP; `nil` for anything
    /// else (GIF, SVG, …), which is published as it is.
    static func publishedFormat(ofFileAt path: String) -> ImageFormat? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = Array((try? handle.read(upToCount: 12)) ?? Data())
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return nil
    }

    /// What a file's first bytes say it is, for the checks every photo and picture passes.
    enum Kind: Equatable {
        /// A raster image (JPEG, PNG, WebP, GIF, TIFF, HEIC, AVIF, JPEG XL): nothing in it runs.
        case raster
        /// An SVG drawing: text that may hold scripts (`SVGActiveContent`).
        case drawing
    }

    /// `nil` when the bytes are no picture at all.
    static func kind(_ bytes: some Collection<UInt8>) -> Kind? {
        let head = Array(bytes.prefix(prefixLength))
        if isRaster(head) { return .raster }
        // SVG: text, but a picture (libvips draws it).
        return String(decoding: head, as: UTF8.self).contains("<svg") ? .drawing : nil
    }

    private static func isRaster(_ head: [UInt8]) -> Bool {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        let ascii = { (text: String) in Array(text.utf8) }
        if starts([0xFF, 0xD8, 0xFF]) { return true }  // JPEG
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return true }  // PNG
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { return true }
        if starts(ascii("RIFF")) && starts(ascii("WEBP"), at: 8) { return true }
        if starts(ascii("II*\u{0}")) || starts(ascii("MM\u{0}*")) { return true }  // TIFF
        if starts(ascii("ftyp"), at: 4) { return true }  // HEIC, AVIF
        return starts([0xFF, 0x0A]) || starts([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20])  // JPEG XL
    }
}
