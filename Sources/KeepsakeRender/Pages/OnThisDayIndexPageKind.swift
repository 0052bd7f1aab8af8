import KeepsakeTemplates

/// The days of the year that have entries, by month: `on-this-day/index.html`.
struct OnThisDayIndexPageKind: SinglePageKind {
    let name = "on-this-day"
    let place = 80
    let path = "on-this-day/index.html"
    let page = PageTemplate(name: "on-this-day-index", schema: OnThisDayIndexPage.names.schema)

    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject {
        let (links, language, days) = (site.links(for: path), site.language, site.diary.daysOfYear)
        let title = "\(language.string("on_this_day")) · \(site.diary.config.title)"
        let months = Dictionary(grouping: days, by: \.month).keys.sorted().map { month in
            OnThisDayIndexPage.Month(
                name: language.months[month - 1],
                days: days.filter { $0.month == month }.map { section in
                    OnThisDayIndexPage.Day(
                        key: String(section.sitePath.dropFirst("on-this-day/".count).dropLast()),
                        url: links.page(section.sitePath),
                        label: language.format(year: 2000, month: section.month, day: section.day, as: "month_day"),
                        years: section.years.sorted().map(String.init).joined(separator: " · "),
                        isRepeated: section.years.count > 1)
                })
        }
        return RecordObject(
            OnThisDayIndexPage(frame: site.frame(links, title: title, folder: "on-this-day/"), months: months))
    }
}
