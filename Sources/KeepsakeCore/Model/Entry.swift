/// One diary entry, loaded and validated: everything a page needs, nothing about how it looks.
public struct Entry: Sendable, Hashable {
    /// Path relative to the diary root, e.g. `Content/entries/2024/05/2024-05-03-picnic.md`.
    public let source: String
    /// The last part of the entry's address (`picnic`); may hold Unicode letters.
    public let slug: String
    /// The title, or `nil` when the writer gave none (pages then title it by its date).
    public let title: String?
    public let date: DiaryDate
    public let author: Member?
    public let tags: [String]
    /// A mood name from the theme's catalog.
    public let mood: String?
    public let weather: Weather?
    public let color: DiaryColor?
    public let photo: Photo?
    public let stickers: [StickerPlacement]
    public let isDraft: Bool
    /// A deleted entry keeps only a dated trace in its month (when the diary wants one).
    public let isDeleted: Bool
    /// The body rendered by cmark (safe mode: raw HTML dropped).
    public let bodyHTML: String
    /// Pictures the body points at, to copy into the site (not the polaroid's `photo`, unless the
    /// body shows it too).
    public let media: [MediaFile]
    public let comments: CommentThread?
    /// A digest of everything the entry was made from (its file, its sidecar, its path): equal
    /// fingerprints under the same settings mean equal entries, so pages built from it can be reused.
    public let fingerprint: UInt64

    public init(
        source: String, slug: String, title: String?, date: DiaryDate, author: Member?, tags: [String],
        mood: String?, weather: Weather?, color: DiaryColor?, photo: Photo?, stickers: [StickerPlacement],
        isDraft: Bool, isDeleted: Bool, bodyHTML: String, media: [MediaFile], comments: CommentThread?,
        fingerprint: UInt64 = 0
    ) {
        self.source = source
        self.slug = slug
        self.title = title
        self.date = date
        self.author = author
        self.tags = tags
        self.mood = mood
        self.weather = weather
        self.color = color
        self.photo = photo
        self.stickers = stickers
        self.isDraft = isDraft
        self.isDeleted = isDeleted
        self.bodyHTML = bodyHTML
        self.media = media
        self.comments = comments
        self.fingerprint = fingerprint
    }

    /// The entry page's folder in the site: `2024/05/picnic/`.
    public var sitePath: String { "\(date.monthKey.path)/\(slug)/" }

    /// The same entry with its comment thread attached and its fingerprint set.
    public func with(comments: CommentThread?, fingerprint: UInt64) -> Entry {
        Entry(
            source: source, slug: slug, title: title, date: date, author: author, tags: tags, mood: mood,
            weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft,
            isDeleted: isDeleted, bodyHTML: bodyHTML, media: media, comments: comments, fingerprint: fingerprint)
    }
}

/// A file from `Content/` that the site publishes as it is (a photo, a picture in a body).
public struct MediaFile: Sendable, Hashable {
    /// Path relative to the diary root.
    public let source: String
    /// Path inside the site.
    public let sitePath: String
    /// Where the body shows it (its first `![…](…)`), for messages about the picture itself.
    public let location: SourceLocation?

    public init(source: String, sitePath: String, location: SourceLocation? = nil) {
        self.source = source
        self.sitePath = sitePath
        self.location = location
    }
}
