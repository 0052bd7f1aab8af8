extension SiteRenderer {
    /// Every page of the site, in the order they are planned, as runs of pages of one kind: a
    /// page's job is worked out from its place when asked. A big site's list of `Job`s (one per
    /// entry, mostly) was 0.8 MB at 50,000 entries, held from the plans to the last page rendered.
    ///
    /// The order: the cover and its grid, the 404 page, the feeds; each month and its grid; the
    /// entries; the tags' index, the stats, the days' index; the days of the year; the sitemap's
    /// parts; each tag's pages.
    struct JobList: RandomAccessCollection, Sendable {
        private let months: Int
        private let entries: Int
        private let days: Int
        private let sitemapParts: Int
        /// Where each tag's pages start among the tags' pages, and after them all (one more).
        private let tagPageStarts: [Int]
        let startIndex = 0
        let endIndex: Int

        private static let heads: [Job] =
            [.front(grid: false), .front(grid: true), .notFound] + Feed.allCases.map(Job.feed)
        private static let indexes: [Job] = [.tagIndex, .stats, .onThisDayIndex]

        /// - Parameter tagPages: how many pages each tag has, in the diary's order of tags.
        init(months: Int, entries: Int, days: Int, sitemapParts: Int, tagPages: [Int]) {
            (self.months, self.entries, self.days, self.sitemapParts) = (months, entries, days, sitemapParts)
            var starts = [0]
            starts.reserveCapacity(tagPages.count + 1)
            for count in tagPages { starts.append(starts[starts.count - 1] + count) }
            tagPageStarts = starts
            endIndex =
                Self.heads.count + 2 * months + entries + Self.indexes.count + days + sitemapParts
                + starts[starts.count - 1]
        }

        subscript(index: Int) -> Job {
            var rest = index
            if rest < Self.heads.count { return Self.heads[rest] }
            rest -= Self.heads.count
            if rest < 2 * months { return .month(rest / 2, grid: rest % 2 == 1) }
            rest -= 2 * months
            if rest < entries { return .entry(rest) }
            rest -= entries
            if rest < Self.indexes.count { return Self.indexes[rest] }
            rest -= Self.indexes.count
            if rest < days { return .onThisDay(rest) }
            rest -= days
            if rest < sitemapParts { return .sitemapPart(rest) }
            rest -= sitemapParts
            // The last tag starting at or before `rest` (a tag without pages starts where the next does).
            var (low, high) = (0, tagPageStarts.count - 1)
            while low + 1 < high {
                let middle = (low + high) / 2
                if tagPageStarts[middle] <= rest { low = middle } else { high = middle }
            }
            return .tag(Int32(low), page: Int32(rest - tagPageStarts[low]))
        }
    }
}
