@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// The sample diary loaded and assembled in memory with its settings, for tests of the render
/// stage that need a real diary but no files written.
enum AssembledSample {
    static func load(options: BuildOptions = BuildOptions()) async throws -> (settings: DiarySettings, diary: Diary) {
        try await assemble(SiteLayout(root: SampleDiaryTests.repository), options: options)
    }

    /// The diary at `layout` loaded and assembled as a build does, with its settings.
    static func assemble(_ layout: SiteLayout, options: BuildOptions = BuildOptions()) async throws -> (
        settings: DiarySettings, diary: Diary
    ) {
        var diagnostics: [Diagnostic] = []
        let settings = try #require(DiarySettings.load(layout, options: options, &diagnostics))
        let loaded = await DiaryLoader(layout: layout, config: settings.config, catalog: settings.catalog)
            .load(ContentScanner.scan(layout))
        let diary = try #require(
            DiaryAssembler(includeDrafts: false).assemble(
                loaded.entries, config: settings.config, catalog: settings.catalog
            ).0)
        return (settings, diary)
    }
}
