import Testing

@testable import KeepsakeRender

/// The site's pages as runs of one kind: each place gives the job the list of them gave.
@Suite("Job list")
struct JobListTests {
    /// `Job`'s cases as text, to compare lists (jobs have no equality of their own).
    static func names(_ jobs: some Sequence<SiteRenderer.Job>) -> [String] {
        jobs.map { "\($0)" }
    }

    @Test func everyPlaceGivesItsPageInOrder() {
        let jobs = SiteRenderer.JobList(months: 2, entries: 3, days: 2, sitemapParts: 1, tagPages: [2, 0, 1, 0])
        var expected: [SiteRenderer.Job] = [.front(grid: false), .front(grid: true), .notFound]
        expected += SiteRenderer.Feed.allCases.map(SiteRenderer.Job.feed)
        expected += [.month(0, grid: false), .month(0, grid: true), .month(1, grid: false), .month(1, grid: true)]
        expected += [.entry(0), .entry(1), .entry(2), .tagIndex, .stats, .onThisDayIndex, .onThisDay(0), .onThisDay(1)]
        expected += [.sitemapPart(0), .tag(0, page: 0), .tag(0, page: 1), .tag(2, page: 0)]
        #expect(jobs.count == expected.count)
        #expect(Self.names(jobs) == Self.names(expected))
    }

    @Test func aSiteWithNothingButItsFixedPages() {
        let jobs = SiteRenderer.JobList(months: 0, entries: 0, days: 0, sitemapParts: 0, tagPages: [])
        #expect(
            Self.names(jobs)
                == Self.names(
                    [.front(grid: false), .front(grid: true), .notFound]
                        + SiteRenderer.Feed.allCases.map(SiteRenderer.Job.feed) + [.tagIndex, .stats, .onThisDayIndex]))
    }

    /// Many tags, most without pages between: each tag's pages are found by its start.
    @Test func tagsAreFoundAmongMany() {
        let pages = (0..<500).map { $0 % 3 == 0 ? 0 : $0 % 7 + 1 }
        let jobs = SiteRenderer.JobList(months: 1, entries: 10, days: 1, sitemapParts: 2, tagPages: pages)
        let tagJobs = jobs.suffix(pages.reduce(0, +))
        let expected = pages.enumerated().flatMap { tag, count in (0..<count).map { "tag(\(tag), page: \($0))" } }
        #expect(Self.names(tagJobs) == expected)
    }
}
