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
    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        let (index, page) = place(of: number, in: site)
        let tag = site.diary.tags[index]
        digest.add("tag")
        digest.add(tag.name)
        digest.add(tag.entryCount)
        digest.add(page)
        for item in TagPage.items(of: tag, page: page) { digest.add(site.card(of: item)) }
    }

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (tag, page) = place(of: number, in: site)
        return RecordObject(site.tagPage(tag, page: page, path: path(of: number, in: site)))
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
