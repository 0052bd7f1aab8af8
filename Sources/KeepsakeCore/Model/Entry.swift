/// One diary entry, loaded and validated: its card (fields read through the entry too), body and
/// comment thread. An immutable class: every pass over the diary hands entries around, cheaply.
@dynamicMemberLookup public final class Entry: Sendable {
    /// What the entry's cards show (see `EntryCard`).
    public let card: EntryCard
    /// The body rendered by cmark (safe mode), as UTF-8: the entry store gives it back unchecked.
    public let bodyUTF8: SharedBytes
    /// Words in the body.
    public let wordCount: Int
    /// Pictures the body points at, to copy into the site (not the polaroid's `photo`, unless the
    /// body shows it too).
    public let media: [MediaFile]
    /// The comment thread as loaded, or as the entry store holds it (see `comments`).
    let thread: Thread
    /// A digest of the entry's files alone (its path and texts).
    public let contentFingerprint: UInt64
    /// A digest of everything the entry was made from (its files and attached history): equal
    /// fingerprints under the same settings mean equal entries, so its pages can be reused.
    public let fingerprint: UInt64
    /// `card.digest`, worked out once: pages that list the entry depend on it.
    public let cardFingerprint: UInt64

    /// An entry as its files give it: `card` without comments or history (attached later).
    public convenience init(
        card: EntryCard, bodyHTML: String, media: [MediaFile] = [], comments: CommentThread? = nil,
        fingerprint: UInt64 = 0
    ) {
        var card = card
        card.commentCount = comments?.count
        self.init(
            card: card, bodyUTF8: SharedBytes(Array(bodyHTML.utf8)), wordCount: PlainText.wordCount(html: bodyHTML),
            media: media, thread: .loaded(comments), contentFingerprint: fingerprint, cardFingerprint: card.digest)
    }

    /// An entry exactly as stored (`Entry+Binary`), or as `with` changes it.
    init(
        card: EntryCard, bodyUTF8: SharedBytes, wordCount: Int, media: [MediaFile], thread: Thread,
        contentFingerprint: UInt64, cardFingerprint: UInt64
    ) {
        (self.card, self.bodyUTF8, self.wordCount, self.media, self.thread) = (card, bodyUTF8, wordCount, media, thread)
        self.contentFingerprint = contentFingerprint
        fingerprint = card.history.map { $0.folded(into: contentFingerprint) } ?? contentFingerprint
        self.cardFingerprint = cardFingerprint
    }

    /// The same entry with its comment thread attached and the fingerprint of its files set
    /// (attached history is kept and folded in again).
    public func with(comments: CommentThread?, fingerprint: UInt64) -> Entry {
        var card = card
        card.commentCount = comments?.count
        let digest = card.commentCount == self.card.commentCount ? cardFingerprint : card.digest
        return Entry(
            card: card, bodyUTF8: bodyUTF8, wordCount: wordCount, media: media, thread: .loaded(comments),
            contentFingerprint: fingerprint, cardFingerprint: digest)
    }

    /// The same entry with `history` attached (or removed, with `nil`), folded into its fingerprints.
    public func with(history: EntryHistory?) -> Entry {
        if history == card.history { return self }
        var card = card
        card.history = history
        return Entry(
            card: card, bodyUTF8: bodyUTF8, wordCount: wordCount, media: media, thread: thread,
            contentFingerprint: contentFingerprint, cardFingerprint: card.digest)
    }

    /// The body as text.
    public var bodyHTML: String { bodyUTF8.string }
    /// The body's first words as plain text (for descriptions and feeds).
    public var summary: String {
        bodyUTF8.withUnsafeBytes { PlainText.summary(utf8: $0.assumingMemoryBound(to: UInt8.self)) }
    }
    /// The comment thread (from its sidecar), `nil` without one.
    public var comments: CommentThread? { thread.value }
    /// Whether the entry has a comment thread (a sidecar), even an empty one.
    public var hasCommentThread: Bool { card.commentCount != nil }
    /// Comments in the thread, deleted ones included; 0 without one.
    public var commentCount: Int { card.commentCount ?? 0 }
    /// Whether git's history is attached.
    public var hasHistory: Bool { card.history != nil }

    /// The photo's file.
    public var photoSource: String? { card.photo?.source }

    /// The card's values (`entry.title`), read through the entry.
    @inlinable public subscript<Value>(dynamicMember value: KeyPath<EntryCard, Value>) -> Value { card[keyPath: value] }
}

extension Entry {
    /// A comment thread as loaded, or in its binary form (`BinaryCodable`, as a store read it
    /// back): decoded only by the pages that show it (an edit build renders a few of thousands).
    enum Thread: Sendable {
        case loaded(CommentThread?)
        case stored(SharedBytes)

        var value: CommentThread? {
            switch self {
            case .loaded(let thread): return thread
            case .stored(let bytes):
                return bytes.withUnsafeBytes { bytes in
                    var reader = BinaryReader(bytes)
                    // Written by this program and checked whole by whoever read them back: bytes
                    // it cannot read back are a bug in the encoding.
                    do {
                        let thread: CommentThread? = try reader.read()
                        if reader.isAtEnd { return thread }
                    } catch {}
                    preconditionFailure("a comment thread in the entry store does not read back")
                }
            }
        }
    }
}
