import KeepsakeRender

/// What the preview serves at one moment: the last site that built and, while the latest build fails, why.
struct SiteSnapshot: Sendable {
    /// Site path → contents, as the renderer made them.
    var files: [String: RenderedSite.Contents]
    /// Shown for every page while the diary does not build; `nil` when it does.
    var errorPage: [UInt8]? = nil
}

extension SiteSnapshot {
    init(site: RenderedSite) {
        self.init(files: Dictionary(site.files.map { ($0.path, $0.contents) }) { _, last in last })
    }
}
