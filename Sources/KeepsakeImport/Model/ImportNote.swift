/// Something an import could not carry over as it was and the writer should look at, e.g. a
/// Liquid tag kept as text. The report groups notes by `kind`.
public struct ImportNote: Sendable, Equatable, Hashable {
    /// What happened, the same words for every file it happened in: `Liquid tag kept as text: {% include %}`.
    public var kind: String
    /// The source file (relative to the source) it happened in.
    public var origin: String

    public init(_ kind: String, in origin: String) { (self.kind, self.origin) = (kind, origin) }
}
