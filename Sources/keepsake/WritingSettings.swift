import Foundation
import KeepsakeCore
import KeepsakeRender

/// What the writing commands (`new`, `comment`) need of a diary: its settings and its theme's decoration catalog,
/// read and checked as `keepsake build` reads them, without compiling the theme's templates.
struct WritingSettings {
    let config: DiaryConfig
    let catalog: DecorationCatalog

    static func load(_ layout: SiteLayout) throws(EditFailure) -> WritingSettings {
        let path = layout.display(layout.configFile)
        guard FileManager.default.fileExists(atPath: layout.configFile.path) else {
            throw EditFailure(
                at: SourceLocation(path: path), "no diary here: \(path) does not exist",
                hint:
                    "run keepsake in a diary folder (holding Content/diary.yaml), or pass --root DIR; `keepsake init DIR` makes one"
            )
        }
        let file = try SourceText.read(path, in: layout, limit: .settings)
            .flatMap { DiaryConfigFile.parse($0, path: path) }
            .mapError { EditFailure([$0]) }.get()
        let theme = try ThemeFiles.load(name: file.themeName, layout: layout).mapError { EditFailure([$0]) }.get()
        guard theme.problems.isEmpty else { throw EditFailure(theme.problems) }
        // Only the catalog and the language codes are needed, not the compiled templates.
        let (catalog, catalogProblems) = DecorationCatalogLoader.load(
            theme.text("theme.yaml") ?? "", path: theme.origin("theme.yaml"))
        let languages = theme.files.keys.sorted().filter { $0.hasPrefix("i18n/") && $0.hasSuffix(".yaml") }
            .compactMap { Language.load(theme.text($0) ?? "", origin: theme.origin($0)).0?.code }
        guard let catalog else { throw EditFailure(catalogProblems) }
        let (config, configProblems) = file.decode(catalog: catalog, languages: languages)
        guard let config, !configProblems.hasErrors else { throw EditFailure(configProblems) }
        return WritingSettings(config: config, catalog: catalog)
    }
}
