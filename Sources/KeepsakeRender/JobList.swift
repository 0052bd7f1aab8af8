extension SiteRenderer {
    /// Every page of the site, in the order of `pageKinds`: a page's job is worked out from its
    /// place when asked, so no list of a big site's ten thousand jobs is made.
    struct JobList: RandomAccessCollection, Sendable {
        /// Where each kind's pages start, and after them all (one more).
        private let starts: [Int]
        let startIndex = 0
        var endIndex: Int { starts[starts.count - 1] }

        init(_ site: SiteRenderer) {
            var starts = [0]
            for kind in SiteRenderer.pageKinds { starts.append(starts[starts.count - 1] + kind.count(in: site)) }
            self.starts = starts
        }

        subscript(index: Int) -> Job {
            // The last kind starting at or before `index` (a kind without pages starts where the next does).
            var (low, high) = (0, starts.count - 1)
            while low + 1 < high {
                let middle = (low + high) / 2
                if starts[middle] <= index { low = middle } else { high = middle }
            }
            return Job(kind: Int32(low), number: Int32(index - starts[low]))
        }
    }
}
