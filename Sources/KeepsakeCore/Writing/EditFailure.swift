/// Why a change to the diary (a new entry, a comment, a new diary) was refused. Nothing was written.
public struct EditFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
