/// What a view model hands to a template for one name: `{{name}}` shows it, `{{#name}}` tests or enters it.
/// Typed on purpose: looking values up through `Any` and dynamic casts was most of a build's time.
public enum TemplateValue {
    /// The name means nothing here; lookup goes on to the enclosing contexts.
    case missing
    case bool(Bool)
    /// Text, escaped by `{{name}}` and written as it is by `{{{name}}}`.
    case text(String)
    case number(Int)
    case list([TemplateValue])
    case object(any TemplateObject)

    @inlinable public init(_ text: String) { self = .text(text) }
    @inlinable public init(_ text: String?) { self = text.map(TemplateValue.text) ?? .missing }
    @inlinable public init(_ flag: Bool) { self = .bool(flag) }
    @inlinable public init(_ number: Int) { self = .number(number) }
    @inlinable public init(_ number: Int?) { self = number.map(TemplateValue.number) ?? .missing }

    /// Mustache's truth: absent, `false` and empty lists are false; everything else (even "") is true.
    var isTruthy: Bool {
        switch self {
        case .missing: false
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .text, .number, .object: true
        }
    }
}

/// A view model: answers the names its templates use. A class: copying a reference up and down the
/// context stack is one retain, where a struct in an existential is copied through its value witnesses.
public protocol TemplateObject: AnyObject {
    /// The value for one segment of a name (`site`, then `title` for `{{site.title}}`), or `.missing`.
    func value(named name: String) -> TemplateValue
}
