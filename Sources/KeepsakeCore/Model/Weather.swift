/// The weather of an entry's day: a kind from the theme (`rainy`) and an optional temperature.
public struct Weather: Sendable, Hashable, Encodable {
    public let kind: String
    /// Degrees Celsius.
    public let temperature: Double?

    public init(kind: String, temperature: Double? = nil) { (self.kind, self.temperature) = (kind, temperature) }
}
