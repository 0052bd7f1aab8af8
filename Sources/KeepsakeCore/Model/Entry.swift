/// One diary entry, loaded and validated: everything a page needs, nothing about how it looks.
public struct Entry: Sendable, Hashable {
    /// Path relative to the diary root, e.g. `Content/entries/2024/05/2024-05-03-picnic.md`.
    public let source: String
    /// The last part of the entry's address (`picnic`); may hold Unicode letters.
    public let slug: String
    /// The title, or `nil` when the writer gave none (pages then title it by its date).
    public let title: String?
    public let date: DiaryDate
    /// The writer: the front matter's `author`, else (once git history is attached) the member who
    /// first committed the file.
    public private(set) var author: Member?
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
    /// The body's first words as plain text (for descriptions and feeds).
    public let summary: String
    /// Words in the body.
    public let wordCount: Int
    /// Pictures the body points at, to copy into the site (not the polaroid's `photo`, unless the
    /// body shows it too).
    public let media: [MediaFile]
    public private(set) var comments: CommentThread?
    /// What git says about the file (see `GitHistory.attach(to:config:)`); `nil` without git and
    /// for files not committed yet.
    public private(set) var history: EntryHistory?
    /// A digest of everything the entry was made from (its file, its sidecar, its path, and its
    /// history once attached): equal fingerprints under the same settings mean equal entries, so
    /// pages built from it can be reused.
    public private(set) var fingerprint: UInt64
    /// The fingerprint of the files alone, before any history was folded in.
    private(set) var contentFingerprint: UInt64
    /// The front matter's `author`, which attached history never overrides.
    let writtenAuthor: Member?

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
        self.writtenAuthor = author
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
        let text = PlainText.digest(html: bodyHTML)
        self.summary = text.summary
        self.wordCount = text.wordCount
        self.media = media
        self.comments = comments
        self.history = nil
        self.contentFingerprint = fingerprint
        self.fingerprint = fingerprint
    }

    /// The entry page's folder in the site: `2024/05/picnic/`.
    public var sitePath: String { "\(date.monthKey.path)/\(slug)/" }

    /// The same entry with its comment thread attached and its fingerprint set (the fingerprint of
    /// its files: attached history is kept and folded in again).
    public func with(comments: CommentThread?, fingerprint: UInt64) -> Entry {
        var copy = self
        copy.comments = comments
        copy.contentFingerprint = fingerprint
        copy.fingerprint = history.map { $0.folded(into: fingerprint) } ?? fingerprint
        return copy
    }

    /// The same entry with `history` attached (or removed, with `nil`). The author falls back to
    /// the history's creator when the front matter names none, and the fingerprint covers the
    /// history, so every page that could show it is rendered again when it changes. Attaching again
    /// replaces the history: the front matter's author and the files' fingerprint are kept apart.
    public func with(history: EntryHistory?) -> Entry {
        var copy = self
        copy.history = history
        copy.author = writtenAuthor ?? history?.creator
        copy.fingerprint = history.map { $0.folded(into: contentFingerprint) } ?? contentFingerprint
        return copy
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
