import KeepsakeCore
import KeepsakeTemplates

/// Each month's page and its grid: `2024/05/index.html`, `2024/05/grid/index.html`.
struct MonthPageKind: TemplatePageKind {
    let name = "month"
    let place = 40
    let page = PageTemplate(name: "month", schema: ListPage.names.schema)

    func count(in site: SiteRenderer) -> Int { 2 * site.diary.months.count }

    func path(of number: Int, in site: SiteRenderer) -> String {
        site.diary.months[number / 2].key.path + (number % 2 == 1 ? "/grid/index.html" : "/index.html")
    }

    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        let index = number / 2
        digest.add(number % 2 == 1 ? "month-grid" : "month")
        digest.add(every.monthCards[index])
        for neighbour in [index - 1, index + 1] {
            digest.add(site.diary.months.indices.contains(neighbour) ? site.diary.months[neighbour].key.path : "-")
        }
    }

    /// The month's cards, calendar and mood chart, with links to the months before and after.
    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (diary, language, index, grid) = (site.diary, site.language, number / 2, number % 2 == 1)
        let links = site.links(for: path(of: number, in: site))
        let section = diary.months[index]
        let view = site.monthViews([section], links: links, grid: grid)[0]
        func link(_ other: Int) -> LinkView? {
            guard diary.months.indices.contains(other) else { return nil }
            let key = diary.months[other].key
            return LinkView(url: links.page(key.path + (grid ? "/grid/" : "/")), label: language.monthHeading(key))
        }
        return RecordObject(
            ListPage(
                frame: site.frame(
                    links, title: "\(view.heading) · \(diary.config.title)",
                    folder: section.key.path + (grid ? "/grid/" : "/")),
                isGrid: grid, polaroidURL: view.url, gridURL: view.gridURL, cover: nil, months: [view],
                allMonths: [], olderMonth: link(index + 1), newerMonth: link(index - 1), isEmpty: false,
                calendar: CalendarView(section, diary: diary, language: language, links: links),
                moodChart: MoodChartView(section, catalog: diary.catalog, language: language)))
    }

    func cards(of number: Int, in site: SiteRenderer) -> Int { site.diary.months[number / 2].items.count }

    var inSitemap: Bool { true }

    /// The month's page (not its grid), when it shows a published entry.
    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)? {
        guard number % 2 == 0 else { return nil }
        let month = site.diary.months[number / 2]
        let newest = month.items.lazy.filter(FeedEntries.isPublished).map(\.lastModified).max()
        return newest.map { (month.key.path + "/", $0) }
    }
}
