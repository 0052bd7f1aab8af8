import KeepsakeBuild
import KeepsakeRender

/// What the preview serves at one moment: the last site that built and, while the latest build fails, why.
public struct SiteSnapshot: Sendable {
    /// Site path → contents, as the renderer made them.
    public let files: [String: RenderedSite.Contents]
    /// Shown for every page while the diary does not build; `nil` when it does.
    public let errorPage: [UInt8]?
    /// Counts rebuilds, for messages and tests.
    public let generation: Int

    public init(files: [String: RenderedSite.Contents], errorPage: [UInt8]? = nil, generation: Int = 0) {
        self.files = files
        self.errorPage = errorPage
        self.generation = generation
    }

    public init(site: RenderedSite, generation: Int) {
        var files: [String: RenderedSite.Contents] = [:]
        files.reserveCapacity(site.files.count)
        for file in site.files { files[file.path] = file.contents }
        self.init(files: files, generation: generation)
    }

    /// The same site, with the page explaining why the latest build failed.
    public func failing(with errorPage: [UInt8], generation: Int) -> SiteSnapshot {
        SiteSnapshot(files: files, errorPage: errorPage, generation: generation)
    }
}
