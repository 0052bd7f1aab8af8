import KeepsakeCore

extension Diagnostic {
    /// `description` with `printable` location, message and hint: what a terminal shows, uncoloured.
    public var printableDescription: String {
        let headline = "\(Self.printable(location.description)): \(severity.rawValue): \(Self.printable(message))"
        return hint.map { headline + "\n  hint: " + Self.printable($0) } ?? headline
    }
}
