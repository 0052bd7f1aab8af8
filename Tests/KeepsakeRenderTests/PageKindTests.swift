import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// The site's pages come from its page kinds: the job list, the paths and the sitemap agree.
@Suite("Page kinds")
struct PageKindTests {
    /// Every kind in `Pages/` is found (`PageKindLister`), and in the order the site's bytes
    /// (its sitemap above all) were always made in: a new kind's `place` must not change it.
    @Test func everyKindIsListedOnceInItsPlace() {
        let kinds = SiteRenderer.pageKinds
        #expect(
            kinds.map(\.name) == [
                "front", "404", "feed", "month", "entry", "tags", "stats", "on-this-day", "on-this-day-page",
                "sitemap part", "tag",
            ])
        #expect(Set(kinds.map(\.place)).count == kinds.count, "no two kinds share a place")
    }

    @Test func everyPageHasAPathOfItsOwnAndTheSiteHasThem() async throws {
        let (settings, diary) = try await AssembledSample.load()
        let site = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        #expect(
            site.jobs.contains { $0.pageKind is TagPageKind } && site.jobs.contains { $0.pageKind is OnThisDayPageKind }
        )
        let paths = site.jobs.map(site.path(of:))
        #expect(Set(paths).count == paths.count, "no two pages share a path")
        let rendered = Set(await site.render().files.map(\.path))
        #expect(Set(paths).isSubset(of: rendered))
        #expect(rendered.subtracting(paths).allSatisfy { $0.hasPrefix("theme/") || $0.hasPrefix("media/") })
    }

    /// The sitemap lists the front page, each month with a published entry and each published entry.
    @Test func theSitemapListsTheKindsThatSayTheyAreInIt() async throws {
        let (settings, diary) = try await AssembledSample.load()
        let site = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        var folders: [String] = []
        site.sitemap.forEachLocation { number, folder, _ in
            #expect(number == folders.count)
            folders.append(folder)
        }
        let published = diary.entries.filter(FeedEntries.isPublished)
        let months = diary.months.filter { $0.items.contains(where: FeedEntries.isPublished) }
        #expect(folders == [""] + months.map { $0.key.path + "/" } + published.map(\.sitePath))
    }

    /// Every folder the site writes at its top and beside a month's entries is a name no slug may
    /// take (`ReservedSlugs`), so no entry's page can replace one of the site's own.
    @Test func theSitesOwnFoldersAreReservedSlugs() async throws {
        let (settings, diary) = try await AssembledSample.load()
        let site = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        let slugs = Set(diary.entries.map(\.slug))
        var folders = Set<String>()
        for path in await site.render().files.map(\.path) {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count > 1 else { continue }
            if parts[0].count != 4 || !parts[0].allSatisfy(\.isNumber) {
                folders.insert(parts[0])
            } else if parts.count > 3, !slugs.contains(parts[2]) {
                folders.insert(parts[2])
            }
        }
        #expect(folders.contains("grid") && folders.contains("tags") && folders.contains("media"))
        #expect(folders.subtracting(ReservedSlugs.names) == [])
    }
}
