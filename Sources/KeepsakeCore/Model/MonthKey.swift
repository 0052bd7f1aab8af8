/// A calendar month in the diary's time zone: the unit entries are grouped by.
public struct MonthKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// `2024/05`: the month's folder in the site.
    public var path: String { "\(pad(year, 4))/\(pad(month))" }

    public var description: String { "\(pad(year, 4))-\(pad(month))" }

    public static func < (a: MonthKey, b: MonthKey) -> Bool { (a.year, a.month) < (b.year, b.month) }
}
