import Foundation

/// When a Day One entry was written, as the writer's clock showed it: `creationDate` (a UTC time)
/// in the entry's own `timeZone`, so that an entry written in Los Angeles keeps its Los Angeles day.
enum DayOneDate {
    /// The date, the zone it was read in (for `extra.time_zone`), and a note when there was none.
    struct Reading: Equatable {
        var date: ImportedDate
        var zone: String?
        var note: String?
    }

    /// `nil`: `creationDate` is not an ISO 8601 date and time.
    ///
    /// With a known zone, the wall clock there without an offset (the diary shows the day and hour the
    /// writer lived, wherever the diary's own zone is); without one, the UTC time with the offset 0.
    /// `isAllDay`: the day only.
    static func reading(creationDate: String, timeZone: String?, isAllDay: Bool) -> Reading? {
        guard let seconds = secondsSince1970(creationDate) else { return nil }
        let zone = timeZone.flatMap { TimeZone(identifier: $0) }
        let offset = zone?.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) ?? 0
        let local = seconds + offset
        let (days, second) = (local.floorDivided(by: 86_400), local.floorModulo(86_400))
        let (year, month, day) = civil(days)
        var date = ImportedDate(
            year: year, month: month, day: day, hour: second / 3600, minute: second % 3600 / 60, second: second % 60,
            utcOffset: zone == nil ? 0 : nil)
        if isAllDay { date.time = nil }
        guard zone == nil else { return Reading(date: date, zone: timeZone) }
        let note = timeZone.map { "unknown time zone \($0), dated in UTC" } ?? "no time zone, dated in UTC"
        return Reading(date: date, zone: nil, note: note)
    }

    /// `2024-05-03T12:30:00Z` (Day One's form; also with fractional seconds, an offset, or none,
    /// read as UTC) as seconds since 1970 UTC. Parsed by hand, not with Foundation's calendars: it
    /// runs once for each entry of journals thousands of entries long.
    static func secondsSince1970(_ text: String) -> Int? {
        let characters = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= characters.count else { return nil }
            var value = 0
            for byte in characters[start..<(start + count)] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        func byte(_ index: Int) -> UInt8? { index < characters.count ? characters[index] : nil }
        guard let year = number(0, 4), byte(4) == 0x2D, let month = number(5, 2), byte(7) == 0x2D,
            let day = number(8, 2), byte(10) == 0x54 || byte(10) == 0x20, let hour = number(11, 2), byte(13) == 0x3A,
            let minute = number(14, 2), hour < 24, minute < 60, (1...12).contains(month)
        else { return nil }
        var index = 16
        var second = 0
        if byte(index) == 0x3A {
            guard let value = number(index + 1, 2), value < 60 else { return nil }
            (second, index) = (value, index + 3)
            if byte(index) == 0x2E {
                index += 1
                while let digit = byte(index), (0x30...0x39).contains(digit) { index += 1 }
            }
        }
        var offset = 0
        if byte(index) == 0x5A {
            index += 1
        } else if let sign = byte(index), sign == 0x2B || sign == 0x2D {
            let colon = byte(index + 3) == 0x3A ? 1 : 0
            guard let hours = number(index + 1, 2), let minutes = number(index + 3 + colon, 2) else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == 0x2D ? -1 : 1)
            index += 5 + colon
        }
        let days = days(year: year, month: month, day: day)
        guard index == characters.count, civil(days) == (year, month, day) else { return nil }
        return days * 86_400 + hour * 3600 + minute * 60 + second - offset
    }

    /// Days since 1970-01-01 of a day of the proleptic Gregorian calendar (counted in eras of 400 years).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = year.floorDivided(by: 400)
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day `days` after 1970-01-01.
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int) -> Int { self - floorDivided(by: divisor) * divisor }
}
