import KeepsakeCore

/// The pages that look across the diary: tags, on this day, stats.
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

    func tagIndexPage(path: String) -> TagIndexPage {
        let links = links(for: path)
        let title = "\(language.string("tags")) · \(diary.config.title)"
        let tags = diary.tags.sorted { ($0.entryCount, $1.name) > ($1.entryCount, $0.name) }.map {
            LinkView(url: links.page($0.sitePath), label: $0.name, detail: language.count("entries", $0.entryCount))
        }
        return TagIndexPage(frame: frame(links, title: title, folder: "tags/"), tags: tags)
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

    func onThisDayIndexPage(path: String) -> OnThisDayIndexPage {
        let links = links(for: path)
        let title = "\(language.string("on_this_day")) · \(diary.config.title)"
        let months = Dictionary(grouping: diary.daysOfYear, by: \.month).keys.sorted().map { month in
            OnThisDayIndexPage.Month(
                name: language.months[month - 1],
                days: diary.daysOfYear.filter { $0.month == month }.map { section in
                    OnThisDayIndexPage.Day(
                        key: String(section.sitePath.dropFirst("on-this-day/".count).dropLast()),
                        url: links.page(section.sitePath),
                        label: language.format(year: 2000, month: section.month, day: section.day, as: "month_day"),
                        years: section.years.sorted().map(String.init).joined(separator: " · "),
                        isRepeated: section.years.count > 1)
                })
        }
        return OnThisDayIndexPage(frame: frame(links, title: title, folder: "on-this-day/"), months: months)
    }

    func statsPage(path: String) -> StatsPage {
        StatsPage(
            diary: diary, stats: diaryStats, language: language,
            frame: frame(
                links(for: path), title: "\(language.string("stats")) · \(diary.config.title)", folder: "stats/"))
    }
}
