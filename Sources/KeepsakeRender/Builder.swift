import Foundation
import KeepsakeCore

/// What to build and whether to write it.
public struct BuildOptions: Sendable {
    /// Publish entries marked `draft: true`.
    public var includeDrafts: Bool
    /// Write `Output/`; `false` checks everything and writes nothing (`keepsake check`).
    public var write: Bool

    public init(includeDrafts: Bool = false, write: Bool = true) {
        self.includeDrafts = includeDrafts
        self.write = write
    }
}

/// Figures for the summary printed after a build.
public struct BuildReport: Sendable {
    public let entries: Int
    public let drafts: Int
    public let deletedTraces: Int
    public let months: Int
    public let commentThreads: Int
    public let comments: Int
    public let pages: Int
    public let otherFiles: Int
    public let duration: Duration
    public let warnings: [Diagnostic]
    public let site: RenderedSite
}

/// The whole pipeline, top to bottom: Content/ → load → model → site → render → write.
///
/// ```swift
/// let report = try await Builder(layout: SiteLayout(root: diaryFolder), options: BuildOptions()).build()
/// ```
public struct Builder: Sendable {
    public let layout: SiteLayout
    public let options: BuildOptions

    public init(layout: SiteLayout, options: BuildOptions) {
        self.layout = layout
        self.options = options
    }

    /// - Throws: `BuildFailure` with every error (and warning) found, after reading all files.
    ///   `Output/` is then left exactly as it was.
    public func build() async throws(BuildFailure) -> BuildReport {
        let start = ContinuousClock.now
        var diagnostics: [Diagnostic] = []
        func stopIfFailed() throws(BuildFailure) {
            if diagnostics.hasErrors { throw BuildFailure(diagnostics: diagnostics) }
        }

        let settings = loadSettings(&diagnostics)
        try stopIfFailed()
        guard let (config, theme, language) = settings else { throw BuildFailure(diagnostics: diagnostics) }
        let inventory = ContentScanner.scan(layout)
        let (entries, loadProblems) = await DiaryLoader(layout: layout, config: config, catalog: theme.catalog).load(inventory)
        diagnostics += loadProblems
        let (diary, assemblyProblems) = DiaryAssembler(includeDrafts: options.includeDrafts)
            .assemble(entries, config: config, catalog: theme.catalog)
        diagnostics += assemblyProblems
        try stopIfFailed()
        guard let diary else { throw BuildFailure(diagnostics: diagnostics) }
        let site = await SiteRenderer(diary: diary, theme: theme, language: language).render()
        if options.write {
            do {
                try OutputWriter(layout: layout).write(site)
            } catch {
                diagnostics.append(.error(at: SourceLocation(path: layout.display(layout.output)), error.description))
                throw BuildFailure(diagnostics: diagnostics)
            }
        }
        let traces = diary.months.reduce(0) { $0 + $1.items.count { $0.isDeleted } }
        return BuildReport(
            entries: diary.entries.count, drafts: diary.entries.count(where: \.isDraft), deletedTraces: traces,
            months: diary.months.count, commentThreads: diary.commentThreadCount,
            comments: diary.entries.reduce(0) { $0 + ($1.comments?.count ?? 0) }, pages: site.pageCount,
            otherFiles: site.otherFileCount, duration: ContinuousClock.now - start, warnings: Set(diagnostics.warnings).sorted(),
            site: site)
    }

    /// diary.yaml, then the theme it names, then the full configuration checked against the theme.
    private func loadSettings(_ diagnostics: inout [Diagnostic]) -> (DiaryConfig, Theme, Language)? {
        let configPath = layout.display(layout.configFile)
        guard FileManager.default.fileExists(atPath: layout.configFile.path) else {
            diagnostics.append(
                .error(
                    at: SourceLocation(path: configPath), "no diary here: \(configPath) does not exist",
                    hint: "run keepsake in a diary folder (holding Content/diary.yaml), or pass --root DIR"))
            return nil
        }
        let text: String
        switch SourceText.read(configPath, in: layout) {
        case .success(let value): text = value
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        let file: DiaryConfigFile
        switch DiaryConfigFile.parse(text, path: configPath) {
        case .success(let parsed): file = parsed
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        let files: ThemeFiles
        switch ThemeFiles.load(name: file.themeName, layout: layout) {
        case .success(let loaded): files = loaded
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        let (theme, themeProblems) = Theme.load(files)
        diagnostics += themeProblems
        guard let theme else { return nil }
        let (config, configProblems) = file.decode(catalog: theme.catalog, languages: theme.languages.keys.sorted())
        diagnostics += configProblems
        guard let config, let language = theme.languages[config.language] else { return nil }
        return (config, theme, language)
    }
}
