/// What to build and whether to write it.
public struct BuildOptions: Sendable {
    /// Publish entries marked `draft: true`.
    public var includeDrafts: Bool
    /// Write `Output/`; `false` checks everything and writes nothing (`keepsake check`).
    public var write: Bool
    /// Publish at this address instead of diary.yaml's `base_url` (`https://…/` or `/…/`).
    public var baseURL: String?
    /// Take dates and authors from git when the diary is in a repository; off for builds that must
    /// not depend on the repository they sit in (the golden tests).
    public var readsGitHistory: Bool
    /// How photos are resized (libvips by default) and how many at once.
    public var photos: PhotoProcessing
    /// Warn when the site has no `base_url`: `keepsake build` and `check`, not the preview, which
    /// publishes nowhere.
    public var warnsWithoutBaseURL: Bool
    public init(
        includeDrafts: Bool = false, write: Bool = true, baseURL: String? = nil, readsGitHistory: Bool = true,
        photos: PhotoProcessing = PhotoProcessing(), warnsWithoutBaseURL: Bool = false
    ) {
        (self.includeDrafts, self.write, self.baseURL) = (includeDrafts, write, baseURL)
        (self.readsGitHistory, self.photos, self.warnsWithoutBaseURL) = (readsGitHistory, photos, warnsWithoutBaseURL)
    }
}
