import Foundation
import Testing

@testable import KeepsakeCore

@Suite("DiaryDate.written")
struct DiaryDateWritingTests {
    @Test(arguments: [
        ("2024-05-03", "2024-05-03"),
        ("2024-05-03 21:30", "2024-05-03 21:30"),
        ("2024-05-03 21:30:15", "2024-05-03 21:30:15"),
        ("2024-05-03T12:30:00Z", "2024-05-03 21:30"),
        ("2024-04-30T23:30:00-04:00", "2024-05-01 12:30"),
    ])
    func written(input: String, output: String) {
        let date = Fixture.date(input)
        #expect(date.written == output)
        #expect(Fixture.date(date.written).instant == date.instant)
    }

    @Test func minuteDropsTheSeconds() {
        let parser = DiaryDateParser(timeZone: Fixture.seoul)
        let instant = Fixture.date("2024-05-03 21:30:59").instant.addingTimeInterval(0.75)
        let minute = parser.minute(at: instant)
        #expect(minute.written == "2024-05-03 21:30")
        #expect(minute.hasTime)
    }
}
