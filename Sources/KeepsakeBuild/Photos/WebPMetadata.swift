import Foundation

/// Removes the EXIF and XMP chunks from a WebP file. libvips 8.14.1's WebP saver ignores `strip`
/// and writes an EXIF chunk rebuilt from the picture's tags; this keeps "metadata stripped" true
/// whatever libvips version is installed.
enum WebPMetadata {
    /// Rewrites the file at `path` without metadata chunks (atomically); leaves anything that is
    /// not a well-formed extended WebP alone.
    static func strip(fileAt path: String) throws {
        let url = URL(fileURLWithPath: path)
        let bytes = [UInt8](try Data(contentsOf: url))
        guard let stripped = strip(bytes), stripped != bytes else { return }
        try Data(stripped).write(to: url, options: .atomic)
    }

    /// The same WebP without `EXIF` and `XMP ` chunks, its VP8X flags and RIFF size updated; `nil`
    /// when `bytes` is not a WebP this understands.
    static func strip(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 12, ascii(bytes, 0) == "RIFF", ascii(bytes, 8) == "WEBP" else { return nil }
        var output = Array(bytes[0..<12])
        var offset = 12
        while offset + 8 <= bytes.count {
            let fourCC = ascii(bytes, offset)
            let size = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count || offset + 8 + size == bytes.count else { return nil }
            let chunkEnd = min(end, bytes.count)
            if fourCC != "EXIF" && fourCC != "XMP " {
                var chunk = Array(bytes[offset..<chunkEnd])
                // VP8X flags: bit 3 EXIF, bit 2 XMP.
                if fourCC == "VP8X", chunk.count > 8 { chunk[8] &= ~UInt8(0x08 | 0x04) }
                output += chunk
            }
            offset = chunkEnd
        }
        let size = output.count - 8
        for byte in 0..<4 { output[4 + byte] = UInt8(size >> (8 * byte) & 0xFF) }
        return output
    }

    private static func ascii(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
