extension Diagnostic {
    /// Messages quote what the diary holds (an unknown mood, a comment id, a file name), and
    /// comments come from other people: control characters in them would be obeyed by a terminal
    /// (move the cursor, clear the screen, retitle the window) and a line break would start a
    /// made-up message. Shown instead as `\u{1B}`, like the marks that reorder text (U+202A…U+202E,
    /// U+2066…U+2069).
    public static func printable(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `description` with `printable` location, message and hint: what a terminal may show.
    public var printableDescription: String {
        let headline = "\(Self.printable(location.description)): \(severity.rawValue): \(Self.printable(message))"
        return hint.map { headline + "\n  hint: " + Self.printable($0) } ?? headline
    }
}
