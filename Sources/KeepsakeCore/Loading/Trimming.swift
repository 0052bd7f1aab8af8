/// Trimming without Foundation's `trimmingCharacters(in:)`, which bridges through NSString and
/// showed up in the profile of loading a large diary.
extension StringProtocol {
    /// Drops leading and trailing spaces and tabs (Foundation's `.whitespaces`: tab and the
    /// Unicode space separators).
    public func trimmingSpaces() -> String {
        trimming { $0.isASCII ? $0 == " " || $0 == "\t" : $0.properties.generalCategory == .spaceSeparator }
    }

    /// Drops leading and trailing white space and line breaks (`.whitespacesAndNewlines`).
    public func trimmingWhitespace() -> String {
        trimming(where: Self.isWhitespace)
    }

    /// Whether the text is empty or only white space and line breaks: the same as
    /// `trimmingWhitespace().isEmpty`, without making the trimmed copy.
    public var isBlank: Bool {
        unicodeScalars.allSatisfy(Self.isWhitespace)
    }

    /// Unicode's White_Space, answered for ASCII without a property lookup (tab to carriage
    /// return, and space).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// The text between the first and last scalars that are not trimmed. Most texts have nothing
    /// to trim and come back as they are; the rest are cut as one substring rather than rebuilt
    /// scalar by scalar (both were a per-field cost when loading a large diary).
    private func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        // On scalars, not Characters: a trimmed space may share a Character with a mark after it.
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        let end = scalars.index(after: last)
        if first == scalars.startIndex, end == scalars.endIndex { return String(self) }
        return String(Substring(scalars[first..<end]))
    }
}
