import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// The month calendar's grid: leading blanks by the first weekday, six-week months, the first
/// entry's mood, "+N" for more, and weeks that start on Monday when the diary says so.
@Suite("Month calendar")
struct CalendarViewTests {
    static func month(_ files: [String: String], config: String = TemporaryDiary.defaultConfig, key: String)
        async throws -> String
    {
        let diary = try TemporaryDiary(files, config: config)
        let report = try await diary.build(write: false)
        let page = report.site.files.first { $0.path == key + "/index.html" }
        guard case .bytes(let bytes)? = page?.contents else { return "" }
        let html = String(decoding: bytes, as: UTF8.self)
        guard let start = html.range(of: "<table class=\"calendar\">"),
            let end = html.range(of: "</table>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    static func rows(_ table: String) -> [String] {
        table.components(separatedBy: "<tr>").dropFirst(2).map { row in
            // One symbol per cell: "." blank, "d" a day without entry, "*" a day with one.
            row.components(separatedBy: "<td").dropFirst().map { cell in
                cell.hasPrefix(" class=\"cal-blank") ? "." : cell.contains("cal-written") ? "*" : "d"
            }.joined()
        }
    }

    @Test func aMonthStartingOnSundayHasNoLeadingBlanks() async throws {
        let table = try await Self.month(
            ["Content/2026-02-01-a.md": "---\ntitle: Hello\nmood: happy\n---\nA\n"], key: "2026/02")
        #expect(Self.rows(table) == ["*dddddd", "ddddddd", "ddddddd", "ddddddd"])
        #expect(table.contains("<th scope=\"col\"><abbr title=\"Sunday\">Sun</abbr></th>"))
        #expect(table.contains("aria-label=\"Sunday, February 1, 2026: Hello (Happy)\""))
    }

    @Test func aMonthStartingOnSaturdayTakesSixWeeks() async throws {
        let table = try await Self.month(["Content/2025-11-30-a.md": "A\n"], key: "2025/11")
        #expect(Self.rows(table) == ["......d", "ddddddd", "ddddddd", "ddddddd", "ddddddd", "*......"])
        #expect(table.contains("<span class=\"cal-mood\" aria-hidden=\"true\">✎</span>"))
    }

    @Test func leapDayAndWeeksStartingOnMonday() async throws {
        let table = try await Self.month(
            ["Content/2024-02-29-leap.md": "Leap\n"], config: TemporaryDiary.defaultConfig + "week_starts: monday\n",
            key: "2024/02")
        // 1 February 2024 was a Thursday: three blanks before it when weeks start on Monday.
        #expect(Self.rows(table) == ["...dddd", "ddddddd", "ddddddd", "ddddddd", "ddd*..."])
        #expect(table.contains("<th scope=\"col\"><abbr title=\"Monday\">Mon</abbr></th>"))
    }

    @Test func theFirstEntryOfADayGivesItsMoodAndTheRestACount() async throws {
        let table = try await Self.month(
            [
                "Content/2026-04-01-late.md": "---\ndate: 2026-04-01 23:00\nmood: sad\n---\nLate\n",
                "Content/2026-04-01-early.md": "---\ndate: 2026-04-01 00:30\nmood: happy\n---\nEarly\n",
                "Content/2026-04-01-noon.md": "---\ndate: 2026-04-01 12:00\n---\nNoon\n",
            ], key: "2026/04")
        #expect(table.contains("href=\"../../2026/04/early/index.html\""))
        #expect(table.contains("<span class=\"cal-more\" aria-hidden=\"true\">+2</span>"))
        #expect(table.contains(", 3 entries\""))
    }
}
