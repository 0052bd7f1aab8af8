import KeepsakeImport
import Testing

@Suite struct ImportedDateTests {
    @Test func writesWhatKeepsakeReadsBack() {
        #expect(ImportedDate(year: 2024, month: 5, day: 3).written == "2024-05-03")
        #expect(ImportedDate(year: 2024, month: 5, day: 3, hour: 21, minute: 30).written == "2024-05-03 21:30")
        #expect(
            ImportedDate(year: 2024, month: 5, day: 3, hour: 9, minute: 5, second: 7, utcOffset: -(3 * 3600 + 1800))
                .written == "2024-05-03T09:05:07-03:30")
    }
}
