import Foundation

extension DiaryDate {
    /// The date as a writer types it, in the diary's time zone: `2024-05-03`, `2024-05-03 21:30`, or
    /// `2024-05-03 21:30:15` when the seconds matter. `DiaryDateParser` reads it back to the same moment.
    public var written: String {
        guard hasTime else { return isoDay }
        return "\(isoDay) \(pad(hour)):\(pad(minute))" + (second == 0 ? "" : ":\(pad(second))")
    }
}

extension DiaryDateParser {
    /// The current minute in the diary's zone, seconds dropped, as entries and comments are dated.
    public func minute(at instant: Date) -> DiaryDate {
        let whole = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
        return date(at: whole.addingTimeInterval(-Double(date(at: whole).second)))
    }
}
