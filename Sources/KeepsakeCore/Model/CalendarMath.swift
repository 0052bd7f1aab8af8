/// Gregorian calendar arithmetic without Foundation: the calendar grid, streaks and "on this day"
/// count days on the wall clock of the diary, never in UTC.
public enum CalendarMath {
    public static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// 1 = Sunday … 7 = Saturday (as `DiaryDate.weekday`): day 0, 1970-01-01, was a Thursday.
    public static func weekday(year: Int, month: Int, day: Int) -> Int {
        (dayNumber(year: year, month: month, day: day) % 7 + 11) % 7 + 1
    }

    /// Days since 1970-01-01 of a calendar day: consecutive days differ by exactly one.
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar day `days` after 1970-01-01: `dayNumber`'s inverse (Howard Hinnant's civil_from_days).
    public static func day(number days: Int) -> (year: Int, month: Int, day: Int) {
        // Days since 0000-03-01, in eras of 400 years.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension DiaryDate {
    /// This date's calendar day as a number (see `CalendarMath.dayNumber`).
    public var dayNumber: Int { CalendarMath.dayNumber(year: year, month: month, day: day) }
}
