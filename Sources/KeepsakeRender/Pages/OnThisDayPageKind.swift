import KeepsakeCore
import KeepsakeTemplates

/// A day of the year across the years: `on-this-day/04-05/index.html`.
struct OnThisDayPageKind: TemplatePageKind {
    let name = "on-this-day-page"
    let place = 90
    let page = PageTemplate(name: "on-this-day", schema: OnThisDayPage.names.schema)

    func count(in site: SiteRenderer) -> Int { site.diary.daysOfYear.count }

    func path(of number: Int, in site: SiteRenderer) -> String { site.diary.daysOfYear[number].sitePath + "index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: SiteRenderer.EveryEntry, into digest: inout ContentDigest)
    {
        digest.add("on-this-day-page")
        digest.add(every.dayDigests[number])
    }

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        RecordObject(site.onThisDayPage(number, path: path(of: number, in: site)))
    }
}
