import Foundation

/// Where a diary's folders are. Paths in diagnostics are relative to `root`.
public struct SiteLayout: Sendable {
    public let root: URL
    public let content: URL
    public let themes: URL
    public let output: URL

    /// - Parameters:
    ///   - root: the diary folder, holding `Content/`, `Themes/` and `Output/`.
    ///   - output: where the site goes; `root/Output` by default.
    public init(root: URL, output: URL? = nil) {
        self.root = root.standardizedFileURL
        self.content = self.root.appending(path: "Content", directoryHint: .isDirectory)
        self.themes = self.root.appending(path: "Themes", directoryHint: .isDirectory)
        self.output = (output ?? self.root.appending(path: "Output", directoryHint: .isDirectory)).standardizedFileURL
    }

    /// `Content/diary.yaml`.
    public var configFile: URL { content.appending(path: "diary.yaml") }

    /// How `url` is shown in messages: relative to the root when inside it.
    public func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// A file given by its displayed path (`Content/entries/a.md`).
    public func url(for displayPath: String) -> URL {
        displayPath.hasPrefix("/") ? URL(fileURLWithPath: displayPath) : root.appending(path: displayPath)
    }
}
