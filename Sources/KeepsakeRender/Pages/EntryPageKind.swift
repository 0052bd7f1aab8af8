import KeepsakeCore
import KeepsakeTemplates

/// Each entry's own page: `2024/05/picnic/index.html`.
struct EntryPageKind: TemplatePageKind {
    let name = "entry"
    let place = 50
    let page = PageTemplate(name: "entry", schema: EntryPage.names.schema)

    func count(in site: SiteRenderer) -> Int { site.diary.entries.count }

    func path(of number: Int, in site: SiteRenderer) -> String { site.diary.entries[number].sitePath + "index.html" }

    /// Its own text, its neighbours' cards and the same day in other years.
    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        digest.add("entry")
        digest.add(every.fingerprints[number])
        digest.add(number > 0 ? every.entryCards[number - 1] : 0)
        digest.add(number + 1 < every.entryCards.count ? every.entryCards[number + 1] : 0)
        // The same day in other years follows from the day's entries and this entry's year.
        digest.add(Int(every.years[number]))
        digest.add(every.dayDigest(ofEntry: number))
    }

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        RecordObject(site.entryPage(number, path: path(of: number, in: site)))
    }

    var inSitemap: Bool { true }

    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)? {
        let entry = site.diary.entries[number]
        return FeedEntries.isPublished(entry) ? (entry.sitePath, entry.lastModified) : nil
    }
}
