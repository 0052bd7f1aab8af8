extension Entry {
    /// Whether the entry was changed well after it was written (the page's "edited" mark).
    public var isEdited: Bool { history?.isEdited ?? false }

    /// When the entry's page last changed, for the sitemap's `lastmod` and the feed's `updated`:
    /// the latest of its date, its file's last commit and its comment thread's last commit.
    public var lastModified: DiaryDate {
        [history?.updated, history?.commentsUpdated].compactMap { $0 }.reduce(date) { max($0, $1) }
    }
}
