import KeepsakeCore

/// `sitemap.xml` (sitemaps.org 0.9): the front page, every month and every published entry, with
/// the date each last changed; and `robots.txt` pointing at it.
///
/// A sitemap may list at most 50,000 addresses. A diary with more (a family's, after many years)
/// gets a sitemap index instead: `sitemap.xml` then lists `sitemap-1.xml`, `sitemap-2.xml`, …, each
/// with up to `limit` addresses, as search engines expect.
struct Sitemap {
    let diary: Diary
    let address: SiteAddress
    /// Addresses in one sitemap file.
    var limit = Sitemap.maximum

    static let maximum = 50_000

    /// An address to list, and when what it shows last changed.
    struct Location {
        let folder: String
        let lastModified: DiaryDate?
    }

    /// Every address, in order: the front page, the months, the entries.
    func locations() -> [Location] {
        let entries = FeedEntries.published(diary)
        var locations = [Location(folder: "", lastModified: entries.map(\.lastModified).max())]
        for month in diary.months {
            let newest = month.items.filter { !$0.isDraft && !$0.isDeleted }.map(\.lastModified).max()
            guard let newest else { continue }
            locations.append(Location(folder: month.key.path + "/", lastModified: newest))
        }
        for entry in entries { locations.append(Location(folder: entry.sitePath, lastModified: entry.lastModified)) }
        return locations
    }

    /// How many files beside `sitemap.xml` list the addresses: 0 when it lists them itself.
    var partCount: Int {
        // Counted, not listed: every render asks.
        let months = diary.months.count { $0.items.contains { !$0.isDraft && !$0.isDeleted } }
        let count = 1 + months + FeedEntries.published(diary).count
        return count <= limit ? 0 : (count + limit - 1) / limit
    }

    static func partName(_ part: Int) -> String { "sitemap-\(part + 1).xml" }

    /// `sitemap.xml`: every address, or the index of the parts.
    func render() -> [UInt8] {
        let all = locations()
        guard all.count > limit else { return urlset(all[...]) }
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for (part, start) in stride(from: 0, to: all.count, by: limit).enumerated() {
            xml += "<sitemap><loc>\(XMLText.escape(address.file(Self.partName(part))))</loc>"
            if let newest = all[start..<min(start + limit, all.count)].compactMap(\.lastModified).max() {
                xml += "<lastmod>\(newest.rfc3339)</lastmod>"
            }
            xml += "</sitemap>\n"
        }
        xml += "</sitemapindex>\n"
        return Array(xml.utf8)
    }

    /// `sitemap-N.xml` (N = `part` + 1) of a diary with more than `limit` addresses.
    func render(part: Int) -> [UInt8] {
        let all = locations()
        let start = min(part * limit, all.count)
        return urlset(all[start..<min(start + limit, all.count)])
    }

    /// Written as bytes into one buffer sized up front: a big diary's sitemap is megabytes.
    private func urlset(_ locations: ArraySlice<Location>) -> [UInt8] {
        var xml: [UInt8] = []
        // Room for long addresses (a Korean slug, percent-encoded, triples): growing a buffer of
        // 50,000 addresses copies megabytes and holds both copies at once, while room never
        // written takes no memory (a buffer this big gets pages of its own).
        xml.reserveCapacity(128 + locations.count * 256)
        xml += "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n".utf8
        for location in locations {
            xml += "<url><loc>".utf8
            xml += XMLText.escape(address.page(location.folder)).utf8
            xml += "</loc>".utf8
            if let lastModified = location.lastModified {
                xml += "<lastmod>".utf8
                xml += lastModified.rfc3339.utf8
                xml += "</lastmod>".utf8
            }
            xml += "</url>\n".utf8
        }
        xml += "</urlset>\n".utf8
        return xml
    }

    func robots() -> [UInt8] {
        Array("User-agent: *\nAllow: /\n\nSitemap: \(address.file("sitemap.xml"))\n".utf8)
    }
}
