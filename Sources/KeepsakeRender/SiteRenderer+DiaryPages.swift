import KeepsakeCore

/// The pages of one tag and of one day of the year.
extension SiteRenderer {
    func tagPage(_ index: Int, page number: Int, path: String) -> TagPage {
        let links = links(for: path)
        let tag = diary.tags[index]
        let pages = TagPage.pageCount(of: tag)
        let slice = TagPage.items(of: tag, page: number)
        var title = "#\(tag.name) · \(diary.config.title)"
        if number > 0 { title = "#\(tag.name) (\(number + 1)/\(pages)) · \(diary.config.title)" }
        func link(_ other: Int) -> String? {
            (0..<pages).contains(other) ? links.page(TagPage.folder(of: tag, page: other)) : nil
        }
        return TagPage(
            frame: frame(links, title: title, folder: TagPage.folder(of: tag, page: number)), name: tag.name,
            count: language.count("entries", tag.entryCount),
            months: monthViews(MonthGrouping.group(slice), links: links, grid: true),
            pageLabel: pages > 1 ? "\(number + 1) / \(pages)" : nil, older: link(number + 1), newer: link(number - 1))
    }

    func onThisDayPage(_ index: Int, path: String) -> OnThisDayPage {
        let links = links(for: path)
        let section = diary.daysOfYear[index]
        let heading = language.format(year: 2000, month: section.month, day: section.day, as: "month_day")
        let title = "\(heading) · \(language.string("on_this_day")) · \(diary.config.title)"
        let years = section.years.map { year in
            OnThisDayPage.Year(
                year: year,
                items: section.entries.filter { $0.date.year == year }.map {
                    EntryView(facts(of: $0), links: links)
                })
        }
        return OnThisDayPage(
            frame: frame(links, title: title, folder: section.sitePath), heading: heading, years: years,
            indexURL: links.page("on-this-day/"))
    }
}
