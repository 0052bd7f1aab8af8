/// A line and a column in a file, 1-based; `nil` when unknown. Stored narrow (every body picture
/// keeps one); a value beyond 32 bits, which no file Keepsake reads comes near, is clamped.
public struct SourcePosition: Sendable, Hashable {
    public var line: Int? { storedLine == Self.none ? nil : Int(storedLine) }
    public var column: Int? { storedColumn == Self.none ? nil : Int(storedColumn) }

    private let storedLine: Int32
    private let storedColumn: Int32
    private static let none = Int32.min

    /// A column without a line is not kept.
    public init(line: Int? = nil, column: Int? = nil) {
        storedLine = Self.narrow(line)
        storedColumn = line == nil ? Self.none : Self.narrow(column)
    }

    /// Neither line nor column known.
    public static let unknown = SourcePosition()

    /// `value` clamped to 32 bits and kept apart from `none`.
    private static func narrow(_ value: Int?) -> Int32 { value.map { max(Int32(clamping: $0), none + 1) } ?? none }
}
