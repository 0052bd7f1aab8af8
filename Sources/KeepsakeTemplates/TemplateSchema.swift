/// The names one kind of view model answers (its `value(named:)`) and what each holds, checked when a theme
/// loads. A class: nested schemas refer to each other (a comment's replies), told apart by identity.
public final class TemplateSchema: Sendable {
    /// What a name holds.
    public enum Field: Sendable {
        /// Text, a number or a flag (absent for some pages or entries, maybe): shown, or tested.
        case value
        /// A view model, absent for some pages or entries, maybe: a section enters it.
        case object(@Sendable () -> TemplateSchema)
        /// A list of view models, always answered: a section enters each. Partials recurse only down these.
        case list(@Sendable () -> TemplateSchema)
        /// The diary's own table (front matter's `extra:`): any name under it, unchecked.
        case custom
    }

    public let fields: [String: Field]

    public init(_ fields: [String: Field]) { self.fields = fields }
}

/// Told apart by identity, as the check's walk compares the contexts it visits.
extension TemplateSchema: Hashable {
    public static func == (a: TemplateSchema, b: TemplateSchema) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
