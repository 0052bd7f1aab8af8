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
        let (year, month, day) = CalendarMath.day(number: days)
        // 1970-01-01 was a Thursday (5, counting Sunday as 1).
        let weekday = ((days % 7) + 7 + 4) % 7 + 1
        return DiaryDate(
            instant: instant, year: year, month: month, day: day, hour: time / 3600, minute: time % 3600 / 60,
            second: time % 60, weekday: weekday, utcOffset: offset, hasTime: hasTime)
    }
}
