import KeepsakeCore

/// `sitemap.xml` (sitemaps.org 0.9): the front page, every month and every published entry, with
/// the date each last changed; and `robots.txt` pointing at it.
struct Sitemap {
    let diary: Diary
    let address: SiteAddress

    func render() -> [UInt8] {
        let entries = FeedEntries.published(diary)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        func add(_ folder: String, _ lastModified: DiaryDate?) {
            xml += "<url><loc>\(XMLText.escape(address.page(folder)))</loc>"
            if let lastModified { xml += "<lastmod>\(lastModified.rfc3339)</lastmod>" }
            xml += "</url>\n"
        }
        add("", entries.map(\.lastModified).max())
        for month in diary.months {
            let newest = month.items.filter { !$0.isDraft && !$0.isDeleted }.map(\.lastModified).max()
            guard let newest else { continue }
            add(month.key.path + "/", newest)
        }
        for entry in entries { add(entry.sitePath, entry.lastModified) }
        xml += "</urlset>\n"
        return Array(xml.utf8)
    }

    func robots() -> [UInt8] {
        Array("User-agent: *\nAllow: /\n\nSitemap: \(address.file("sitemap.xml"))\n".utf8)
    }
}
