import KeepsakeCore

/// What feeds and the sitemap publish: never drafts (even with `--drafts`) and never deleted entries.
enum FeedEntries {
    static func published(_ diary: Diary) -> [Entry] {
        diary.entries.filter { !$0.isDraft && !$0.isDeleted }
    }

    /// The newest `limit` published entries (all when `limit` is 0).
    static func recent(_ diary: Diary, limit: Int) -> [Entry] {
        let entries = published(diary)
        return limit > 0 ? Array(entries.prefix(limit)) : entries
    }
}
