/// Trimming without Foundation's `trimmingCharacters(in:)`, which bridges through NSString and
/// showed up in the profile of loading a large diary.
extension StringProtocol {
    /// Drops leading and trailing spaces and tabs (Foundation's `.whitespaces`: tab and the
    /// Unicode space separators).
    public func trimmingSpaces() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Drops leading and trailing white space and line breaks (`.whitespacesAndNewlines`).
    public func trimmingWhitespace() -> String {
        trimming { $0.properties.isWhitespace }
    }

    private func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
