/// What an entry's card shows wherever it is listed, and its page around the body. List pages
/// depend on its `digest`, made from every field (`DigestEncoder`), so a new field is in it.
public struct EntryCard: Sendable, Encodable {
    /// Path relative to the diary root, e.g. `Content/entries/2024/05/2024-05-03-picnic.md`.
    public let source: String
    /// The last part of the entry's address (`picnic`); may hold Unicode letters.
    public let slug: String
    /// The title, or `nil` when the writer gave none (pages then title it by its date).
    public let title: String?
    public let date: DiaryDate
    /// The front matter's `author`, which attached history never overrides.
    public let writtenAuthor: Member?
    public let tags: [String]
    /// A mood name from the theme's catalog.
    public let mood: String?
    public let weather: Weather?
    public let color: DiaryColor?
    /// The photo on the polaroid.
    public let photo: Photo?
    public let stickers: [StickerPlacement]
    public let isDraft: Bool
    /// A deleted entry keeps only a dated trace in its month (when the diary wants one).
    public let isDeleted: Bool
    /// The front matter's `extra:` table, for the diary's own templates (`{{extra.location}}`).
    public let extra: [CustomField]
    /// Comments in the entry's thread, deleted ones included; `nil` without a thread, which a
    /// card shows differently from a thread of none.
    public internal(set) var commentCount: Int?
    /// What git says about the file (see `GitHistory.attach(to:config:)`); `nil` without git and
    /// for files not committed yet.
    public internal(set) var history: EntryHistory?

    public init(
        source: String, slug: String, title: String? = nil, date: DiaryDate, writtenAuthor: Member? = nil,
        tags: [String] = [], mood: String? = nil, weather: Weather? = nil, color: DiaryColor? = nil,
        photo: Photo? = nil, stickers: [StickerPlacement] = [], isDraft: Bool = false, isDeleted: Bool = false,
        extra: [CustomField] = [], commentCount: Int? = nil, history: EntryHistory? = nil
    ) {
        (self.source, self.slug, self.title, self.date, self.writtenAuthor) = (source, slug, title, date, writtenAuthor)
        (self.tags, self.mood, self.weather, self.color, self.photo) = (tags, mood, weather, color, photo)
        (self.stickers, self.isDraft, self.isDeleted, self.extra) = (stickers, isDraft, isDeleted, extra)
        (self.commentCount, self.history) = (commentCount, history)
    }

    /// The digest of every field.
    public var digest: UInt64 { DigestEncoder.digest(of: self) }

    /// The writer: the front matter's `author`, else (once git history is attached) the member who
    /// first committed the file.
    public var author: Member? { writtenAuthor ?? history?.creator }
    /// Whether the entry was changed well after it was written (the page's "edited" mark).
    public var isEdited: Bool { history?.isEdited ?? false }
    /// When the entry's page last changed, for the sitemap's `lastmod` and the feed's `updated`:
    /// the latest of its date, its file's last commit and its comment thread's last commit.
    public var lastModified: DiaryDate {
        [history?.updated, history?.commentsUpdated].compactMap { $0 }.reduce(date) { max($0, $1) }
    }
    /// The entry page's folder in the site: `2024/05/picnic/`.
    public var sitePath: String { date.monthKey.path + "/" + slug + "/" }
}

// What a card's digest is made of: the values as they are shown (the model's other values are
// `Encodable` as they are declared).

extension DiaryDate: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(rfc3339)
        try container.encode(hasTime)
    }
}

extension Photo: Encodable {
    /// Its file and description; where the front matter names it is not shown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(source)
        try container.encode(alt)
    }
}

extension EntryHistory: Encodable {
    /// Every value a page could show (`folded(into:)`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(folded(into: 0))
    }
}
