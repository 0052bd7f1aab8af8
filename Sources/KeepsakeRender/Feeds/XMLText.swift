/// Escaping for XML and HTML text and attribute values: the five markup characters, and the control
/// characters XML does not allow dropped. On UTF-8 bytes: a feed carries whole entries.
public enum XMLText {
    public static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(where: needsWork) else { return String(decoding: bytes, as: UTF8.self) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 8)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"): result += Array("&amp;".utf8)
                case UInt8(ascii: "<"): result += Array("&lt;".utf8)
                case UInt8(ascii: ">"): result += Array("&gt;".utf8)
                case UInt8(ascii: "\""): result += Array("&quot;".utf8)
                case UInt8(ascii: "'"): result += Array("&apos;".utf8)
                case 0x09, 0x0A, 0x0D: result.append(byte)
                case 0x00..<0x20: break  // control characters XML 1.0 forbids
                case 0xEF
                where index + 2 < bytes.count && bytes[index + 1] == 0xBF
                    && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                    index += 2  // U+FFFE, U+FFFF: not characters
                default: result.append(byte)
                }
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: true
        case 0x09, 0x0A, 0x0D: false
        case 0x00..<0x20: true
        default: false
        }
    }
}
