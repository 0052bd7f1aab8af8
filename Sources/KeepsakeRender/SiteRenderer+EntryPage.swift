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
                url: links.page(neighbour.sitePath), label: neighbour.title ?? language.format(neighbour.date, as: "date"),
                detail: language.format(neighbour.date, as: "date_short"))
        }
        let key = entry.date.monthKey
        let sameDay = diary.onThisDay(as: entry).map {
            LinkView(
                url: links.page($0.sitePath), label: $0.title ?? language.format($0.date, as: "date"),
                detail: String($0.date.year))
        }
        let title = entry.title ?? language.format(entry.date, as: "date")
        return EntryPage(
            frame: frame(
                links, title: title, folder: entry.sitePath, description: entry.summary, photo: entry.photo,
                published: entry.date),
            entry: EntryView(entry, diary: diary, language: language, links: links, photos: photos, place: .page),
            monthLink: LinkView(url: links.page(key.path + "/"), label: language.monthHeading(key)),
            older: link(index + 1), newer: link(index - 1),
            comments: CommentView.thread(entry.comments?.roots ?? [], language: language),
            commentCount: entry.comments.map { language.count("comments", $0.count) },
            onThisDay: sameDay,
            onThisDayURL: links.page(DayOfYearSection.sitePath(month: entry.date.month, day: entry.date.day)))
    }
}
