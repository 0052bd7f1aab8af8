/// One diary entry, loaded and validated: everything a page needs, nothing about how it looks.
///
/// A value with its fields in one shared box: lists, months, tags and pages pass entries around by
/// the thousand, and copying two dozen fields (and retaining each) per copy showed up as a fifth
/// of a rebuild's time.
public struct Entry: Sendable, Hashable {
    var box: Box

    public init(
        source: String, slug: String, title: String?, date: DiaryDate, author: Member?, tags: [String],
        mood: String?, weather: Weather?, color: DiaryColor?, photo: Photo?, stickers: [StickerPlacement],
        isDraft: Bool, isDeleted: Bool, bodyHTML: String, media: [MediaFile], comments: CommentThread?,
        fingerprint: UInt64 = 0
    ) {
        self.init(
            source: source, slug: slug, title: title, date: date, sharedAuthor: author.map(Indirect.init), tags: tags,
            sharedMood: mood.map(Indirect.init), weather: weather, color: color, photo: photo, stickers: stickers,
            isDraft: isDraft,
            isDeleted: isDeleted, bodyHTML: bodyHTML, media: media, comments: comments, fingerprint: fingerprint)
    }

    /// `sharedAuthor`: one box per member, shared by all the member's entries, numbered with the
    /// mood (see `AuthorAndMood`);
    /// `sharedMood` likewise, one per mood name.
    init(
        source: String, slug: String, title: String?, date: DiaryDate, sharedAuthor author: Indirect<Member>?,
        tags: [String], sharedMood mood: Indirect<String>?, weather: Weather?, color: DiaryColor?, photo: Photo?,
        stickers: [StickerPlacement], isDraft: Bool, isDeleted: Bool, bodyHTML: String, media: [MediaFile],
        comments: CommentThread?, fingerprint: UInt64 = 0
    ) {
        let wordCount = PlainText.wordCount(html: bodyHTML)
        let card = EntryCard.base(
            source: source, slug: slug, title: title, date: date, author: author?.value, tags: tags, mood: mood?.value,
            weather: weather, color: color, photo: photo, stickers: stickers, isDraft: isDraft, isDeleted: isDeleted)
        box = Box(
            Fields(
                date: date, flags: Flags(isDraft: isDraft, isDeleted: isDeleted, authorIsWritten: author != nil),
                people: AuthorAndMood(author: author, mood: mood), wordCount: Int32(clamping: wordCount),
                commentCount: Fields.commentCount(of: comments), fingerprint: fingerprint,
                cardFingerprint: EntryCard.attached(card, comments: comments?.count, history: nil),
                slug: slug, tags: TagList(tags),
                detail: EntryDetail(
                    decorations: EntryDecorations(
                        title: title, weather: weather, color: color, stickers: stickers, photo: photo),
                    source: source, html: bodyHTML, comments: comments,
                    extras: Extras.make(photoSource: photo?.source, media: media, history: nil))))
    }

    /// This loaded entry's identity: copies share it, a changed or re-loaded entry has its own.
    /// Later stages key what they work out once per build by it, without hashing every field.
    public var identity: ObjectIdentifier { ObjectIdentifier(box) }

    /// Path relative to the diary root, e.g. `Content/entries/2024/05/2024-05-03-picnic.md`. Kept
    /// with the detail (in a file, for `keepsake build`): git's history, the store and messages
    /// ask for it once each, and a big diary's paths held by every entry were megabytes.
    public var source: String { box.fields.detail.source }
    /// The last part of the entry's address (`picnic`); may hold Unicode letters.
    public var slug: String { box.fields.slug }
    /// The title, or `nil` when the writer gave none (pages then title it by its date).
    public var title: String? { box.fields.detail.title }
    public var date: DiaryDate { box.fields.date }
    /// The writer: the front matter's `author`, else (once git history is attached) the member who
    /// first committed the file.
    public var author: Member? { box.fields.people.author?.value }
    public var tags: [String] { box.fields.tags.names }
    /// A mood name from the theme's catalog.
    public var mood: String? { box.fields.people.mood?.value }
    public var weather: Weather? { box.fields.detail.decorations.weather }
    public var color: DiaryColor? { box.fields.detail.decorations.color }
    /// The photo on the polaroid. Its `alt` and place are kept with the detail (read from a file
    /// for `keepsake build`): a card asks for them with the rest of its `decorations`.
    public var photo: Photo? { box.fields.photoSource == nil ? nil : box.fields.detail.decorations.photo }
    /// The photo's file, without reading the rest of the photo (page digests ask for it often).
    public var photoSource: String? { box.fields.photoSource }
    public var stickers: [StickerPlacement] { box.fields.detail.decorations.stickers }
    /// The title, weather, colour and stickers at once: with a big diary's entries in a file
    /// (`keepsake build`), each of the four alone reads them all, so a card asks for them here.
    public var decorations: EntryDecorations { box.fields.detail.decorations }
    public var isDraft: Bool { box.fields.flags.isDraft }
    /// A deleted entry keeps only a dated trace in its month (when the diary wants one).
    public var isDeleted: Bool { box.fields.flags.isDeleted }
    /// The body rendered by cmark (safe mode: raw HTML dropped).
    public var bodyHTML: String { box.fields.detail.html }
    /// The body's first words as plain text (for descriptions and feeds). Worked out from the body
    /// each time (only the entry's page and the feeds ask), so it takes no memory between.
    public var summary: String { box.fields.detail.summary }
    /// Words in the body.
    public var wordCount: Int { Int(box.fields.wordCount) }
    /// Pictures the body points at, to copy into the site (not the polaroid's `photo`, unless the
    /// body shows it too).
    public var media: [MediaFile] { box.fields.resolvedMedia }
    /// The comment thread (from its sidecar), `nil` without one. Read from disk when the entry
    /// was loaded for `keepsake build`: ask once per page.
    public var comments: CommentThread? { box.fields.commentCount < 0 ? nil : box.fields.detail.comments }
    /// `summary`, `bodyHTML` and `comments` at once (the entry's own page shows all three): read
    /// from disk together when the entry was loaded for `keepsake build`.
    public var pageText: EntryPageText {
        let text = box.fields.detail.pageText
        return box.fields.commentCount < 0 ? EntryPageText(summary: text.summary, html: text.html, comments: nil) : text
    }
    /// Whether the entry has a comment thread (a sidecar), even an empty one.
    public var hasCommentThread: Bool { box.fields.commentCount >= 0 }
    /// Comments in the thread, deleted ones included; 0 without one.
    public var commentCount: Int { max(0, Int(box.fields.commentCount)) }
    /// What git says about the file (see `GitHistory.attach(to:config:)`); `nil` without git and
    /// for files not committed yet.
    public var history: EntryHistory? { box.fields.history?.history }
    /// Whether git's history is attached (without copying it out).
    public var hasHistory: Bool { box.fields.history != nil }
    /// A digest of everything the entry was made from (its file, its sidecar, its path, and its
    /// history once attached): equal fingerprints under the same settings mean equal entries, so
    /// pages built from it can be reused.
    public var fingerprint: UInt64 { box.fields.fingerprint }
    /// The fingerprint of the entry's files alone (its path and texts): `fingerprint` before any
    /// history was attached, and kept when history is.
    public var contentFingerprint: UInt64 { box.fields.contentFingerprint }
    /// Like `fingerprint`, but only of what a card shows (everything but the body): pages that
    /// list the entry depend on this.
    public var cardFingerprint: UInt64 { box.fields.cardFingerprint }

    /// The entry page's folder in the site: `2024/05/picnic/`. Worked out when asked (its
    /// month's folder and the slug) rather than kept: a big diary holds every entry for the whole
    /// build, and only links, the sitemap and the page's own path ask.
    public var sitePath: String { Self.sitePath(month: box.fields.date.monthKey, slug: box.fields.slug) }

    /// `2024/05/picnic/`.
    static func sitePath(month: MonthKey, slug: String) -> String {
        var path = month.path
        path.reserveCapacity(path.utf8.count + slug.utf8.count + 2)
        path += "/"
        path += slug
        path += "/"
        return path
    }

    /// The same entry with its comment thread attached and its fingerprint set (the fingerprint of
    /// its files: attached history is kept and folded in again).
    public func with(comments: CommentThread?, fingerprint: UInt64) -> Entry {
        var fields = box.fields.withMediaInline
        let card = EntryCard.attached(cardBase, comments: comments?.count, history: nil)
        fields.detail = fields.detail.with(comments: comments)
        fields.commentCount = Fields.commentCount(of: comments)
        fields.history = fields.history.map { AttachedHistory($0.history, contentFingerprint: fingerprint, card: card) }
        fields.fingerprint = fields.history.map { $0.history.folded(into: fingerprint) } ?? fingerprint
        fields.cardFingerprint = fields.history.map { $0.history.folded(into: card) } ?? card
        return Entry(box: Box(fields))
    }

    /// `EntryCard.base` of the entry's front matter, worked out again from its fields: only
    /// attaching a comment thread (once, as the entry is loaded) asks, and keeping it took every
    /// entry's box to the allocator's next size.
    private var cardBase: UInt64 {
        let fields = box.fields
        let decorations = fields.detail.decorations
        let people = fields.people.pair
        return EntryCard.base(
            source: fields.detail.source, slug: fields.slug, title: decorations.title, date: fields.date,
            author: fields.flags.authorIsWritten ? people.author?.value : nil, tags: fields.tags.names,
            mood: people.mood?.value, weather: decorations.weather, color: decorations.color, photo: decorations.photo,
            stickers: decorations.stickers, isDraft: fields.flags.isDraft, isDeleted: fields.flags.isDeleted)
    }

    /// The same entry with its detail (body, title, decorations, path, comment thread) kept in
    /// `file` instead of memory (see `BodyFile`, `EntryDetail`).
    /// Pictures its body shows go with the detail too: only the diary's list of pictures asks,
    /// once per build (and a store keeps them with the entry's record).
    public func spillingDetail(to file: BodyFile) -> Entry {
        var fields = box.fields
        guard let detail = fields.detail.spilled(to: file, media: fields.media) else { return self }
        fields.detail = detail
        if !fields.media.isEmpty {
            fields.media = []
            fields.flags = fields.flags.with(mediaInDetail: true)
        }
        return Entry(box: Box(fields))
    }

    /// The same entry with `history` attached (or removed, with `nil`). The author falls back to
    /// the history's creator when the front matter names none, and the fingerprint covers the
    /// history, so every page that could show it is rendered again when it changes. Attaching again
    /// replaces the history: the front matter's author and the files' fingerprint are kept apart.
    public func with(history: EntryHistory?) -> Entry {
        // Unchanged (no git, or nothing committed since): the same entry, so pages and per-build
        // facts keyed by its identity stay valid and no fields are copied.
        if history == box.fields.history?.history { return self }
        var fields = box.fields
        let (contentFingerprint, card) = (fields.contentFingerprint, fields.card)
        fields.history = history.map { AttachedHistory($0, contentFingerprint: contentFingerprint, card: card) }
        if !fields.flags.authorIsWritten { fields.people = fields.people.with(author: history?.creatorBox) }
        fields.fingerprint = history.map { $0.folded(into: contentFingerprint) } ?? contentFingerprint
        fields.cardFingerprint = history.map { $0.folded(into: card) } ?? card
        return Entry(box: Box(fields))
    }

    init(box: Box) { self.box = box }

    // MARK: - Storage

    /// Kept lean: a big diary holds one of these per entry for the whole build, so what only
    /// pages showing the entry read is in its `EntryDetail` (in a file, for `keepsake build`: the
    /// title, the decorations, the photo's `alt`, the file's path, the body, the comment thread),
    /// what is large and often absent (the photo's file, body pictures, git's history: `Extras`)
    /// in the same reference as the detail's file, the date in one word (`PackedDate`), and
    /// nothing is stored that a page can work out when it is rendered (the summary) or that only
    /// loading asks for again (the card's digest of the front matter). With the box's header, 96
    /// bytes, the allocator's size (the next is 112).
    struct Fields: Sendable, Hashable {
        // What every pass over a big diary's entries reads (assembling, grouping, digests) comes
        // first, beside the header that copying an entry touches anyway: the fields span several
        // cache lines, and ten thousand entries do not stay in the cache between passes.
        /// First: its year, month and day, which every pass reads, and its instant (the diary's
        /// order), worked out from them.
        let packedDate: PackedDate
        /// After the date's word: fields are laid out in order, and the flags and `people`
        /// fill the word before the counts.
        var flags: Flags
        /// The author and the mood, as one number into the process's table of pairs (see
        /// `AuthorAndMood`): two shared references took 16 bytes, and the box the next size.
        var people: AuthorAndMood
        /// Words in the body (a body is at most megabytes).
        let wordCount: Int32
        /// Comments in the thread, deleted ones included; −1 without a thread (no sidecar). The
        /// thread itself is in `detail`.
        var commentCount: Int32
        var fingerprint: UInt64
        var cardFingerprint: UInt64
        let slug: String
        /// Numbers into the process's table of tag names (see `TagList`).
        let tags: TagList
        /// With the photo's file, the body's pictures and git's history (`extras`).
        var detail: EntryDetail

        init(
            date: DiaryDate, flags: Flags, people: AuthorAndMood, wordCount: Int32, commentCount: Int32,
            fingerprint: UInt64, cardFingerprint: UInt64, slug: String, tags: TagList, detail: EntryDetail
        ) {
            (self.packedDate, self.flags, self.people) = (PackedDate(date), flags, people)
            (self.wordCount, self.commentCount) = (wordCount, commentCount)
            (self.fingerprint, self.cardFingerprint, self.slug) = (fingerprint, cardFingerprint, slug)
            (self.tags, self.detail) = (tags, detail)
        }

        var date: DiaryDate { packedDate.date }

        /// The photo's file, the body's pictures and git's history, `nil` without any of them.
        var extras: Extras? { detail.extras }

        /// The photo's file (page digests and the photo list read it for every entry); the rest
        /// of the photo is in `detail`.
        var photoSource: String? { extras?.photoSource }
        /// Pictures the body shows; empty when they are in `detail` (`flags.mediaInDetail`: an
        /// entry kept in a file for `keepsake build`, whose lists were 1.8 MB at 50,000 entries).
        var media: [MediaFile] {
            get { extras?.media ?? [] }
            set {
                // Nothing to change: the same reference (no churn of a big diary's photo entries).
                if newValue.isEmpty && media.isEmpty { return }
                detail = detail.with(extras: Extras.make(photoSource: photoSource, media: newValue, history: history))
            }
        }
        /// With the fingerprints of the files and of the card before it was attached, which
        /// differ from `fingerprint` and `cardFingerprint` only once history is.
        var history: AttachedHistory? {
            get { extras?.history }
            set {
                if newValue == nil && history == nil { return }
                detail = detail.with(extras: Extras.make(photoSource: photoSource, media: media, history: newValue))
            }
        }

        /// The fingerprint of the files alone, before any history was folded in.
        var contentFingerprint: UInt64 { history?.contentFingerprint ?? fingerprint }
        /// The card's fingerprint before any history was folded in (`EntryCard.attached` without it).
        var card: UInt64 { history?.card ?? cardFingerprint }

        /// `media`, or the pictures kept with the detail (read from its file).
        var resolvedMedia: [MediaFile] { flags.mediaInDetail ? detail.media : media }

        /// The same fields with the pictures in `media` (equal entries have equal such fields,
        /// wherever their pictures are kept).
        var withMediaInline: Fields {
            guard flags.mediaInDetail else { return self }
            var fields = self
            fields.media = resolvedMedia
            fields.flags = flags.with(mediaInDetail: false)
            return fields
        }

        /// `commentCount` of a thread, or of none.
        static func commentCount(of thread: CommentThread?) -> Int32 {
            thread.map { Int32(clamping: $0.count) } ?? -1
        }
    }

    /// Whether an entry is a draft, a deleted trace, whether its author is the front matter's
    /// (which attached history never overrides; else it is the history's creator, or `nil`), and
    /// whether its pictures are in its detail: one byte, in the room the date leaves before the counts.
    struct Flags: Sendable, Hashable {
        private let bits: UInt8

        init(isDraft: Bool, isDeleted: Bool, authorIsWritten: Bool) {
            bits = (isDraft ? 1 : 0) | (isDeleted ? 2 : 0) | (authorIsWritten ? 4 : 0)
        }

        private init(bits: UInt8) {
            self.bits = bits
        }

        var isDraft: Bool { bits & 1 != 0 }
        var isDeleted: Bool { bits & 2 != 0 }
        var authorIsWritten: Bool { bits & 4 != 0 }
        var mediaInDetail: Bool { bits & 8 != 0 }

        func with(mediaInDetail: Bool) -> Flags {
            Flags(bits: mediaInDetail ? bits | 8 : bits & ~8)
        }
    }

    final class Box: Sendable, Hashable {
        let fields: Fields
        /// `fields` is taken, not copied (a store load makes ten thousand boxes).
        init(_ fields: consuming Fields) {
            self.fields = fields
        }
        /// The hash of the month and the slug, which make the page's address (`sitePath`): the
        /// duplicate check compares these, and addresses only when two are equal. Worked out
        /// when asked (once per entry and assembly): kept, it took every entry to the
        /// allocator's next size.
        var sitePathHash: Int32 {
            var hasher = Hasher()
            let date = fields.date
            hasher.combine(date.year)
            hasher.combine(date.month)
            hasher.combine(fields.slug)
            return Int32(truncatingIfNeeded: hasher.finalize())
        }
        /// `fields.date.instant`, in seconds since the reference date (the diary's order).
        var instant: Double { fields.packedDate.instant }
        var isDraft: Bool { fields.flags.isDraft }
        var isDeleted: Bool { fields.flags.isDeleted }
        /// The day of the year, `month * 100 + day` (`DayOfYearSection.key`).
        var dayOfYear: Int16 {
            let date = fields.date
            return Int16(truncatingIfNeeded: date.month * 100 + date.day)
        }
        /// The month, `year * 100 + month` (in the diary's time zone, as `fields.date`).
        var yearMonth: Int32 {
            let date = fields.date
            return Int32(truncatingIfNeeded: date.year * 100 + date.month)
        }
        static func == (a: Box, b: Box) -> Bool { a === b || a.fields.withMediaInline == b.fields.withMediaInline }
        func hash(into hasher: inout Hasher) { hasher.combine(fields.withMediaInline) }
    }
}
