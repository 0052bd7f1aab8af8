/// Every problem of one build that stopped it: thrown once, after all files were read.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    /// Errors and the warnings seen alongside them, in file and line order.
    public let diagnostics: [Diagnostic]

    /// Sorts the diagnostics and drops exact repeats (a YAML alias can make one value fail many times).
    public init(diagnostics: [Diagnostic]) { self.diagnostics = Set(diagnostics).sorted() }

    public var description: String {
        let count = diagnostics.errors.count
        return "build failed with \(count) error\(count == 1 ? "" : "s")"
    }
}
