import Foundation
import PackagePlugin

/// Embeds the package's `Themes/` folder into the target as Swift source, so that an installed
/// `keepsake` binary carries its built-in themes and needs no source tree at run time.
@main
struct EmbedThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let themes = context.package.directoryURL.appending(path: "Themes")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedThemes.swift")
        return [
            .buildCommand(
                displayName: "Embedding built-in themes",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [themes.path(), output.path()],
                inputFiles: themeFiles(in: themes),
                outputFiles: [output]
            )
        ]
    }

    /// Every file under `Themes/`, so that editing any of them re-runs the embedder.
    private func themeFiles(in folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.sorted { $0.path() < $1.path() }
    }
}
