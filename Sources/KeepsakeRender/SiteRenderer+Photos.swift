import KeepsakeCore

/// The files photos and pictures add to the site.
extension SiteRenderer {
    /// Each entry's photo as its processed files (or as it is), then the pictures bodies show, each path
    /// once; a processed photo's original (it may carry its GPS position) only when a body shows it.
    func photoFiles() -> [RenderedSite.File] {
        var files: [RenderedSite.File] = []
        var published = Set<String>()
        for photo in diary.photos {
            if let variants = photos[photo.source] {
                for image in variants.images where published.insert(image.sitePath).inserted {
                    files.append(RenderedSite.File(path: image.sitePath, contents: .processed(path: image.cachePath)))
                }
            } else if published.insert(photo.sitePath).inserted {
                // Not resized (no libvips, `publish_originals`): the copy without its metadata, when made.
                let contents: RenderedSite.Contents =
                    photos.picture(photo.source).map { .processed(path: $0.cachePath) } ?? .copy(of: photo.source)
                files.append(RenderedSite.File(path: photo.sitePath, contents: contents))
            }
        }
        for media in diary.pictures where published.insert(media.sitePath).inserted {
            let contents: RenderedSite.Contents =
                photos.picture(media.source).map { .processed(path: $0.cachePath) } ?? .copy(of: media.source)
            files.append(RenderedSite.File(path: media.sitePath, contents: contents))
        }
        return files
    }

    /// Month sections for a list page; the first cards of the page (about its first row) load their
    /// photos at once, the rest lazily.
    func monthViews(_ sections: some Sequence<MonthSection>, links: Links, grid: Bool) -> [MonthView] {
        var eager = grid ? 6 : 4
        return sections.map { section in
            defer { eager = max(0, eager - section.items.count) }
            return MonthView(section, language: language, links: links, eagerCards: eager, facts: facts(of:))
        }
    }
}
