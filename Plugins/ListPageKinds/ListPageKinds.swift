import PackagePlugin

/// Lists the page kinds of `Sources/KeepsakeRender/Pages/` for the renderer (`PageKindLister`):
/// a kind is one file there, and no list elsewhere names it.
@main
struct ListPageKinds: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let pages = sources.sourceFiles(withSuffix: "swift").map(\.url).filter {
            $0.deletingLastPathComponent().lastPathComponent == "Pages"
        }.sorted { $0.path() < $1.path() }
        let output = context.pluginWorkDirectoryURL.appending(path: "EveryPageKind.swift")
        return [
            .buildCommand(
                displayName: "Listing page kinds",
                executable: try context.tool(named: "PageKindLister").url,
                arguments: [output.path()] + pages.map { $0.path() },
                inputFiles: pages,
                outputFiles: [output]
            )
        ]
    }
}
