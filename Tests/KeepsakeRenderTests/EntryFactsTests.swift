import Foundation
import KeepsakeCore
import Synchronization
import Testing

@testable import KeepsakeRender

/// Each entry's facts are made once per render for big renders and per page for small ones;
/// both ways must give the same bytes.
@Suite("Entry facts")
struct EntryFactsTests {
    @Test func pagesAreTheSameWithAndWithoutTheFactsTable() async throws {
        let (settings, diary) = try await AssembledSample.load()
        var renderer = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        renderer.pagesWorthFacts = 0
        let withTable = await renderer.render()
        renderer.pagesWorthFacts = .max
        let withoutTable = await renderer.render()
        #expect(withTable.files.count > 20)
        Self.expectSame(withTable, withoutTable)
    }

    /// Both renders have the same files, byte for byte, in the same order.
    private static func expectSame(_ one: RenderedSite, _ other: RenderedSite) {
        #expect(one.files.count == other.files.count)
        for (first, second) in zip(one.files, other.files) {
            #expect(first.path == second.path)
            #expect(first.contents == second.contents, "\(first.path) differs")
        }
    }

    /// A day's `date_short` is worked out once for all its entries, and only when the label
    /// cannot differ between them: a format that shows the time of day gets no shared labels.
    @Test func shortDateLabelsAreSharedOnlyWhenTheyShowNoTime() throws {
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: Fixtures.folder)).get()
        let english = try #require(files.text("i18n/en.yaml"))
        let plain = try #require(Language.load(english, origin: "en").0)
        let timed = try #require(
            Language.load(
                english.replacingOccurrences(
                    of: "date_short: \"{weekday_short}, {month_short} {day}\"",
                    with: "date_short: \"{month_short} {day}, {hour12}:{minute} {ampm}\""),
                origin: "en"
            ).0)
        let dates = try ["2026-04-05 08:10", "2026-04-05 21:45", "2026-04-06"].map { try ViewTests.date($0) }
        let entries = dates.enumerated().map { index, date in
            Entry(
                card: EntryCard(source: "Content/entries/2026/04/e\(index).md", slug: "e\(index)", date: date),
                bodyHTML: "")
        }
        let shared = ShortDateLabels(entries, language: plain)
        for date in dates { #expect(shared.label(of: date) == plain.format(date, as: "date_short")) }
        #expect(shared.label(of: try ViewTests.date("2026-05-01")) == nil)
        #expect(timed.format(dates[0], as: "date_short") != timed.format(dates[1], as: "date_short"))
        let none = ShortDateLabels(entries, language: timed)
        for date in dates { #expect(none.label(of: date) == nil) }
    }
}
