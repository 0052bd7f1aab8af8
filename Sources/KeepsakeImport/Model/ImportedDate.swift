/// When an imported entry was written, as the source gave it: a day, a wall-clock time, and the UTC
/// offset when the source knew it (Hugo's and Jekyll's dates with one), else read in the diary's zone.
public struct ImportedDate: Sendable, Equatable, Comparable {
    public var year: Int, month: Int, day: Int
    /// `nil`: the source gave a day only.
    public var time: (hour: Int, minute: Int, second: Int)? {
        get { hasTime ? (hour, minute, second) : nil }
        set {
            (hasTime, hour, minute, second) = newValue.map { (true, $0.hour, $0.minute, $0.second) } ?? (false, 0, 0, 0)
        }
    }
    /// Seconds east of UTC; `nil`: a wall-clock time in the diary's zone.
    public var utcOffset: Int?
    private var hasTime = false, hour = 0, minute = 0, second = 0

    public init(
        year: Int, month: Int, day: Int, hour: Int? = nil, minute: Int = 0, second: Int = 0, utcOffset: Int? = nil
    ) {
        (self.year, self.month, self.day, self.utcOffset) = (year, month, day, utcOffset)
        if let hour { time = (hour, minute, second) }
    }

    /// `2024-05-03`.
    public var isoDay: String { "\(pad(year, 4))-\(pad(month))-\(pad(day))" }

    /// The `date:` value Keepsake reads back: `2024-05-03`, `2024-05-03 21:30`, `2024-05-03 21:30:15`, or
    /// `2024-05-03T21:30:00+09:00` with an offset.
    public var written: String {
        guard hasTime else { return isoDay }
        guard let utcOffset else {
            return "\(isoDay) \(pad(hour)):\(pad(minute))" + (second == 0 ? "" : ":\(pad(second))")
        }
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset)
        return
            "\(isoDay)T\(pad(hour)):\(pad(minute)):\(pad(second))\(sign)\(pad(offset / 3600)):\(pad(offset % 3600 / 60))"
    }

    public static func == (a: ImportedDate, b: ImportedDate) -> Bool { a.written == b.written }

    /// By wall clock, for a stable order of entries within an import.
    public static func < (a: ImportedDate, b: ImportedDate) -> Bool {
        (a.year, a.month, a.day, a.hour, a.minute, a.second) < (b.year, b.month, b.day, b.hour, b.minute, b.second)
    }

    private func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
