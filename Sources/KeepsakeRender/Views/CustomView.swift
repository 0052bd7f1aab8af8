import KeepsakeCore
import KeepsakeTemplates

/// An entry's `extra:` table as a template sees it: `{{extra.location}}` shows a text,
/// `{{#extra.companions}}{{.}}{{/extra.companions}}` goes through a list, `{{#extra.flag}}` tests one.
struct CustomView: ViewRecord {
    let fields: [CustomField]

    func value(named name: String) -> TemplateValue { fields[name].map(Self.value(of:)) ?? .missing }

    static func value(of value: CustomValue) -> TemplateValue {
        switch value {
        case .text(let text): .text(text)
        case .flag(let flag): .bool(flag)
        case .list(let items): .list(items.map(Self.value(of:)))
        case .table(let fields): .object(RecordObject(CustomView(fields: fields)))
        }
    }
}
