/// One problem found in the diary, worded for the person who wrote it. Printed compiler-style: `path:line:col: error: message`, then `  hint: …` on the next line.
public struct Diagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public let severity: Severity
    public let location: SourceLocation
    public let message: String
    /// What to do about it: the accepted values, a "did you mean", the expected format.
    public let hint: String?

    public init(_ severity: Severity, at location: SourceLocation, _ message: String, hint: String? = nil) {
        (self.severity, self.location, self.message, self.hint) = (severity, location, message, hint)
    }

    public static func error(at location: SourceLocation, _ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, at: location, message, hint: hint)
    }

    public static func warning(at location: SourceLocation, _ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, at: location, message, hint: hint)
    }

    public var isError: Bool { severity == .error }

    /// The first line, `path:line:col: error: message`.
    public var headline: String { "\(location): \(severity.rawValue): \(message)" }

    public var description: String { hint.map { headline + "\n  hint: " + $0 } ?? headline }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.location, a.message, a.severity.rawValue, a.hint ?? "") < (
            b.location, b.message, b.severity.rawValue, b.hint ?? ""
        )
    }
}

extension Array where Element == Diagnostic {
    public var errors: [Diagnostic] { filter(\.isError) }
    public var warnings: [Diagnostic] { filter { !$0.isError } }
    public var hasErrors: Bool { contains(where: \.isError) }
}
