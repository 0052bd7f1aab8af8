/// What an entry's card shows wherever it is listed: everything but its body. Month, tag, front
/// and day pages depend on its digest, which is made from every one of its fields
/// (`DigestEncoder`): a field added here is in the digest by construction.
struct EntryCard: Encodable {
    let source: String
    let slug: String
    let title: String?
    let date: DiaryDate
    /// The front matter's author (the history's creator is attached later).
    let author: Member?
    let tags: [String]
    let mood: String?
    let weather: Weather?
    let color: DiaryColor?
    let photo: Photo?
    let stickers: [StickerPlacement]
    let isDraft: Bool
    let isDeleted: Bool
    let extra: [CustomField]

    /// The digest of the card's fields.
    var digest: UInt64 { DigestEncoder.digest(of: self) }

    /// The card's digest with what is attached later: the number of comments (`nil`: no comment
    /// thread, which a card shows differently from a thread of none), and git's history (the
    /// author when the front matter names none, the "edited" date).
    static func attached(_ base: UInt64, comments: Int?, history: EntryHistory?) -> UInt64 {
        var digest = ContentDigest()
        digest.add(base)
        digest.add(comments ?? -1)
        let card = digest.value
        return history.map { $0.folded(into: card) } ?? card
    }
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
