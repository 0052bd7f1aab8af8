import KeepsakeCore
import KeepsakeTemplates

/// Each tag's pages, `TagPage.pageSize` entries to a page: `tags/picnic/index.html`, `tags/picnic/page/2/index.html`.
struct TagPageKind: TemplatePageKind {
    let name = "tag"
    let place = 110
    let page = PageTemplate(name: "tag", schema: TagPage.names.schema)

    func count(in site: SiteRenderer) -> Int { site.tagPageStarts.last ?? 0 }

    func path(of number: Int, in site: SiteRenderer) -> String {
        let (tag, page) = place(of: number, in: site)
        return TagPage.folder(of: site.diary.tags[tag], page: page) + "index.html"
    }

    /// The entries on this page and how many there are (for the pager): an edit renders the one
    /// page showing the entry; a new entry moves items, and so renders every page after it.
    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        let (index, page) = place(of: number, in: site)
        let tag = site.diary.tags[index]
        digest.add(tag.name)
        digest.add(tag.entryCount)
        digest.add(page)
        for item in TagPage.items(of: tag, page: page) { digest.add(site.card(of: item)) }
    }

    /// The page's entries as grid cards by month, with a pager when the tag has more than one page.
    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (index, page) = place(of: number, in: site)
        let (diary, language) = (site.diary, site.language)
        let links = site.links(for: path(of: number, in: site))
        let tag = diary.tags[index]
        let pages = TagPage.pageCount(of: tag)
        var title = "#\(tag.name) · \(diary.config.title)"
        if page > 0 { title = "#\(tag.name) (\(page + 1)/\(pages)) · \(diary.config.title)" }
        func link(_ other: Int) -> String? {
            (0..<pages).contains(other) ? links.page(TagPage.folder(of: tag, page: other)) : nil
        }
        return RecordObject(
            TagPage(
                frame: site.frame(links, title: title, folder: TagPage.folder(of: tag, page: page)), name: tag.name,
                count: language.count("entries", tag.entryCount),
                months: site.monthViews(
                    MonthGrouping.group(TagPage.items(of: tag, page: page)), links: links, grid: true),
                pageLabel: pages > 1 ? "\(page + 1) / \(pages)" : nil, older: link(page + 1), newer: link(page - 1)))
    }

    /// The tag (its place in `diary.tags`) and its page that page `number` is.
    private func place(of number: Int, in site: SiteRenderer) -> (tag: Int, page: Int) {
        let starts = site.tagPageStarts
        // The last tag starting at or before `number` (a tag without pages starts where the next does).
        var (low, high) = (0, starts.count - 1)
        while low + 1 < high {
            let middle = (low + high) / 2
            if starts[middle] <= number { low = middle } else { high = middle }
        }
        return (low, number - starts[low])
    }
}
