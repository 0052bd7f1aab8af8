import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A sitemap lists at most 50,000 addresses: a bigger diary gets a sitemap index and parts. Tested
/// on the sample diary with a limit of 4 addresses a file.
@Suite("Sitemap index")
struct SitemapSplitTests {
    func render(limit: Int) async throws -> [String: String] {
        let (settings, diary) = try await AssembledSample.load(options: BuildOptions(baseURL: "https://example.org/d/"))
        var renderer = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        renderer.sitemapLimit = limit
        var texts: [String: String] = [:]
        for file in await renderer.render().files {
            if case .bytes(let bytes) = file.contents, file.path.hasPrefix("sitemap") {
                texts[file.path] = String(decoding: bytes, as: UTF8.self)
            }
        }
        return texts
    }

    func locations(_ xml: String) -> [String] {
        xml.components(separatedBy: "<loc>").dropFirst().map { $0.components(separatedBy: "</loc>")[0] }
    }

    @Test func aBigDiaryGetsAnIndexOfPartsListingTheSameAddresses() async throws {
        let whole = try await render(limit: Sitemap.maximum)
        #expect(whole.keys.sorted() == ["sitemap.xml"])
        let all = locations(try #require(whole["sitemap.xml"]))
        #expect(all.count > 8)

        let split = try await render(limit: 4)
        let index = try #require(split["sitemap.xml"])
        #expect(index.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
        #expect(XMLParser(data: Data(index.utf8)).parse())
        let parts = (all.count + 3) / 4
        #expect(locations(index) == (1...parts).map { "https://example.org/d/sitemap-\($0).xml" })
        #expect(split.count == parts + 1)
        var listed: [String] = []
        for part in 1...parts {
            let xml = try #require(split["sitemap-\(part).xml"])
            #expect(xml.contains("<urlset"))
            #expect(XMLParser(data: Data(xml.utf8)).parse())
            #expect(locations(xml).count <= 4)
            listed += locations(xml)
        }
        #expect(listed == all)
        // Each part's date is its newest address's.
        #expect(index.components(separatedBy: "<lastmod>").count == parts + 1)
    }
}
