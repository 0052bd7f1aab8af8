/// Why a change to the diary (a new entry, a comment, a new diary) was refused. Nothing was written.
public struct EditFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// The failure of one error.
    public init(at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.init([.error(at: location, message, hint: hint)])
    }
}
