/// One diary entry, loaded and validated: everything a page needs, nothing about how it looks.
///
/// Plain data: its fields as the front matter, the body and the sidecar gave them, with what git
/// says of its file attached later (`with(history:)`), which makes a new entry.
/// An immutable class rather than a struct: every pass over the diary (sorting, months, tags,
/// page plans) hands entries around, and a reference costs one retain where a copy cost twenty.
public final class Entry: Sendable {
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
    /// The body rendered by cmark (safe mode: raw HTML dropped), as UTF-8: the entry store gives
    /// it back as bytes, not checked character by character again as a `String` would be.
    public let bodyUTF8: [UInt8]
    /// Words in the body.
    public let wordCount: Int
    /// Pictures the body points at, to copy into the site (not the polaroid's `photo`, unless the
    /// body shows it too).
    public let media: [MediaFile]
    /// The front matter's `extra:` table, for the diary's own templates (`{{extra.location}}`).
    public let extra: [CustomField]
    /// The comment thread (from its sidecar), `nil` without one.
    public let comments: CommentThread?
    /// What git says about the file (see `GitHistory.attach(to:config:)`); `nil` without git and
    /// for files not committed yet.
    public let history: EntryHistory?
    /// A digest of the entry's files alone (its path and texts).
    public let contentFingerprint: UInt64
    /// A digest of everything the entry was made from (its files and its history once attached):
    /// equal fingerprints under the same settings mean equal entries, so pages built from it can
    /// be reused.
    public let fingerprint: UInt64
    /// Like `fingerprint`, but only of what a card shows (everything but the body): pages that
    /// list the entry depend on this.
    public let cardFingerprint: UInt64
    /// The front matter's share of `cardFingerprint` (see `EntryCard`).
    let cardBase: UInt64

    public convenience init(
        source: String, slug: String, title: String?, date: DiaryDate, author: Member?, tags: [String],
        mood: String?, weather: Weather?, color: DiaryColor?, photo: Photo?, stickers: [StickerPlacement],
        isDraft: Bool, isDeleted: Bool, bodyHTML: String, media: [MediaFile], comments: CommentThread?,
        extra: [CustomField] = [], fingerprint: UInt64 = 0
    ) {
        let cardBase =
            EntryCard(
                source: source, slug: slug, title: title, date: date, author: author, tags: tags, mood: mood,
                weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft,
                isDeleted: isDeleted, extra: extra
            ).digest
        self.init(
            source: source, slug: slug, title: title, date: date, writtenAuthor: author, tags: tags, mood: mood,
            weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft, isDeleted: isDeleted,
            bodyUTF8: Array(bodyHTML.utf8), wordCount: PlainText.wordCount(html: bodyHTML), media: media, extra: extra,
            comments: comments, history: nil, contentFingerprint: fingerprint, cardBase: cardBase)
    }

    /// The writer: the front matter's `author`, else (once git history is attached) the member who
    /// first committed the file.
    public var author: Member? { writtenAuthor ?? history?.creator }
    /// The photo's file.
    public var photoSource: String? { photo?.source }
    /// The body as text.
    public var bodyHTML: String { String(decoding: bodyUTF8, as: UTF8.self) }
    /// The body's first words as plain text (for descriptions and feeds).
    public var summary: String { bodyUTF8.withUnsafeBufferPointer { PlainText.summary(utf8: $0) } }
    /// Whether the entry has a comment thread (a sidecar), even an empty one.
    public var hasCommentThread: Bool { comments != nil }
    /// Comments in the thread, deleted ones included; 0 without one.
    public var commentCount: Int { comments?.count ?? 0 }
    /// Whether git's history is attached.
    public var hasHistory: Bool { history != nil }

    /// The entry page's folder in the site: `2024/05/picnic/`.
    public var sitePath: String { date.monthKey.path + "/" + slug + "/" }

    /// The same entry with its comment thread attached and the fingerprint of its files set
    /// (attached history is kept and folded in again).
    public func with(comments: CommentThread?, fingerprint: UInt64) -> Entry {
        changing(comments: comments, history: history, contentFingerprint: fingerprint)
    }

    /// The same entry with `history` attached (or removed, with `nil`). The author falls back to
    /// the history's creator when the front matter names none, and the fingerprints cover the
    /// history, so every page that could show it is rendered again when it changes.
    public func with(history: EntryHistory?) -> Entry {
        if history == self.history { return self }
        return changing(comments: comments, history: history, contentFingerprint: contentFingerprint)
    }

    private func changing(comments: CommentThread?, history: EntryHistory?, contentFingerprint: UInt64) -> Entry {
        Entry(
            source: source, slug: slug, title: title, date: date, writtenAuthor: writtenAuthor, tags: tags, mood: mood,
            weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft, isDeleted: isDeleted,
            bodyUTF8: bodyUTF8, wordCount: wordCount, media: media, extra: extra, comments: comments,
            history: history, contentFingerprint: contentFingerprint, cardBase: cardBase)
    }

    /// An entry exactly as stored (`Entry+Binary`): its fingerprints are worked out again.
    init(
        source: String, slug: String, title: String?, date: DiaryDate, writtenAuthor: Member?, tags: [String],
        mood: String?, weather: Weather?, color: DiaryColor?, photo: Photo?, stickers: [StickerPlacement],
        isDraft: Bool, isDeleted: Bool, bodyUTF8: [UInt8], wordCount: Int, media: [MediaFile], extra: [CustomField],
        comments: CommentThread?, history: EntryHistory?, contentFingerprint: UInt64, cardBase: UInt64
    ) {
        (self.source, self.slug, self.title, self.date) = (source, slug, title, date)
        (self.writtenAuthor, self.tags, self.mood, self.weather, self.color) = (
            writtenAuthor, tags, mood, weather, color
        )
        (self.photo, self.stickers, self.isDraft, self.isDeleted) = (photo, stickers, isDraft, isDeleted)
        (self.bodyUTF8, self.wordCount, self.media, self.extra) = (bodyUTF8, wordCount, media, extra)
        (self.comments, self.history, self.cardBase) = (comments, history, cardBase)
        self.contentFingerprint = contentFingerprint
        fingerprint = history.map { $0.folded(into: contentFingerprint) } ?? contentFingerprint
        cardFingerprint = EntryCard.attached(cardBase, comments: comments?.count, history: history)
    }
}
