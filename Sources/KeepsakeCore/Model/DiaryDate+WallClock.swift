import Foundation

extension DiaryDate {
    /// The Gregorian wall-clock reading of a whole second from 1900 to 9999 at `offset` seconds from UTC
    /// (`nil` for others) by H. Hinnant's `civil_from_days`, far faster than `Calendar.dateComponents`.
    static func wallClock(at instant: Date, offset: Int, hasTime: Bool) -> DiaryDate? {
        let seconds = instant.timeIntervalSince1970
        guard seconds >= -2_208_988_800, seconds < 253_402_214_400, seconds == seconds.rounded(.down) else {
            return nil
        }
        let local = Int(seconds) + offset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let time = local - days * 86_400
        // Days since 0000-03-01, in eras of 400 years.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // 1970-01-01 was a Thursday (5, counting Sunday as 1).
        let weekday = ((days % 7) + 7 + 4) % 7 + 1
        return DiaryDate(
            instant: instant, year: year, month: month, day: day, hour: time / 3600, minute: time % 3600 / 60,
            second: time % 60, weekday: weekday, utcOffset: offset, hasTime: hasTime)
    }
}
