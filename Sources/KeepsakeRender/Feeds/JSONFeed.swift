import Foundation
import KeepsakeCore

/// `feed.json`: a JSON Feed 1.1 of the same entries as the Atom feed.
struct JSONFeed {
    let diary: Diary
    let language: Language
    let address: SiteAddress
    let photos: PhotoSet

    func render() -> [UInt8] {
        let config = diary.config
        var feed: [String: Any] = [
            "version": "https://jsonfeed.org/version/1.1",
            "title": config.title,
            "home_page_url": address.page(""),
            "feed_url": address.file("feed.json"),
            "language": language.code,
            "items": FeedEntries.recent(diary, limit: config.feedEntries).map(item),
        ]
        if let subtitle = config.subtitle { feed["description"] = subtitle }
        // Sorted keys: the same diary always gives the same bytes.
        let data = (try? JSONSerialization.data(
            withJSONObject: feed, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return Array(data) + [UInt8(ascii: "\n")]
    }

    private func item(_ entry: Entry) -> [String: Any] {
        let url = address.page(entry.sitePath)
        var item: [String: Any] = [
            "id": url,
            "url": url,
            "title": entry.title ?? language.format(entry.date, as: "date"),
            "content_html": FeedContent.html(of: entry, address: address, photos: photos),
            "date_published": entry.date.rfc3339,
            "date_modified": entry.lastModified.rfc3339,
        ]
        if !entry.summary.isEmpty { item["summary"] = entry.summary }
        if !entry.tags.isEmpty { item["tags"] = entry.tags }
        if let photo = entry.photo { item["image"] = address.file(photos.representative(of: photo)) }
        if let author = entry.author { item["authors"] = [["name": author.name]] }
        return item
    }
}
