import KeepsakeCore

/// What feeds and the sitemap publish: never drafts (even with `--drafts`) and never deleted entries.
enum FeedEntries {
    static func isPublished(_ entry: Entry) -> Bool { !entry.isDraft && !entry.isDeleted }

    /// The newest `limit` published entries (all when `limit` is 0), looking at no more entries than it takes.
    static func recent(_ diary: Diary, limit: Int) -> [Entry] {
        limit > 0 ? Array(diary.entries.lazy.filter(isPublished).prefix(limit)) : diary.entries.filter(isPublished)
    }
}
