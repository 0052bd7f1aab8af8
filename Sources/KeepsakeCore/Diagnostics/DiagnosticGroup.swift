/// Diagnostics as a person reads them: a warning said in the same words, with the same hint, at
/// several places is one, naming the others, so a diary brought from elsewhere does not drown its writer.
public struct DiagnosticGroup: Sendable, Equatable {
    /// The first of them, printed whole.
    public let first: Diagnostic
    /// Where else the same warning stands, in order.
    public let others: [SourceLocation]

    /// `diagnostics` in their order, each warning said again elsewhere folded into its first;
    /// every error stands on its own.
    public static func grouping(_ diagnostics: [Diagnostic]) -> [DiagnosticGroup] {
        var (firsts, others, places) = ([Diagnostic](), [[SourceLocation]](), [String: Int]())
        for diagnostic in diagnostics {
            let key = diagnostic.isError ? nil : diagnostic.message + "\u{0}" + (diagnostic.hint ?? "")
            if let key, let place = places[key] {
                others[place].append(diagnostic.location)
                continue
            }
            if let key { places[key] = firsts.count }
            firsts.append(diagnostic)
            others.append([])
        }
        return zip(firsts, others).map { DiagnosticGroup(first: $0, others: $1) }
    }
}
