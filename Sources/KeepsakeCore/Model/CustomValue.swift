/// A value of the front matter's `extra:` table: fields a diary adds for its own templates
/// (`{{extra.location}}`), kept as written, without Keepsake knowing what they mean.
public indirect enum CustomValue: Sendable, Hashable, Encodable {
    /// A scalar as written (numbers too: templates show them, they do no arithmetic).
    case text(String)
    /// `true` or `false`, so that `{{#extra.flag}}` tests it.
    case flag(Bool)
    case list([CustomValue])
    /// A nested table, its keys in the order written.
    case table([CustomField])
}

/// One key of an `extra:` table and its value.
public struct CustomField: Sendable, Hashable, Encodable {
    public let key: String
    public let value: CustomValue

    public init(key: String, value: CustomValue) { (self.key, self.value) = (key, value) }
}

extension [CustomField] {
    /// The value of `key`, if the table has one.
    public subscript(key: String) -> CustomValue? { first { $0.key == key }?.value }
}
