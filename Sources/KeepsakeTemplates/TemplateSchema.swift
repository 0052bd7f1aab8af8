/// The names one kind of view model answers, and what each holds.
///
/// Templates are checked against it when a theme is loaded, so a misspelt name is an error
/// rather than an empty spot on every page. A class: nested schemas refer to each other (a
/// comment's replies are comments), and the check tells contexts apart by identity.
public final class TemplateSchema: Sendable {
    /// What a name holds.
    public enum Field: Sendable {
        /// Text, a number or a flag (absent for some pages or entries, maybe): shown, or tested.
        case value
        /// A list of texts or numbers: a section shows each with `{{.}}`.
        case values
        /// A view model, absent for some pages or entries, maybe: a section enters it.
        case object(@Sendable () -> TemplateSchema)
        /// A list of view models, always answered (empty when there are none): a section enters
        /// each. Recursion through a partial is allowed only down such lists (see `TemplateCheck`).
        case list(@Sendable () -> TemplateSchema)
        /// The diary's own table (front matter's `extra:`): any name under it, which the check
        /// cannot know, and through which no partial may include itself.
        case custom
    }

    public let fields: [String: Field]

    public init(_ fields: [String: Field]) {
        self.fields = fields
    }

    /// This schema's names, and `other`'s that it lacks: a view model that hands the names it
    /// does not know to another (a page to its frame).
    public func falling(back other: TemplateSchema) -> TemplateSchema {
        TemplateSchema(fields.merging(other.fields) { mine, _ in mine })
    }
}
