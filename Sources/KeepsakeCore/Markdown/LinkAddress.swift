/// Which addresses links and images in entries and comments may have: `http`, `https`, `mailto` or
/// relative. cmark's safe mode empties only `javascript:`, `vbscript:`, `file:` and non-image `data:`.
public enum LinkAddress {
    /// The schemes a link may have, lowercase.
    static let allowedSchemes: [[UInt8]] = [Array("http".utf8), Array("https".utf8), Array("mailto".utf8)]

    /// Whether an address's UTF-8 bytes (entities and escapes decoded by cmark) are relative or have an allowed
    /// scheme, ignoring case and any spaces and control characters, as browsers do (and more: `da ta:` too).
    public static func isAllowed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The scheme's first bytes, lowercase (enough to tell an allowed one), and its length.
        var scheme: [UInt8] = []
        var length = 0
        for byte in bytes where byte > 0x20 && byte != 0x7F {
            if byte == UInt8(ascii: ":") {
                // Nothing before the colon: a relative path such as `:x`.
                return length == 0 || (length == scheme.count && allowedSchemes.contains(scheme))
            }
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
            let isSchemeByte =
                isLetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            // A scheme starts with a letter and holds letters, digits, + - . only: anything
            // else before the first colon makes the address relative (`a/b:c`, `?q=x:y`, `#x:y`).
            guard isSchemeByte, isLetter || length > 0 else { return true }
            length += 1
            if scheme.count < 7 { scheme.append(lower) }
        }
        return true
    }
}
