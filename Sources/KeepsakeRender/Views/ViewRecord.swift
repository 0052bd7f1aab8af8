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

extension TemplateValue {
    init<Record: ViewRecord>(_ record: Record?) { self = record.map { .object(RecordObject($0)) } ?? .missing }
    init<Record: ViewRecord>(_ list: [Record]) { self = .list(list.map { .object(RecordObject($0)) }) }
}
