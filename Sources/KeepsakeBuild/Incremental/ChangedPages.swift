import KeepsakeCore
import KeepsakeRender

/// Which planned pages go through the templates: one the memo or the output folders hold is
/// reused; the others are rendered and placed in the output transaction as soon as made.
enum ChangedPages {
    /// What becomes of one planned page.
    private enum Fate: Sendable {
        case remembered(PageMemo.Page)
        case onDisk
        case toRender
    }

    /// The site, the memo to hand the next render (to reuse the pages whose inputs did not
    /// change), and the pages that went through the templates.
    static func render(
        _ renderer: SiteRenderer, memo: PageMemo, output: OutputTransaction?
    ) async -> (site: RenderedSite, memo: PageMemo, renderedPages: RenderedPages) {
        let plan = await renderer.plan()
        PhaseTrace.mark("render: plan")
        let fates = await ParallelMap.map(plan, chunk: 256) { page -> Fate in
            if let kept = memo.page(at: page.path, digest: page.digest) { return .remembered(kept) }
            if let output, output.has(page.path, fileDigest: OutputWriter.fileDigest(ofPage: page.digest)) {
                return .onDisk
            }
            return .toRender
        }
        let toRender = plan.indices.filter { if case .toRender = fates[$0] { true } else { false } }
        let ready = await renderer.prepared(for: toRender.map { plan[$0] })
        PhaseTrace.mark("render: \(toRender.count) of \(plan.count) pages to render")
        // After a save a handful of pages render, the cover among them: one to a task, so that
        // both cores share them.
        let made = await ParallelMap.map(toRender, chunk: toRender.count < 64 ? 1 : 8) { index -> [UInt8]? in
            let page = plan[index]
            let bytes = ready.render(page)
            guard let output else { return bytes }
            output.place(RenderedSite.File(path: page.path, contents: .bytes(bytes), digest: page.digest))
            return nil
        }
        PhaseTrace.mark("render: pages")
        var files: [RenderedSite.File] = []
        var remembered: [PageMemo.Page] = []
        files.reserveCapacity(plan.count)
        var next = made.makeIterator()
        for (index, page) in plan.enumerated() {
            let contents: RenderedSite.Contents
            switch fates[index] {
            case .remembered(let kept):
                contents = .bytes(kept.bytes)
                remembered.append(kept)
            case .onDisk:
                contents = .published
            case .toRender:
                // Rendered in `toRender`'s order, which is the plan's: the next one made is this page's.
                if let bytes = next.next() ?? nil {
                    contents = .bytes(bytes)
                    remembered.append(PageMemo.Page(path: page.path, digest: page.digest, bytes: bytes))
                } else {
                    contents = .placed
                }
            }
            files.append(RenderedSite.File(path: page.path, contents: contents, digest: page.digest))
        }
        let renderedPages =
            toRender.count == plan.count
            ? RenderedPages(every: plan.count, htmlCount: plan.count { RenderedSite.isPage($0.path) })
            : RenderedPages(toRender.map { plan[$0].path })
        return (RenderedSite(files: files + renderer.otherFiles()), PageMemo(remembered), renderedPages)
    }
}
