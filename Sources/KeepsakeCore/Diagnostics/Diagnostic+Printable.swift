extension Diagnostic {
    /// `text` with control characters and the marks that reorder text shown as `\u{1B}`: messages
    /// quote what others wrote, and a terminal would obey them (or a line break fake a message).
    public static func printable(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.unicodeScalars.map { scalar in
            isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }
}
