import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// An entry's page lists the same day in other years, but only the newest few: in a big diary
/// the list would otherwise grow with the diary (and every page with it).
@Suite("On this day aside")
struct OnThisDayAsideTests {
    @Test func showsTheNewestTenAndLinksToTheDayPage() async throws {
        var files: [String: String] = [:]
        for year in 2014...2025 {
            files["Content/entries/\(year)-04-05-day.md"] = "---\ntitle: Day of \(year)\n---\nText.\n"
        }
        let diary = try TemporaryDiary(files)
        _ = try await diary.build()
        let page = try #require(diary.output("2025/04/day/index.html"))
        let listed = page.components(separatedBy: "class=\"on-this-day-year\"").count - 1
        #expect(listed == EntryPage.onThisDayLimit)
        #expect(page.contains(">2024</span>"))
        #expect(!page.contains(">2014</span>"), "the oldest year is left for the day's page")
        #expect(page.contains("All 11 entries on this day →"))
        #expect(page.contains("href=\"../../../on-this-day/04-05/index.html\">All 11"))

        let few = try #require(diary.output("2016/04/day/index.html"))
        #expect(few.contains(">2025</span>"))
        let small = try TemporaryDiary([
            "Content/entries/2024-04-05-a.md": "---\ntitle: A\n---\nText.\n",
            "Content/entries/2025-04-05-b.md": "---\ntitle: B\n---\nText.\n",
        ])
        _ = try await small.build()
        let single = try #require(small.output("2025/04/b/index.html"))
        #expect(single.contains(">2024</span>"))
        #expect(!single.contains("on-this-day-more"))
    }
}
