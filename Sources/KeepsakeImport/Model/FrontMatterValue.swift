/// A front matter value of another tool, whatever its format (YAML, TOML, JSON): what readers map
/// onto Keepsake's keys.
public indirect enum FrontMatterValue: Sendable, Equatable {
    /// A scalar as written: YAML leaves typing to the reader (`2024-05-03`, `true`, `12` are texts here).
    case text(String)
    case number(Double)
    case flag(Bool)
    /// A TOML date or date-time (YAML and JSON dates are texts).
    case date(ImportedDate)
    case list([FrontMatterValue])
    /// Keys in the order written.
    case table([(key: String, value: FrontMatterValue)])

    public static func == (a: FrontMatterValue, b: FrontMatterValue) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.flag(let x), .flag(let y)): x == y
        case (.date(let x), .date(let y)): x == y
        case (.list(let x), .list(let y)): x == y
        case (.table(let x), .table(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: false
        }
    }

    /// The text of a scalar (a number or flag as written: `12`, `true`).
    public var text: String? {
        switch self {
        case .text(let text): text
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .flag(let flag): String(flag)
        case .date(let date): date.written
        case .list, .table: nil
        }
    }

    /// `true`/`false` (also YAML's `yes`, `no`, and the texts `"true"`, `"false"`).
    public var flag: Bool? {
        switch self {
        case .flag(let flag): flag
        case .text(let text):
            switch text.lowercased() {
            case "true", "yes", "on": true
            case "false", "no", "off": false
            default: nil
            }
        default: nil
        }
    }

    /// The items of a list, or the one scalar as a list of one.
    public var items: [FrontMatterValue] {
        if case .list(let items) = self { return items }
        return [self]
    }

    /// The value at `key` of a table.
    public subscript(key: String) -> FrontMatterValue? {
        guard case .table(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }
}
