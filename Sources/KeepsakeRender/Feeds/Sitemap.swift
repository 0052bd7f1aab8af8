import KeepsakeCore

/// `sitemap.xml` (sitemaps.org 0.9): the front page, every month and every published entry, with the date each
/// last changed; and `robots.txt`. Past `limit` addresses it is an index of `sitemap-1.xml`, `sitemap-2.xml`, …
struct Sitemap {
    let site: SiteRenderer
    /// Addresses in one sitemap file.
    var limit = Sitemap.maximum

    static let maximum = 50_000

    /// Every address in `SiteRenderer.pageKinds`' order, with its number and the date it last changed, one by one.
    func forEachLocation(_ body: (_ number: Int, _ folder: String, _ lastModified: DiaryDate?) -> Void) {
        var number = 0
        for kind in SiteRenderer.pageKinds where kind.inSitemap {
            for page in 0..<kind.count(in: site) {
                guard let location = kind.sitemapLocation(of: page, in: site) else { continue }
                body(number, location.folder, location.lastModified)
                number += 1
            }
        }
    }

    /// How many files beside `sitemap.xml` list the addresses: 0 when it lists them itself.
    var partCount: Int {
        // At most one address a page: when the pages fit in one file, the addresses need not be counted.
        let pages = SiteRenderer.pageKinds.lazy.filter(\.inSitemap).reduce(0) { $0 + $1.count(in: site) }
        guard pages > limit else { return 0 }
        var count = 0
        forEachLocation { _, _, _ in count += 1 }
        return count <= limit ? 0 : (count + limit - 1) / limit
    }

    static func partName(_ part: Int) -> String { "sitemap-\(part + 1).xml" }

    /// `sitemap.xml`: every address, or the index of the parts.
    func render() -> [UInt8] {
        let parts = partCount
        guard parts > 0 else { return render(part: nil) }
        // Each part's newest date, in one walk.
        var newest = [DiaryDate?](repeating: nil, count: parts)
        forEachLocation { number, _, lastModified in
            guard let lastModified else { return }
            let part = number / limit
            if part < parts, newest[part].map({ lastModified > $0 }) ?? true { newest[part] = lastModified }
        }
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for part in 0..<parts {
            xml += "<sitemap><loc>\(XMLText.escape(site.address.file(Self.partName(part))))</loc>"
            if let newest = newest[part] { xml += "<lastmod>\(newest.rfc3339)</lastmod>" }
            xml += "</sitemap>\n"
        }
        xml += "</sitemapindex>\n"
        return Array(xml.utf8)
    }

    /// `sitemap-N.xml` (N = `part` + 1), or every address for `nil`; sized up front.
    func render(part: Int?) -> [UInt8] {
        let range = part.map { $0 * limit..<($0 + 1) * limit } ?? 0..<Int.max
        var xml: [UInt8] = []
        xml.reserveCapacity(128 + min(limit, site.diary.months.count + site.diary.entries.count + 1) * 256)
        xml +=
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            .utf8
        forEachLocation { number, folder, lastModified in
            guard range.contains(number) else { return }
            xml += "<url><loc>\(XMLText.escape(site.address.page(folder)))</loc>".utf8
            if let lastModified { xml += "<lastmod>\(lastModified.rfc3339)</lastmod>".utf8 }
            xml += "</url>\n".utf8
        }
        xml += "</urlset>\n".utf8
        return xml
    }

    func robots() -> [UInt8] { Array("User-agent: *\nAllow: /\n\nSitemap: \(site.address.file("sitemap.xml"))\n".utf8) }
}
