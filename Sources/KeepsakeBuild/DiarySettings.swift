import Foundation
import KeepsakeCore
import KeepsakeRender

/// Everything a build needs besides the entries: diary.yaml, the theme it names, and the language
/// it writes in, with one digest of all of it (and of the options that change pages).
package struct DiarySettings: Sendable {
    package let config: DiaryConfig
    package let theme: Theme
    /// The theme's catalog with the diary's own moods.
    package let catalog: DecorationCatalog
    package let language: Language
    package let digest: UInt64

    /// diary.yaml, then the theme it names, then the full configuration checked against the theme,
    /// for a build with `options` (its base URL replaces diary.yaml's; drafts are in the digest).
    package static func load(
        _ layout: SiteLayout, options: BuildOptions, _ diagnostics: inout [Diagnostic]
    ) -> DiarySettings? {
        let configPath = layout.display(layout.configFile)
        guard FileManager.default.fileExists(atPath: layout.configFile.path) else {
            diagnostics.append(
                .error(
                    at: SourceLocation(path: configPath), "no diary here: \(configPath) does not exist",
                    hint:
                        "run keepsake in a diary folder (holding Content/diary.yaml), or pass --root DIR; `keepsake init DIR` makes one"
                ))
            return nil
        }
        func value<Value>(_ result: Result<Value, Diagnostic>) -> Value? {
            if case .failure(let diagnostic) = result { diagnostics.append(diagnostic) }
            return try? result.get()
        }
        guard let text = value(SourceText.read(configPath, in: layout, limit: .settings)),
            let file = value(DiaryConfigFile.parse(text, path: configPath)),
            let files = value(ThemeFiles.load(name: file.themeName, layout: layout))
        else { return nil }
        diagnostics += files.problems
        let (theme, themeProblems) = Theme.load(files)
        diagnostics += themeProblems
        guard let theme else { return nil }
        let (catalog, moodProblems) = file.extend(theme.catalog)
        diagnostics += moodProblems
        let (config, configProblems) = file.decode(catalog: catalog, languages: theme.languages.keys.sorted())
        diagnostics += configProblems
        guard var config, let language = theme.languages[config.language] else { return nil }
        if let baseURL = options.baseURL { config = config.with(baseURL: baseURL) }
        if options.warnsWithoutBaseURL, config.baseURL.hasPrefix("/") {
            // At the line of `# base_url:` that `keepsake init` writes, when it is there.
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("base_url") }.map { $0 + 1 }
            diagnostics.append(
                .warning(
                    at: SourceLocation(path: configPath, line: line, column: line.map { _ in 1 }),
                    "no base_url with the site's address: the feeds, the sitemap and robots.txt get addresses without it, which feed readers and search engines cannot follow",
                    hint:
                        "set `base_url: https://example.com/diary/` in diary.yaml to where the site is published, or build with --base-url URL"
                ))
        }
        var digest = ContentDigest()
        digest.add(text)
        digest.add(files.pageInputsDigest)
        digest.add(options.includeDrafts)
        digest.add(config.baseURL)
        return DiarySettings(config: config, theme: theme, catalog: catalog, language: language, digest: digest.value)
    }
}
