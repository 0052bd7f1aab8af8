import KeepsakeCore

/// What feeds and the sitemap publish: never drafts (even with `--drafts`) and never deleted entries.
enum FeedEntries {
    static func isPublished(_ entry: Entry) -> Bool { !entry.isDraft && !entry.isDeleted }

    static func published(_ diary: Diary) -> [Entry] {
        diary.entries.filter(isPublished)
    }

    /// How many entries `published(_:)` gives, without listing them.
    static func publishedCount(_ diary: Diary) -> Int {
        diary.entries.count(where: isPublished)
    }

    /// The newest `limit` published entries (all when `limit` is 0). Only as many entries are
    /// looked at as it takes: every build's feed digests ask, and a big diary has thousands.
    static func recent(_ diary: Diary, limit: Int) -> [Entry] {
        limit > 0 ? Array(diary.entries.lazy.filter(isPublished).prefix(limit)) : published(diary)
    }
}
