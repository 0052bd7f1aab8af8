import KeepsakeCore

/// `feed.xml`: an Atom feed (RFC 4287) of the newest entries with their full text, dates with their
/// time zone, and ids that stay the same across builds (the entry's permanent address).
extension SiteRenderer {
    func atomFeed() -> [UInt8] {
        let config = diary.config
        let entries = FeedEntries.recent(diary, limit: config.feedEntries)
        let updated = entries.map(\.lastModified).max()?.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XMLText.escape(language.code))">
            <title>\(XMLText.escape(config.title))</title>

            """
        if let subtitle = config.subtitle { xml += "<subtitle>\(XMLText.escape(subtitle))</subtitle>\n" }
        xml += """
            <id>\(XMLText.escape(address.page("")))</id>
            <link rel="alternate" type="text/html" href="\(XMLText.escape(address.page("")))"/>
            <link rel="self" type="application/atom+xml" href="\(XMLText.escape(address.file("feed.xml")))"/>
            <updated>\(updated)</updated>
            <generator uri="https://github.com/keepsake">Keepsake</generator>

            """
        if entries.contains(where: { $0.author == nil }) {
            // Atom needs an author for every entry; the diary stands in for entries without one.
            xml += "<author><name>\(XMLText.escape(config.title))</name></author>\n"
        }
        for entry in entries { xml += atomEntry(entry) }
        xml += "</feed>\n"
        return Array(xml.utf8)
    }

    private func atomEntry(_ entry: Entry) -> String {
        let url = address.page(entry.sitePath)
        let title = entry.title ?? language.format(entry.date, as: "date")
        var xml = "<entry>\n<title>\(XMLText.escape(title))</title>\n<id>\(XMLText.escape(url))</id>\n"
        xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escape(url))\"/>\n"
        xml += "<published>\(entry.date.rfc3339)</published>\n<updated>\(entry.lastModified.rfc3339)</updated>\n"
        if let author = entry.author { xml += "<author><name>\(XMLText.escape(author.name))</name></author>\n" }
        for tag in entry.tags { xml += "<category term=\"\(XMLText.escape(tag))\"/>\n" }
        if !entry.summary.isEmpty { xml += "<summary>\(XMLText.escape(entry.summary))</summary>\n" }
        xml += "<content type=\"html\">\(XMLText.escape(feedHTML(of: entry)))</content>\n"
        return xml + "</entry>\n"
    }

    /// An entry's full text for feeds: its photo, then its body, with absolute addresses.
    func feedHTML(of entry: Entry) -> String {
        var html = ""
        if let photo = entry.photo {
            html +=
                "<p><img src=\"\(XMLText.escape(address.file(photos.representative(of: photo))))\" alt=\"\(XMLText.escape(photo.alt))\"></p>\n"
        }
        return html + address.absolutize(body: entry.bodyHTML, of: entry)
    }
}
