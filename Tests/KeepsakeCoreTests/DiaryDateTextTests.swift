import Foundation
import Testing

@testable import KeepsakeCore

/// `rfc3339` and `isoDay` are written byte by byte; they must say exactly what the plain
/// formatting said, for every field value a diary can hold.
@Suite("Date text")
struct DiaryDateTextTests {
    static func reference(_ date: DiaryDate) -> (String, String) {
        let sign = date.utcOffset < 0 ? "-" : "+"
        let offset = abs(date.utcOffset)
        let day = "\(pad(date.year, 4))-\(pad(date.month))-\(pad(date.day))"
        return (
            day + "T\(pad(date.hour)):\(pad(date.minute)):\(pad(date.second))\(sign)\(pad(offset / 3600)):\(pad(offset % 3600 / 60))",
            day
        )
    }

    @Test func matchesPlainFormatting() {
        var generator = SystemRandomNumberGenerator()
        let offsets = [0, 9 * 3600, -5 * 3600, 5 * 3600 + 1800, -(3 * 3600 + 1800), 14 * 3600, -12 * 3600, 45 * 60]
        for year in [1, 99, 999, 1900, 2024, 9999] + (0..<200).map({ _ in Int.random(in: 1...9999, using: &generator) }) {
            for offset in offsets {
                let date = DiaryDate(
                    instant: Date(), year: year, month: Int.random(in: 1...12, using: &generator),
                    day: Int.random(in: 1...31, using: &generator), hour: Int.random(in: 0...23, using: &generator),
                    minute: Int.random(in: 0...59, using: &generator), second: Int.random(in: 0...59, using: &generator),
                    weekday: 1, utcOffset: offset, hasTime: true)
                let (rfc3339, isoDay) = Self.reference(date)
                #expect(date.rfc3339 == rfc3339)
                #expect(date.isoDay == isoDay)
            }
        }
        #expect(MonthKey(year: 2024, month: 5).path == "2024/05")
        #expect(MonthKey(year: 987, month: 12).path == "0987/12")
    }
}
