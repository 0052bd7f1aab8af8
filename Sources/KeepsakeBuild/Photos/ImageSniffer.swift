import KeepsakeRender
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
        return raster(head)?.format
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
        if raster(head) != nil { return .raster }
        // SVG: text, but a picture (libvips draws it).
        return String(decoding: head, as: UTF8.self).contains("<svg") ? .drawing : nil
    }

    /// A raster format's first bytes (runs at their offsets, all to match), the format a body
    /// picture of it keeps when processed (`publishedFormat`), and how messages name it.
    private typealias Signature = (runs: [(offset: Int, bytes: [UInt8])], format: ImageFormat?, name: String)

    private static let rasters: [Signature] = [
        ([(0, [0xFF, 0xD8, 0xFF])], .jpeg, "JPEG"),
        ([(0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])], .png, "PNG"),
        ([(0, Array("RIFF".utf8)), (8, Array("WEBP".utf8))], .webp, "WebP"),
        ([(0, Array("GIF87a".utf8))], nil, "GIF"), ([(0, Array("GIF89a".utf8))], nil, "GIF"),
        ([(0, Array("II*\u{0}".utf8))], nil, "TIFF"), ([(0, Array("MM\u{0}*".utf8))], nil, "TIFF"),
        ([(4, Array("ftypavi".utf8))], nil, "AVIF"),  // avif, avis
        ([(4, Array("ftyp".utf8))], nil, "HEIC"),  // heic, heix, mif1, …
        ([(0, [0xFF, 0x0A])], nil, "JPEG XL"), ([(0, [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20])], nil, "JPEG XL"),
    ]

    /// How messages name the raster format `bytes` start with (`HEIC`, `TIFF`); `nil` for no raster image.
    static func formatName(_ bytes: some Collection<UInt8>) -> String? {
        raster(Array(bytes.prefix(prefixLength)))?.name
    }

    /// The signature `head` starts with, if it is a raster image's.
    private static func raster(_ head: [UInt8]) -> Signature? {
        rasters.first { signature in
            signature.runs.allSatisfy { run in
                head.count >= run.offset + run.bytes.count
                    && head[run.offset..<run.offset + run.bytes.count].elementsEqual(run.bytes)
            }
        }
    }
}
