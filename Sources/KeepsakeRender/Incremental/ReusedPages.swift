import KeepsakeCore

/// The pages of a render that its `PageMemo` had (same path, same digest), by index in its list
/// of jobs: none in a build from the command line (its memo is empty), so no list is made there.
struct ReusedPages: Sendable {
    private let pages: [PageMemo.Page?]

    init(_ memo: PageMemo, jobs: SiteRenderer.JobList, digests: [UInt64], renderer: SiteRenderer) async {
        guard memo.count > 0 else {
            pages = []
            return
        }
        pages = await ParallelMap.map(jobs.indices, chunk: 64) { index in
            memo.page(at: renderer.path(of: jobs[index]), digest: digests[index])
        }
    }

    subscript(index: Int) -> PageMemo.Page? { pages.isEmpty ? nil : pages[index] }
}
