import Foundation
import KeepsakeCore
import KeepsakeBuild
import KeepsakeRender

/// What the writing commands (`new`, `comment`) need of a diary: its settings and its theme's
/// decoration catalog, read and checked as `keepsake build` reads them, without compiling the
/// theme's templates.
struct WritingSettings {
    let config: DiaryConfig
    let catalog: DecorationCatalog

    static func load(_ layout: SiteLayout) -> Result<WritingSettings, EditFailure> {
        let path = layout.display(layout.configFile)
        guard FileManager.default.fileExists(atPath: layout.configFile.path) else {
            return .failure(
                EditFailure(
                    at: SourceLocation(path: path), "no diary here: \(path) does not exist",
                    hint:
                        "run keepsake in a diary folder (holding Content/diary.yaml), or pass --root DIR; `keepsake init DIR` makes one"
                ))
        }
        let file: DiaryConfigFile
        switch SourceText.read(path, in: layout, limit: .settings).flatMap({ DiaryConfigFile.parse($0, path: path) }) {
        case .success(let parsed): file = parsed
        case .failure(let diagnostic): return .failure(EditFailure([diagnostic]))
        }
        let theme: ThemeFiles
        switch ThemeFiles.load(name: file.themeName, layout: layout) {
        case .success(let files) where files.problems.isEmpty: theme = files
        case .success(let files): return .failure(EditFailure(files.problems))
        case .failure(let diagnostic): return .failure(EditFailure([diagnostic]))
        }
        // Only the catalog and the language codes are needed, not the compiled templates.
        let (catalog, catalogProblems) = DecorationCatalogLoader.load(
            theme.text("theme.yaml") ?? "", path: theme.origin("theme.yaml"))
        var languages: [String] = []
        for name in theme.files.keys.sorted() where name.hasPrefix("i18n/") && name.hasSuffix(".yaml") {
            if let language = Language.load(theme.text(name) ?? "", origin: theme.origin(name)).0 {
                languages.append(language.code)
            }
        }
        guard let catalog else { return .failure(EditFailure(catalogProblems)) }
        let (config, configProblems) = file.decode(catalog: catalog, languages: languages)
        guard let config, !configProblems.hasErrors else { return .failure(EditFailure(configProblems)) }
        return .success(WritingSettings(config: config, catalog: catalog))
    }
}
