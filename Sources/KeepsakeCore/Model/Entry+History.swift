extension Entry {
    /// The same entry with `history` attached (or removed, with `nil`). The author falls back to
    /// the history's creator when the front matter names none, and the fingerprint covers the
    /// history, so every page that could show it is rendered again when it changes. Attaching again
    /// replaces the history: the front matter's author and the files' fingerprint are kept apart.
    public func with(history: EntryHistory?) -> Entry {
        Entry(
            source: source, slug: slug, title: title, date: date, writtenAuthor: writtenAuthor, tags: tags,
            mood: mood, weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft,
            isDeleted: isDeleted, bodyHTML: bodyHTML, media: media, comments: comments,
            contentFingerprint: contentFingerprint, history: history)
    }

    /// Whether the entry was changed well after it was written (the page's "edited" mark).
    public var isEdited: Bool { history?.isEdited ?? false }

    /// When the entry's page last changed, for the sitemap's `lastmod` and the feed's `updated`:
    /// the latest of its date, its file's last commit and its comment thread's last commit.
    public var lastModified: DiaryDate {
        [history?.updated, history?.commentsUpdated].compactMap { $0 }.reduce(date) { max($0, $1) }
    }
}
