import KeepsakeCore
import KeepsakeTemplates

/// A day of the year across the years: `on-this-day/04-05/index.html`.
struct OnThisDayPageKind: TemplatePageKind {
    let name = "on-this-day-page"
    let place = 90
    let page = PageTemplate(name: "on-this-day", schema: OnThisDayPage.names.schema)

    func count(in site: SiteRenderer) -> Int { site.diary.daysOfYear.count }

    func path(of number: Int, in site: SiteRenderer) -> String { site.diary.daysOfYear[number].sitePath + "index.html" }

    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        digest.add(every.dayDigests[number])
    }

    /// The day's entries as cards, year by year.
    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (diary, language) = (site.diary, site.language)
        let links = site.links(for: path(of: number, in: site))
        let section = diary.daysOfYear[number]
        let heading = language.format(year: 2000, month: section.month, day: section.day, as: "month_day")
        let title = "\(heading) · \(language.string("on_this_day")) · \(diary.config.title)"
        let years = section.years.map { year in
            OnThisDayPage.Year(
                year: year,
                items: section.entries.filter { $0.date.year == year }.map {
                    EntryView(site.facts(of: $0), links: links)
                })
        }
        return RecordObject(
            OnThisDayPage(
                frame: site.frame(links, title: title, folder: section.sitePath), heading: heading, years: years,
                indexURL: links.page("on-this-day/")))
    }
}
