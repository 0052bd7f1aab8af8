import Foundation
import KeepsakeCore

/// A Jekyll site's folder: its post files, its address from `_config.yml`, and the files its
/// posts' pictures name.
struct JekyllSite {
    static let postsFolder = "_posts", draftsFolder = "_drafts"
    /// Jekyll's default `markdown_ext`.
    static let markdownExtensions: Set<String> = ["md", "markdown", "mkdown", "mkdn", "mkd"]
    /// Posts Jekyll reads and Keepsake cannot: noted, not imported.
    private static let otherPostExtensions: Set<String> = ["html", "htm", "textile"]

    /// One post file, by its place in the site.
    struct PostFile {
        /// The path from the site's folder: `_posts/2024-05-03-hello.md`.
        let origin: String
        let url: URL
        var isDraft: Bool { origin.hasPrefix(JekyllSite.draftsFolder + "/") }
    }

    let folder: URL
    /// `_config.yml`'s `baseurl` (`/blog`; empty without one), which a picture's path may start with.
    let baseURL: String
    /// The site's full address (`url` + `baseurl`: `https://example.com/blog`), which a picture may
    /// be written with although it is in the site; `nil` without a `url`.
    let ownAddress: String?

    init(folder source: URL) throws(ImportFailure) {
        let folder = source.standardizedFileURL
        self.folder = folder
        guard FileManager.default.isFolder(folder) else {
            throw ImportFailure(
                "\(source.path) is not a folder", hint: "give the Jekyll site's folder, the one with _posts/ in it")
        }
        let hasPosts = [Self.postsFolder, Self.draftsFolder].contains {
            FileManager.default.fileExists(atPath: folder.appending(path: $0).path)
        }
        guard hasPosts else {
            let hint =
                folder.lastPathComponent == Self.postsFolder
                ? "give the site's folder, the one that holds _posts/, not _posts/ itself"
                : "give the Jekyll site's folder, the one with _config.yml and _posts/ in it"
            throw ImportFailure("\(source.path) is not a Jekyll site: it has no _posts/ or _drafts/ folder", hint: hint)
        }
        let config = Self.config(in: folder)
        let base = config["baseurl"]?.text.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? ""
        let baseURL = base.isEmpty || base.hasPrefix("/") ? base : "/" + base
        self.baseURL = baseURL
        ownAddress = config["url"]?.text.flatMap { url in
            url.isEmpty ? nil : (url.hasSuffix("/") ? String(url.dropLast()) : url) + baseURL
        }
    }

    /// Every post of `_posts/` and `_drafts/` (in their subfolders too), sorted by origin, and notes
    /// on the posts that are not Markdown.
    func postFiles() -> (files: [PostFile], notes: [ImportNote]) {
        var (files, notes) = ([PostFile](), [ImportNote]())
        for top in [Self.postsFolder, Self.draftsFolder] {
            let root = folder.appending(path: top)
            guard let walk = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walk.nextObject() as? String {
                let components = relative.split(separator: "/")
                // What Jekyll leaves out: hidden and `_` files, backups, editors' locks.
                guard let name = components.last,
                    !components.contains(where: { $0.hasPrefix(".") || $0.hasPrefix("_") || $0.hasPrefix("#") }),
                    !name.hasSuffix("~")
                else { continue }
                let fileExtension = PictureFileName.fileExtension(of: String(name))
                let origin = top + "/" + relative
                if Self.markdownExtensions.contains(fileExtension) {
                    let url = root.appending(path: relative)
                    if FileManager.default.isFile(url) {
                        files.append(PostFile(origin: origin, url: url))
                    }
                } else if Self.otherPostExtensions.contains(fileExtension) {
                    notes.append(ImportNote("not a Markdown post, not imported: .\(fileExtension)", in: origin))
                }
            }
        }
        files.sort { $0.origin < $1.origin }
        notes.sort { $0.origin < $1.origin }
        return (files, notes)
    }

    /// The file at `path` from the site's folder (`assets/img/x.png`, `_posts/../x.png`), when it is
    /// a file inside the site; `nil` for a path that leads out of it or names nothing.
    func file(atPath path: String) -> URL? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { return nil }
        let url = folder.appending(path: parts.joined(separator: "/"))
        return FileManager.default.isFile(url) ? url : nil
    }

    /// `_config.yml`'s keys; an empty table when it is missing or unreadable (it only helps to find pictures).
    private static func config(in folder: URL) -> FrontMatterValue {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: "_config.yml").path),
            let text = String(data: data, encoding: .utf8),
            case .success(let table) = YAMLFrontMatter.table(text, origin: "_config.yml")
        else { return .table([]) }
        return table
    }
}
