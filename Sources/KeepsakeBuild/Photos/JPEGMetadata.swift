/// Removes the metadata segments of a JPEG without decoding it, for a photo published unresized
/// when libvips is missing (`photos: publish_originals`): EXIF (camera, date, GPS position), XMP,
/// IPTC, comments and makers' segments go; the image data, tables, JFIF, Adobe and the colour
/// profile stay byte for byte.
enum JPEGMetadata {
    /// The same JPEG without metadata, ending at its end-of-image marker (what phones append after it,
    /// such as the further images of a multi-picture file, goes too); its EXIF orientation is kept
    /// in an EXIF segment of its own. `nil` when `bytes` is not a JPEG this understands.
    static func strip(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var output: [UInt8] = [0xFF, 0xD8]
        output.reserveCapacity(bytes.count)
        var offset = 2
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            while offset < bytes.count && bytes[offset] == 0xFF { offset += 1 }  // fill bytes
            guard offset < bytes.count else { return nil }
            let marker = bytes[offset]
            let start = offset - 1
            offset += 1
            if marker == 0xD9 { return output + [0xFF, 0xD9] }  // end of image
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                output += [0xFF, marker]
                continue
            }
            guard offset + 2 <= bytes.count else { return nil }
            let end = offset + (Int(bytes[offset]) << 8 | Int(bytes[offset + 1]))
            guard end > offset + 1, end <= bytes.count else { return nil }
            let body = bytes[(offset + 2)..<end]
            offset = end
            if let kept = kept(marker, body: body, segment: bytes[start..<end]) { output += kept }
            if marker == 0xDA {  // start of scan: the entropy-coded data runs to the next marker
                let data = offset
                offset = scanEnd(bytes, from: offset)
                output += bytes[data..<offset]
            }
        }
        return output  // cut short before its end-of-image marker: nothing more to remove
    }

    private typealias Bytes = ArraySlice<UInt8>

    /// What of the segment `marker` (its bytes `segment`, its payload `body`) is published.
    private static func kept(_ marker: UInt8, body: Bytes, segment: Bytes) -> Bytes? {
        switch marker {
        case 0xE0, 0xEE:  // JFIF, Adobe (how the colours are coded)
            return segment
        case 0xE1:  // EXIF or XMP: only an orientation survives
            guard starts(body, with: exifPrefix),
                let orientation = ExifOrientation.read(tiff: body.dropFirst(exifPrefix.count))
            else { return nil }
            return Bytes(makeSegment(0xE1, exifPrefix + ExifOrientation.tiff(orientation: orientation)))
        case 0xE2:  // the colour profile stays; multi-picture indexes and Flashpix go
            return starts(body, with: Array("ICC_PROFILE\u{0}".utf8)) ? segment : nil
        case 0xE3...0xEF, 0xFE:  // IPTC, makers' segments, comments
            return nil
        default:
            return segment
        }
    }

    /// Where the entropy-coded data from `offset` ends: at the first marker that is not a stuffed
    /// byte or a restart.
    private static func scanEnd(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next == 0x00 || (0xD0...0xD7).contains(next) {
                    index += 2
                    continue
                }
                if next != 0xFF { return index }
            }
            index += 1
        }
        return bytes.count
    }

    static let exifPrefix = Array("Exif\u{0}\u{0}".utf8)

    private static func makeSegment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    private static func starts(_ bytes: ArraySlice<UInt8>, with prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix)
    }
}
