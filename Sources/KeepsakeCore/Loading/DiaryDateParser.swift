import Foundation

/// Reads the date formats a writer may use, in the diary's time zone:
/// `2024-05-03`, `2024-05-03 21:30`, `2024-05-03 21:30:15`, `2024-05-03T21:30:00+09:00` (or `Z`).
///
/// Values without an offset are wall-clock times in the diary's zone; values with one are converted
/// to it. Impossible dates (`2024-02-30`, `25:00`) are rejected, never rolled over.
public struct DiaryDateParser: Sendable {
    public static let acceptedFormats = "YYYY-MM-DD, YYYY-MM-DD HH:MM, or YYYY-MM-DDTHH:MM:SS+09:00"

    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// - Returns: the date, or a sentence saying what is wrong with it.
    public func parse(_ text: String) -> Result<DiaryDate, DateProblem> {
        var scanner = Scanner(bytes: Array(text.trimmingSpaces().utf8))
        guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"),
            let day = scanner.digits(2)
        else { return .failure(.unrecognised(text)) }
        var hour = 0, minute = 0, second = 0, hasTime = false, offset: Int?
        if !scanner.atEnd {
            guard scanner.skip("T") || scanner.skip(" "), let h = scanner.digits(2), scanner.skip(":"),
                let m = scanner.digits(2)
            else { return .failure(.unrecognised(text)) }
            (hour, minute, hasTime) = (h, m, true)
            if scanner.skip(":") {
                guard let s = scanner.digits(2) else { return .failure(.unrecognised(text)) }
                second = s
                if scanner.skip("."), scanner.digitRun() == 0 { return .failure(.unrecognised(text)) }
            }
            _ = scanner.skip(" ")
            if scanner.skip("Z") || scanner.skip("z") {
                offset = 0
            } else if let sign = scanner.sign() {
                guard let oh = scanner.digits(2) else { return .failure(.unrecognised(text)) }
                _ = scanner.skip(":")
                let om = scanner.digits(2) ?? 0
                guard om < 60, oh * 60 + om <= 18 * 60 else {
                    return .failure(.impossible(text, "the offset is out of range"))
                }
                offset = sign * (oh * 3600 + om * 60)
            }
            guard scanner.atEnd else { return .failure(.unrecognised(text)) }
        }
        guard (1...12).contains(month) else { return .failure(.impossible(text, "there is no month \(month)")) }
        let days = CalendarMath.daysIn(month: month, year: year)
        guard (1...days).contains(day) else {
            return .failure(.impossible(text, "\(Self.monthNames[month - 1]) \(year) has \(days) days"))
        }
        guard hour < 24, minute < 60, second < 60 else {
            return .failure(.impossible(text, "\(pad(hour)):\(pad(minute)):\(pad(second)) is not a time of day"))
        }
        let components = DateComponents(
            timeZone: offset.map { TimeZone(secondsFromGMT: $0)! } ?? timeZone,
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let instant = calendar.date(from: components) else { return .failure(.unrecognised(text)) }
        let result = date(at: instant, hasTime: hasTime)
        // A wall-clock time skipped by a daylight-saving jump comes back moved; reject it rather than guess.
        if offset == nil, hasTime, (result.day, result.hour, result.minute) != (day, hour, minute) {
            return .failure(.impossible(text, "clocks in \(timeZone.identifier) skipped that time (daylight saving)"))
        }
        return .success(result)
    }

    /// The wall-clock reading of `instant` in the diary's zone.
    public func date(at instant: Date, hasTime: Bool = true) -> DiaryDate {
        let offset = timeZone.secondsFromGMT(for: instant)
        return DiaryDate.wallClock(at: instant, offset: offset, hasTime: hasTime)
            ?? calendarDate(at: instant, hasTime: hasTime)
    }

    /// `date(at:hasTime:)` worked out with `Calendar` (which also does Julian dates, before 1582).
    func calendarDate(at instant: Date, hasTime: Bool = true) -> DiaryDate {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: instant)
        return DiaryDate(
            instant: instant, year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!,
            minute: parts.minute!, second: parts.second!, weekday: parts.weekday!,
            utcOffset: timeZone.secondsFromGMT(for: instant), hasTime: hasTime)
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}

/// Why a date could not be read.
public enum DateProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case unrecognised(String)
    case impossible(String, String)

    public var description: String {
        switch self {
        case .unrecognised(let text): return "\"\(text)\" is not a date"
        case .impossible(let text, let why): return "\"\(text)\" is not a real date: \(why)"
        }
    }
}

/// A cursor over ASCII bytes for the date grammar.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, UInt32(bytes[index]) == character.value else { return false }
        index += 1
        return true
    }

    /// Exactly `count` decimal digits.
    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += count
        return value
    }

    /// Skips any digits (fractions of a second); returns how many.
    mutating func digitRun() -> Int {
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        return index - start
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
