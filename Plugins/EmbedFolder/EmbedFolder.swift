import Foundation
import PackagePlugin

/// Embeds a folder of the package into the target as Swift source (`Themes/` into KeepsakeRender,
/// `Scaffold/` into KeepsakeCore), so that an installed `keepsake` binary needs no source tree at run time.
@main
struct EmbedFolder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let name = target.name == "KeepsakeCore" ? "Scaffold" : "Themes"
        let folder = context.package.directoryURL.appending(path: name)
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded\(name).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(name)/",
                executable: try context.tool(named: "FolderEmbedder").url,
                arguments: [folder.path(), "Embedded\(name)", output.path()],
                inputFiles: files(in: folder),
                outputFiles: [output]
            )
        ]
    }

    /// Every file under the folder, so that editing any of them re-runs the embedder.
    private func files(in folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.sorted { $0.path() < $1.path() }
    }
}
