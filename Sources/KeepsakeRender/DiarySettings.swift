import Foundation
import KeepsakeCore

/// Everything a build needs besides the entries: diary.yaml, the theme it names, and the language
/// it writes in, with one digest of all of it (and of the options that change pages).
package struct DiarySettings: Sendable {
    package let config: DiaryConfig
    package let theme: Theme
    /// The theme's catalog with the diary's own moods.
    package let catalog: DecorationCatalog
    package let language: Language
    package let digest: UInt64

    /// diary.yaml, then the theme it names, then the full configuration checked against the theme.
    /// - Parameter baseURL: publish at this address instead of diary.yaml's `base_url`.
    /// - Parameter includeDrafts: whether drafts are published (part of the digest).
    package static func load(
        _ layout: SiteLayout, baseURL: String?, includeDrafts: Bool, _ diagnostics: inout [Diagnostic]
    ) -> DiarySettings? {
        let configPath = layout.display(layout.configFile)
        guard FileManager.default.fileExists(atPath: layout.configFile.path) else {
            diagnostics.append(
                .error(
                    at: SourceLocation(path: configPath), "no diary here: \(configPath) does not exist",
                    hint: "run keepsake in a diary folder (holding Content/diary.yaml), or pass --root DIR"))
            return nil
        }
        let text: String
        switch SourceText.read(configPath, in: layout, limit: .settings) {
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
        diagnostics += files.problems
        let (theme, themeProblems) = Theme.load(files)
        diagnostics += themeProblems
        guard let theme else { return nil }
        let (catalog, moodProblems) = file.extend(theme.catalog)
        diagnostics += moodProblems
        let (config, configProblems) = file.decode(catalog: catalog, languages: theme.languages.keys.sorted())
        diagnostics += configProblems
        guard var config, let language = theme.languages[config.language] else { return nil }
        if let baseURL { config = config.with(baseURL: baseURL) }
        var digest = ContentDigest()
        digest.add(text)
        digest.add(files.pageInputsDigest)
        digest.add(includeDrafts)
        digest.add(config.baseURL)
        return DiarySettings(config: config, theme: theme, catalog: catalog, language: language, digest: digest.value)
    }
}
