import KeepsakeCore

/// An entry's own page: polaroid, body, neighbours, the same day in other years, comments.
extension SiteRenderer {
    func entryPage(_ index: Int, path: String) -> EntryPage {
        let links = links(for: path)
        let entry = diary.entries[index]
        func link(_ other: Int) -> LinkView? {
            guard diary.entries.indices.contains(other) else { return nil }
            let neighbour = diary.entries[other]
            return LinkView(
                url: links.page(encoded: Links.encode(neighbour.sitePath)), label: facts(of: neighbour).title,
                detail: shortDate(of: neighbour))
        }
        let key = entry.date.monthKey
        let (shownSameDay, sameDayTotal) = diary.onThisDay(as: entry, limit: EntryPage.onThisDayLimit)
        let sameDay = shownSameDay.map {
            LinkView(
                url: links.page(encoded: Links.encode($0.sitePath)), label: facts(of: $0).title,
                detail: String($0.date.year))
        }
        let own = facts(of: entry)
        let title = own.title
        return EntryPage(
            frame: frame(
                links, title: title, folder: entry.sitePath, description: entry.summary, photo: own.photo,
                published: entry.date),
            entry: EntryView(own, links: links, display: .page, bodyHTML: entry.bodyHTML),
            monthLink: LinkView(url: links.page(key.path + "/"), label: language.monthHeading(key)),
            older: link(index + 1), newer: link(index - 1),
            comments: CommentView.thread(entry.comments?.roots ?? [], language: language),
            commentCount: own.commentCount,
            onThisDay: sameDay,
            onThisDayMore: sameDayTotal > sameDay.count ? language.count("on_this_day_all", sameDayTotal) : nil,
            onThisDayURL: links.page(DayOfYearSection.sitePath(month: entry.date.month, day: entry.date.day)))
    }

    /// `EntryFacts.dateShort` of `entry`, without making its facts when the table lacks them.
    func shortDate(of entry: Entry) -> String {
        if let facts = factsTable.made(for: entry) { return facts.dateShort }
        return dayLabels?.label(of: entry.date) ?? language.format(entry.date, as: "date_short")
    }
}
