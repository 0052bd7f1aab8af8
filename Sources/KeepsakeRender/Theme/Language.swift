import Foundation
import KeepsakeCore

/// One language file of a theme (`i18n/ko.yaml`): UI words, month and weekday names, date formats.
/// Adding a language means adding a file.
public struct Language: Sendable {
    public let code: String
    public let name: String
    public let months: [String]
    public let monthsShort: [String]
    public let weekdays: [String]
    public let weekdaysShort: [String]
    public let am: String
    public let pm: String
    public let formats: [String: String]
    public let counts: [String: [String: String]]
    public let strings: [String: String]

    /// A UI word; the key itself when the file lacks it (golden tests catch that).
    public func string(_ key: String) -> String { strings[key] ?? key }

    /// `{count} entries` in the right plural form (`one` for 1 when the language has it, else `other`).
    public func count(_ key: String, _ count: Int) -> String {
        let forms = counts[key] ?? [:]
        let pattern = (count == 1 ? forms["one"] : nil) ?? forms["other"] ?? "{count}"
        return Self.replacing("{count}", in: pattern, with: String(count))
    }

    /// `pattern` with every `placeholder` replaced, on UTF-8 bytes: runs for every card, and Foundation's
    /// `replacingOccurrences` goes through NSString, `firstRange(of:)` builds a searcher each call.
    public static func replacing(_ placeholder: String, in pattern: String, with value: String) -> String {
        let needle = Array(placeholder.utf8)
        let bytes = Array(pattern.utf8)
        guard let first = needle.first, bytes.contains(first) else { return pattern }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + value.utf8.count)
        var index = 0
        var copied = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                result += bytes[copied..<index]
                result += value.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Fills a named format (`date`, `month_heading`…) with the parts of `date`.
    public func format(_ date: DiaryDate, as format: String) -> String {
        fill(
            formats[format] ?? format, year: date.year, month: date.month, day: date.day, weekday: date.weekday,
            hour: date.hour, minute: date.minute)
    }

    /// Whether the named format shows the time of day (`{hour}`, `{hour12}`, `{minute}`, `{ampm}`),
    /// so that two dates of the same day can read differently.
    public func showsTimeOfDay(_ format: String) -> Bool {
        let pattern = formats[format] ?? format
        return ["{hour", "{minute}", "{ampm}"].contains { pattern.contains($0) }
    }

    /// Fills a named format for a calendar day (no time of day).
    public func format(year: Int, month: Int, day: Int, as format: String) -> String {
        fill(
            formats[format] ?? format, year: year, month: month, day: day,
            weekday: CalendarMath.weekday(year: year, month: month, day: day), hour: 0, minute: 0)
    }

    /// `2024년 5월` / `May 2024`.
    public func monthHeading(_ key: MonthKey) -> String {
        fill(
            formats["month_heading"] ?? "{year}-{month}", year: key.year, month: key.month, day: 1, weekday: 1, hour: 0,
            minute: 0)
    }

    private func fill(_ pattern: String, year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int)
        -> String
    {
        // On UTF-8 bytes: every card shows a date or two.
        let bytes = pattern.utf8
        guard let firstOpen = bytes.firstIndex(of: UInt8(ascii: "{")) else { return pattern }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 24)
        var rest = bytes[...]
        var open: String.UTF8View.Index? = firstOpen
        while let start = open, let close = rest[start...].firstIndex(of: UInt8(ascii: "}")) {
            result += rest[..<start]
            let value: String? =
                switch String(Substring(rest[bytes.index(after: start)..<close])) {
                case "year": String(year)
                case "month": String(month)
                case "month2": pad2(month)
                case "month_name": months[month - 1]
                case "month_short": monthsShort[month - 1]
                case "day": String(day)
                case "day2": pad2(day)
                case "weekday": weekdays[weekday - 1]
                case "weekday_short": weekdaysShort[weekday - 1]
                case "hour": pad2(hour)
                case "hour12": String(hour % 12 == 0 ? 12 : hour % 12)
                case "minute": pad2(minute)
                case "ampm": hour < 12 ? am : pm
                default: nil
                }
            if let value { result += value.utf8 } else { result += rest[start...close] }
            rest = rest[bytes.index(after: close)...]
            open = rest.firstIndex(of: UInt8(ascii: "{"))
        }
        result += rest
        return String(decoding: result, as: UTF8.self)
    }

    private func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
