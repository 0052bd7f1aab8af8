import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// The stats page's year charts count every year's entries by month and mood in one pass over
/// the diary's newest-first entries; any other order must count the same.
@Suite("Year charts")
struct YearChartTests {
    /// Each year's counts as 36 numbers (per month: good moods, hard moods, no mood).
    static func flat(_ tallies: [Int: DiaryStats.YearMoods]) -> [Int: [Int]] {
        tallies.mapValues { $0.flatMap { [$0.positive, $0.negative, $0.neutral] } }
    }

    @Test func everyYearIsCountedInOnePassAndInAnyOrder() async throws {
        let (_, diary) = try await AssembledSample.load()
        let catalog = diary.catalog
        // Worked out entry by entry, the mood looked up each time.
        var expected: [Int: [Int]] = [:]
        for entry in diary.entries where !entry.isDeleted {
            var counts = expected[entry.date.year] ?? Array(repeating: 0, count: 36)
            let slot =
                switch entry.mood.flatMap(catalog.mood(named:))?.tone {
                case .positive?: 0
                case .negative?: 1
                case nil: 2
                }
            counts[(entry.date.month - 1) * 3 + slot] += 1
            expected[entry.date.year] = counts
        }
        #expect(expected.count >= 2, "the sample diary spans years")
        #expect(expected.values.contains { $0.enumerated().contains { $0.offset % 3 == 0 && $0.element > 0 } })
        #expect(expected.values.contains { $0.enumerated().contains { $0.offset % 3 == 1 && $0.element > 0 } })
        #expect(Self.flat(DiaryStats(entries: diary.entries, catalog: catalog).moodsByYear) == expected)
        // Oldest first, and the years taking turns (each year met again after another).
        #expect(Self.flat(DiaryStats(entries: diary.entries.reversed(), catalog: catalog).moodsByYear) == expected)
        let byYear = Dictionary(grouping: diary.entries, by: \.date.year).values.map(Array.init)
        var turns: [Entry] = []
        for index in 0..<(byYear.map(\.count).max() ?? 0) {
            for year in byYear where index < year.count { turns.append(year[index]) }
        }
        #expect(Self.flat(DiaryStats(entries: turns, catalog: catalog).moodsByYear) == expected)
    }
}
