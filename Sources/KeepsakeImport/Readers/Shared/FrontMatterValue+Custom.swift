import KeepsakeCore

extension FrontMatterValue {
    /// The value as an `extra:` field keeps it: scalars as text (numbers as written, dates as Keepsake
    /// writes them), flags as flags, lists and tables item by item.
    var customValue: CustomValue {
        switch self {
        case .flag(let flag): .flag(flag)
        case .list(let items): .list(items.map(\.customValue))
        case .table(let pairs): .table(pairs.map { CustomField(key: $0.key, value: $0.value.customValue) })
        case .text, .number, .date: .text(text ?? "")
        }
    }

    /// Whether a table is the value or in it (a list of tables): what a template cannot print whole.
    var holdsTable: Bool {
        switch self {
        case .table: true
        case .list(let items): items.contains { $0.holdsTable }
        case .text, .number, .flag, .date: false
        }
    }
}
