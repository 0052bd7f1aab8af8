import KeepsakeCore

/// `feed.json`: a JSON Feed 1.1 of the same entries as the Atom feed.
extension SiteRenderer {
    func jsonFeed() -> [UInt8] {
        let config = diary.config
        var feed: [String: FeedJSON] = [
            "version": .string("https://jsonfeed.org/version/1.1"),
            "title": .string(config.title),
            "home_page_url": .string(address.page("")),
            "feed_url": .string(address.file("feed.json")),
            "language": .string(language.code),
            "items": .array(FeedEntries.recent(diary, limit: config.feedEntries).map(jsonFeedItem)),
        ]
        if let subtitle = config.subtitle { feed["description"] = .string(subtitle) }
        // Keys in order: the same diary always gives the same bytes.
        return FeedJSON.object(feed).bytes()
    }

    private func jsonFeedItem(_ entry: Entry) -> FeedJSON {
        let url = address.page(entry.sitePath)
        var item: [String: FeedJSON] = [
            "id": .string(url),
            "url": .string(url),
            "title": .string(entry.title ?? language.format(entry.date, as: "date")),
            "content_html": .string(feedHTML(of: entry)),
            "date_published": .string(entry.date.rfc3339),
            "date_modified": .string(entry.lastModified.rfc3339),
        ]
        if !entry.summary.isEmpty { item["summary"] = .string(entry.summary) }
        if !entry.tags.isEmpty { item["tags"] = .array(entry.tags.map(FeedJSON.string)) }
        if let photo = entry.photo { item["image"] = .string(address.file(photos.representative(of: photo))) }
        if let author = entry.author { item["authors"] = .array([.object(["name": .string(author.name)])]) }
        return .object(item)
    }
}
