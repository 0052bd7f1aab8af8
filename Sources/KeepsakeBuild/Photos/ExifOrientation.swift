/// The one EXIF tag an unprocessed photo keeps when its metadata is removed: its orientation.
/// Browsers turn a photo by it, and a phone's portrait photo is stored sideways with orientation 6:
/// without it, the published photo would lie on its side.
enum ExifOrientation {
    /// The orientation (2–8) in an EXIF TIFF block (`II*\0` or `MM\0*` onwards); `nil` when it is
    /// 1 (upright), missing or unreadable.
    static func read(tiff bytes: ArraySlice<UInt8>) -> UInt16? {
        let tiff = Array(bytes)
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func number(_ offset: Int, _ width: Int) -> Int? {
            guard offset >= 0, offset + width <= tiff.count else { return nil }
            return (0..<width).reduce(0) { value, index in
                let byte = Int(tiff[offset + (little ? width - 1 - index : index)])
                return value << 8 | byte
            }
        }
        guard number(2, 2) == 42, let first = number(4, 4), let count = number(first, 2) else { return nil }
        for index in 0..<count {
            let entry = first + 2 + index * 12
            // Tag 0x0112, type SHORT (3), one value.
            guard let tag = number(entry, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            guard number(entry + 2, 2) == 3, number(entry + 4, 4) == 1, let value = number(entry + 8, 2),
                (2...8).contains(value)
            else { return nil }
            return UInt16(value)
        }
        return nil
    }

    /// A TIFF block holding nothing but `orientation` (big-endian, one IFD of one entry).
    static func tiff(orientation: UInt16) -> [UInt8] {
        [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08]  // header, IFD0 at 8
            + [0x00, 0x01]  // one entry
            + [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01]  // Orientation, SHORT, 1
            + [UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0x00, 0x00]
            + [0x00, 0x00, 0x00, 0x00]  // no next IFD
    }
}
