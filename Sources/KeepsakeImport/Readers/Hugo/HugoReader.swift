import Foundation
import KeepsakeCore

/// Reads a Hugo site's pages (`content/**/*.md`, front matter in YAML, TOML or JSON) into imported
/// entries: a leaf bundle (`posts/picnic/index.md` beside its pictures) is one entry named by its
/// folder; section pages (`_index.md`) are skipped.
///
/// Two passes: the pages' front matter first, so that the bodies' `ref` links know which pages
/// this import writes; then the bodies.
public struct HugoReader: JournalReader {
    public init() {}

    public func read(_ source: URL) throws(ImportFailure) -> ImportBatch {
        let site = try HugoSite.open(source)
        var batch = ImportBatch()
        for path in site.otherFormatPaths {
            let format = PictureFileName.fileExtension(of: path)
            batch.note("content file in another format (.\(format)) not imported", in: site.origin(of: path))
        }
        var pages: [HugoPage] = []
        let bundles = Set(
            site.markdownPaths.filter(HugoRefResolver.isBundleIndex).map(RelativePath.folder).filter { !$0.isEmpty })
        for path in site.markdownPaths {
            if !HugoRefResolver.isBundleIndex(path), Self.isInside(bundles, path) {
                batch.note("Markdown file inside a page bundle (a page resource) skipped", in: site.origin(of: path))
                continue
            }
            switch HugoPage.read(path, in: site) {
            case .success(let page):
                for kind in page.fields.notes { batch.note(kind, in: page.origin) }
                pages.append(page)
            case .failure(let skipped):
                batch.note(skipped.message, in: site.origin(of: path))
            }
        }
        let resolver = HugoRefResolver(contentPaths: site.markdownPaths)
        let imported = Dictionary(uniqueKeysWithValues: pages.map { ($0.contentPath, $0.origin) })
        var entries: [ImportedEntry] = []
        for page in pages {
            var body = HugoBody(site: site, resolver: resolver, imported: imported, contentPath: page.contentPath)
            let text = body.convert(page.body)
            let photo = page.fields.photoCandidates.lazy.compactMap { site.picture($0, from: page.contentPath) }.first
            let photoReference = photo.map { body.pictures.reference(for: $0) }
            if photo == nil, !page.fields.photoCandidates.isEmpty {
                body.note("front matter picture not found, no photo")
            }
            if page.isBundle, hasUnshownPictures(page, site: site, shown: body.pictures.pictures) {
                body.note("page bundle pictures not shown in the body, not imported")
            }
            for kind in body.notes { batch.note(kind, in: page.origin) }
            entries.append(
                ImportedEntry(
                    origin: page.origin, date: page.date, title: page.fields.title, slug: page.slug, body: text,
                    tags: page.fields.tags.names, isDraft: page.fields.isDraft, photo: photoReference,
                    extra: page.fields.extra, pictures: body.pictures.pictures))
        }
        batch.entries = entries
        batch.sortByOriginPath()
        return batch
    }

    /// Whether `path` is in one of the leaf bundles' folders (or below one), where Hugo reads
    /// Markdown as a resource of the bundle's page, not as a page.
    private static func isInside(_ bundles: Set<String>, _ path: String) -> Bool {
        var folder = RelativePath.folder(of: path)
        while true {
            if bundles.contains(folder) { return true }
            guard !folder.isEmpty else { return false }
            folder = RelativePath.folder(of: folder)
        }
    }

    /// Whether the bundle holds pictures that neither the body nor the photo shows.
    private func hasUnshownPictures(_ page: HugoPage, site: HugoSite, shown: [ImportedPicture]) -> Bool {
        let folder = site.source.appending(path: RelativePath.folder(of: page.origin))
        let shownPaths = Set(shown.map { $0.file.standardizedFileURL.path })
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return false }
        while let path = walker.nextObject() as? String {
            let file = folder.appending(path: path)
            if PictureFileName.isPicture(path), !RelativePath.fileName(of: path).hasPrefix("."),
                !shownPaths.contains(file.standardizedFileURL.path), site.files.isFile(file)
            {
                return true
            }
        }
        return false
    }
}
