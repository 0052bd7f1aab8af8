import Testing

@testable import KeepsakeBuild
@testable import KeepsakePreview

@Suite("Preview events")
struct PreviewBuilderTests {
    static let site = SiteSnapshot(files: ["index.html": .bytes([1]), "theme/a.css": .bytes([2])])

    @Test func onlyStylesheetsChangedSwapsThem() {
        #expect(
            PreviewBuilder.event(changed: ["theme/a.css"], previous: Self.site, trigger: ["Themes/x/a.css"]) == .css)
        #expect(
            PreviewBuilder.event(changed: ["theme/a.css", "index.html"], previous: Self.site, trigger: []) == .reload)
    }

    @Test func nothingChangedFromASourceSaveMeansNoReload() {
        #expect(PreviewBuilder.event(changed: [], previous: Self.site, trigger: ["Content/a.md"]) == nil)
        // A photo is read when served: the page must reload to show it.
        #expect(PreviewBuilder.event(changed: [], previous: Self.site, trigger: ["Content/p/a.jpg"]) == .reload)
    }

    @Test func afterAFailureAlwaysReload() {
        let failing = SiteSnapshot(files: Self.site.files, errorPage: [0])
        #expect(PreviewBuilder.event(changed: [], previous: failing, trigger: ["Content/a.md"]) == .reload)
        #expect(PreviewBuilder.event(changed: ["theme/a.css"], previous: failing, trigger: []) == .reload)
    }

    @Test func changesListAddedRemovedAndDifferentFiles() {
        let next = SiteSnapshot(files: ["index.html": .bytes([9]), "new.html": .bytes([3])])
        #expect(PreviewBuilder.changes(from: Self.site, to: next) == ["index.html", "new.html", "theme/a.css"])
    }
}
