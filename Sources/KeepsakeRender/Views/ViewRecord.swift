import KeepsakeTemplates

/// A view model held as a value, made with its memberwise initialiser, answering names as a `TemplateObject`.
/// Parts of a page have no initialiser to write by hand; a template enters one through a `RecordObject`.
protocol ViewRecord: Sendable {
    func value(named name: String) -> TemplateValue
}

/// A `ViewRecord` as the object a template enters, made when a name asks for the record.
final class RecordObject<Record: ViewRecord>: TemplateObject {
    let record: Record

    init(_ record: Record) { self.record = record }

    func value(named name: String) -> TemplateValue { record.value(named: name) }
}

/// A view model whose names are listed once, in `names`: they make both its `value(named:)` and its schema.
protocol NamedView: Sendable {
    static var names: ViewNames<Self> { get }
    /// What a template enters: the view model itself, or a record's `RecordObject`.
    var templateObject: any TemplateObject { get }
}

extension NamedView where Self: TemplateObject {
    var templateObject: any TemplateObject { self }
}

extension NamedView where Self: ViewRecord {
    var templateObject: any TemplateObject { RecordObject(self) }
}

extension NamedView {
    func value(named name: String) -> TemplateValue { Self.names.value(named: name, of: self) }
}

/// A page's view model: its own names, then those every page's frame answers.
protocol PageView: NamedView {
    var frame: PageFrame { get }
}

extension PageView {
    func value(named name: String) -> TemplateValue {
        let own = Self.names.value(named: name, of: self)
        if case .missing = own { return frame.value(named: name) }
        return own
    }
}

/// The names a view model answers: how each is read and, for the theme's check, what it holds.
struct ViewNames<View>: ExpressibleByDictionaryLiteral, Sendable {
    let schema: TemplateSchema
    private let readers: [String: @Sendable (View) -> TemplateValue]

    init(dictionaryLiteral names: (String, ViewName<View>)...) {
        schema = TemplateSchema(Dictionary(uniqueKeysWithValues: names.map { ($0, $1.field) }))
        readers = Dictionary(uniqueKeysWithValues: names.map { ($0, $1.read) })
    }

    func value(named name: String, of view: View) -> TemplateValue { readers[name]?(view) ?? .missing }
}

/// One name of a view model: what it holds and how it is read.
struct ViewName<View>: Sendable {
    let field: TemplateSchema.Field
    let read: @Sendable (View) -> TemplateValue

    /// Text, a number or a flag.
    static func value(_ read: @escaping @Sendable (View) -> TemplateValue) -> Self { Self(field: .value, read: read) }

    /// The diary's own table (front matter's `extra:`): any name under it, unchecked.
    static func custom(_ read: @escaping @Sendable (View) -> TemplateValue) -> Self { Self(field: .custom, read: read) }

    /// A view model, maybe absent.
    static func object<Inner: NamedView>(_ read: @escaping @Sendable (View) -> Inner?) -> Self {
        Self(field: .object { Inner.names.schema }, read: { read($0).map { .object($0.templateObject) } ?? .missing })
    }

    /// A list of view models.
    static func list<Inner: NamedView>(_ read: @escaping @Sendable (View) -> [Inner]) -> Self {
        Self(field: .list { Inner.names.schema }, read: { .list(read($0).map { .object($0.templateObject) }) })
    }
}
