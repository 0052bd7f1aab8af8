/// A calendar month in the diary's time zone: the unit entries are grouped by.
public struct MonthKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init(year: Int, month: Int) { (self.year, self.month) = (year, month) }

    /// `2024/05`: the month's folder in the site.
    public var path: String {
        guard (0...9999).contains(year), (1...12).contains(month) else { return "\(pad(year, 4))/\(pad(month))" }
        // Asked for by every page digest and link: seven bytes, made without formatting.
        return String(unsafeUninitializedCapacity: 7) { bytes in
            DiaryDate.write2(year / 100, into: bytes, at: 0)
            DiaryDate.write2(year % 100, into: bytes, at: 2)
            bytes[4] = UInt8(ascii: "/")
            DiaryDate.write2(month, into: bytes, at: 5)
            return 7
        }
    }

    public var description: String { "\(pad(year, 4))-\(pad(month))" }

    public static func < (a: MonthKey, b: MonthKey) -> Bool { (a.year, a.month) < (b.year, b.month) }
}
