import Foundation
import KeepsakeCore

/// A Hugo site on disk: its pages (`content/`, or SOURCE itself when it holds the pages), the
/// site-wide files pictures may come from (`static/`, `assets/`), and the address it was published at.
struct HugoSite {
    /// SOURCE: origins are relative to it.
    let source: URL
    /// The content folder relative to SOURCE: `content`, or empty when SOURCE is the content folder.
    let contentFolder: String
    /// Where `static/` and `assets/` are looked for, relative to SOURCE (`..` when SOURCE is `content/`).
    let siteFolder: URL
    /// Markdown pages (`.md`, `.markdown`), relative to the content folder, in byte order.
    let markdownPaths: [String]
    /// Content files in the other formats Hugo renders (`.html`, `.org`, `.adoc`, …).
    let otherFormatPaths: [String]
    /// The config's `baseURL`, without its last `/`.
    let baseURL: String?
    let files: FileLookup

    static let markdownExtensions: Set<String> = ["md", "markdown"]
    static let otherFormatExtensions: Set<String> = [
        "html", "htm", "org", "adoc", "asciidoc", "ad", "rst", "pandoc", "pdc", "rmd",
    ]

    static func open(_ source: URL) throws(ImportFailure) -> HugoSite {
        guard FileManager.default.isFolder(source) else {
            throw ImportFailure(
                "\(source.path) is not a folder",
                hint: "give the Hugo site's folder: the one with content/ and hugo.toml or config.toml")
        }
        let hasContent = FileManager.default.fileExists(atPath: source.appending(path: "content").path)
        let contentFolder = hasContent ? "content" : ""
        let siteFolder =
            !hasContent && source.lastPathComponent == "content" ? source.deletingLastPathComponent() : source
        let listed = FileManager.default.visibleFiles(in: hasContent ? source.appending(path: "content") : source)
        let markdown = listed.filter { markdownExtensions.contains(PictureFileName.fileExtension(of: $0)) }
        guard !markdown.isEmpty else {
            throw ImportFailure(
                "no Markdown pages in \(hasContent ? source.appending(path: "content").path : source.path)",
                hint: "Hugo keeps pages as .md files in the site's content/ folder; give the site's folder")
        }
        return HugoSite(
            source: source, contentFolder: contentFolder, siteFolder: siteFolder, markdownPaths: markdown,
            otherFormatPaths: listed.filter { otherFormatExtensions.contains(PictureFileName.fileExtension(of: $0)) },
            baseURL: HugoConfig.baseURL(in: siteFolder), files: FileLookup(root: source))
    }

    /// A content path as an origin: relative to SOURCE.
    func origin(of contentPath: String) -> String {
        contentFolder.isEmpty ? contentPath : contentFolder + "/" + contentPath
    }

    /// The file a picture reference names, as Hugo finds it: a page resource beside the page
    /// (its bundle), else a global resource in `assets/`, else a file of `static/`, which a
    /// site-absolute address (`/images/a.jpg`) names first.
    func picture(_ reference: String, from contentPath: String) -> URL? {
        var path = RelativePath.removingPercentEncoding(reference).trimmingWhitespace()
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        guard !path.isEmpty, !path.contains("://"), !path.hasPrefix("//") else { return nil }
        let siteRelative = String(path.drop { $0 == "/" })
        var candidates: [String?] = []
        if !path.hasPrefix("/") {
            candidates.append(RelativePath.resolve(path, in: RelativePath.folder(of: origin(of: contentPath))))
        }
        for folder in ["static", "assets"] { candidates.append(RelativePath.resolve(siteRelative, in: folder)) }
        let siteLookup = siteFolder == source ? files : FileLookup(root: siteFolder)
        for (index, candidate) in candidates.enumerated() {
            guard let candidate else { continue }
            let isPage = !path.hasPrefix("/") && index == 0
            if let found = (isPage ? files : siteLookup).file(at: candidate), PictureFileName.isPicture(found.path) {
                return found
            }
        }
        return nil
    }
}
