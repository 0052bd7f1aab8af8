import KeepsakeCore

/// Which content file a `{{< ref "…" >}}` (or a Markdown link to a `.md` file) names, looked up as
/// Hugo does: a path with a leading `/` from `content/`, else first beside the page, then anywhere in
/// the site; with or without the extension; a bundle by its folder.
struct HugoRefResolver {
    /// Markdown files, relative to the content folder.
    let contentPaths: Set<String>
    private let sortedPaths: [String]

    init(contentPaths: some Sequence<String>) {
        self.contentPaths = Set(contentPaths)
        sortedPaths = self.contentPaths.sorted { ($0.count, $0) < ($1.count, $1) }
    }

    /// The content path of the page `reference` names, seen from the page at `page` (a content path).
    func resolve(_ reference: String, from page: String) -> String? {
        var path = RelativePath.removingPercentEncoding(reference).trimmingWhitespace()
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if path.isEmpty { return page }  // `#anchor`: the page itself
        if path.hasPrefix("/") { return existing(Self.variants(of: String(path.dropFirst()))) }
        var folders = [RelativePath.folder(of: page)]
        if Self.isBundleIndex(page) { folders.append(RelativePath.folder(of: folders[0])) }
        for folder in folders {
            let resolved = folder.isEmpty ? RelativePath.resolve(path, in: "") : RelativePath.resolve(path, in: folder)
            if let resolved, let found = existing(Self.variants(of: resolved)) { return found }
        }
        let wanted = Self.variants(of: path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        return sortedPaths.first { candidate in wanted.contains { candidate == $0 || candidate.hasSuffix("/" + $0) } }
    }

    private func existing(_ candidates: [String]) -> String? { candidates.first(where: contentPaths.contains) }

    /// `posts/a` → `posts/a`, `posts/a.md`, `posts/a.markdown`, `posts/a/index.md`, … (`posts/a.md` → itself).
    static func variants(of path: String) -> [String] {
        if path.hasSuffix(".md") || path.hasSuffix(".markdown") { return [path] }
        return [path + ".md", path + ".markdown", path + "/index.md", path + "/index.markdown", path + "/_index.md"]
    }

    /// `index.md` (or `index.markdown`): the page of a leaf bundle, named by its folder.
    static func isBundleIndex(_ path: String) -> Bool {
        let name = RelativePath.fileName(of: path)
        return name == "index.md" || name == "index.markdown"
    }
}
