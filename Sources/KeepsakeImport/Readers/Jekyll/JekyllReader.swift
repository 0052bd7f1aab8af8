import Foundation

/// Reads a Jekyll site's `_posts/` and `_drafts/` into imported entries: front matter onto Keepsake's
/// keys, Liquid into Markdown, the site's pictures found and named for the entry's `photos/`.
/// A file that cannot be read is noted and skipped; only a folder that is no Jekyll site fails.
public struct JekyllReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        let site = try JekyllSite(folder: source)
        let (files, fileNotes) = site.postFiles()
        // First every front matter, so that a post's links know which posts are imported.
        var posts: [JekyllPost] = []
        var notes = fileNotes
        for file in files {
            switch JekyllPost.read(file) {
            case .post(let post): posts.append(post)
            case .skipped(let note): notes.append(note)
            }
        }
        let links = PostLinks(origins: posts.map(\.file.origin))
        var batch = ImportBatch()
        batch.entries.reserveCapacity(posts.count)
        for post in posts {
            let (entry, kinds) = post.entry(links: links, site: site)
            batch.entries.append(entry)
            notes += kinds.map { ImportNote($0, in: entry.origin) }
        }
        // By origin, each file's notes in the order met.
        batch.notes = notes.enumerated().sorted { ($0.element.origin, $0.offset) < ($1.element.origin, $1.offset) }
            .map(\.element)
        return batch
    }
}
