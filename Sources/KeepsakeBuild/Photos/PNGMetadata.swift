/// Removes the metadata chunks of a PNG without decoding it, for a picture published unresized
/// when libvips is missing (`photos: publish_originals`): EXIF (`eXIf`), text (`tEXt`, `zTXt`,
/// `iTXt`: XMP lives there too) and the modification time (`tIME`) go; every other chunk stays.
enum PNGMetadata {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let removed: Set<String> = ["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]

    /// The same PNG without metadata chunks, ending at `IEND`; its EXIF orientation is kept in an
    /// `eXIf` chunk of its own. `nil` when `bytes` is not a PNG this understands.
    static func strip(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= signature.count, bytes.starts(with: signature) else { return nil }
        var output = signature
        output.reserveCapacity(bytes.count)
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            let end = offset + 12 + length
            guard end <= bytes.count else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = bytes[(offset + 8)..<(end - 4)]
            if type == "eXIf" {
                let tiff =
                    data.starts(with: JPEGMetadata.exifPrefix) ? data.dropFirst(JPEGMetadata.exifPrefix.count) : data
                if let orientation = ExifOrientation.read(tiff: tiff) {
                    output += chunk("eXIf", ExifOrientation.tiff(orientation: orientation))
                }
            } else if !removed.contains(type) {
                output += bytes[offset..<end]
            }
            offset = end
            if type == "IEND" { return output }
        }
        return nil
    }

    /// A chunk of `type` holding `data`, with its CRC.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let length = data.count
        let crc = crc32(typed)
        return [24, 16, 8, 0].map { UInt8(length >> $0 & 0xFF) } + typed
            + [24, 16, 8, 0].map { UInt8(crc >> $0 & 0xFF) }
    }

    /// PNG's CRC-32 (ISO 3309, the one zlib computes).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
