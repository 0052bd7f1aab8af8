import Foundation

/// Reads every entry and sidecar of a diary, on all cores, into entries plus diagnostics.
public struct DiaryLoader: Sendable {
    public let layout: SiteLayout
    public let config: DiaryConfig
    public let catalog: DecorationCatalog

    public init(layout: SiteLayout, config: DiaryConfig, catalog: DecorationCatalog) {
        self.layout = layout
        self.config = config
        self.catalog = catalog
    }

    /// - Returns: the entries that loaded (in file order) and every diagnostic, including a warning
    ///   for each sidecar that has no entry.
    public func load(_ inventory: ContentInventory) async -> (entries: [Entry], diagnostics: [Diagnostic]) {
        let parser = EntryParser(config: config, catalog: catalog, files: inventory.files)
        let comments = CommentLoader(timeZone: config.timeZone)
        let paths = inventory.entries
        let sidecars = Set(inventory.sidecars)
        let results = await ParallelMap.map(paths) { path -> (Entry?, [Diagnostic]) in
            load(path, sidecar: sidecars.contains(ContentInventory.sidecar(for: path)), parser: parser, comments: comments)
        }
        var entries: [Entry] = []
        var diagnostics = inventory.diagnostics
        for (entry, problems) in results {
            if let entry { entries.append(entry) }
            diagnostics += problems
        }
        let entryPaths = Set(paths)
        for sidecar in inventory.sidecars
        where !entryPaths.contains(String(sidecar.dropLast(ContentInventory.sidecarSuffix.count)) + ".md") {
            diagnostics.append(
                .warning(
                    at: SourceLocation(path: sidecar), "comment sidecar has no entry; its comments are not published",
                    hint: "name it after its entry: 2024-05-03-picnic.md → 2024-05-03-picnic.comments.json"))
        }
        return (entries, diagnostics)
    }

    private func load(_ path: String, sidecar: Bool, parser: EntryParser, comments: CommentLoader) -> (
        Entry?, [Diagnostic]
    ) {
        let text: String
        switch SourceText.read(path, in: layout) {
        case .success(let value): text = value
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var (entry, diagnostics) = parser.parse(path: path, text: text)
        guard sidecar else { return (entry, diagnostics) }
        let sidecarPath = ContentInventory.sidecar(for: path)
        let json: String
        switch SourceText.read(sidecarPath, in: layout) {
        case .success(let value): json = value
        case .failure(let diagnostic): return (nil, diagnostics + [diagnostic])
        }
        let (thread, problems) = comments.load(path: sidecarPath, text: json)
        diagnostics += problems
        return (problems.hasErrors ? nil : entry?.with(comments: thread), diagnostics)
    }
}
