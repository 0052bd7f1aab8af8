/// A digest of what an entry's card shows wherever it is listed: everything but its body. Month,
/// tag, front and day pages depend on this, so saving a change to an entry's text renders its own
/// page and the feeds again, not every list it appears in.
enum EntryCard {
    /// The front matter's share of the card, before comments and history are attached.
    static func base(
        source: String, slug: String, title: String?, date: DiaryDate, author: Member?, tags: [String],
        mood: String?, weather: Weather?, color: DiaryColor?, photo: Photo?, stickers: [StickerPlacement],
        isDraft: Bool, isDeleted: Bool
    ) -> UInt64 {
        var digest = ContentDigest()
        digest.add("card")
        for text in [source, slug, title ?? "\u{0}", mood ?? "\u{0}"] { digest.add(text) }
        digest.add(date.rfc3339)
        digest.add(date.hasTime)
        for text in [author?.id, author?.name, author?.color?.hex, color?.name, color?.hex] {
            digest.add(text ?? "\u{0}")
        }
        digest.add(tags.count)
        for tag in tags { digest.add(tag) }
        digest.add(weather?.kind ?? "\u{0}")
        digest.add(weather?.temperature.map { $0.bitPattern } ?? 0)
        // The photo's site path is its source's (`Photo.sitePath`).
        for text in [photo?.source, photo?.alt] { digest.add(text ?? "\u{0}") }
        digest.add(stickers.count)
        for sticker in stickers {
            digest.add(sticker.name)
            for number in [sticker.x, sticker.y, sticker.rotate, sticker.scale] { digest.add(number.bitPattern) }
        }
        digest.add(isDraft)
        digest.add(isDeleted)
        return digest.value
    }

    /// The card with what is attached later: the number of comments (`nil`: no comment thread,
    /// which a card shows differently from a thread of none), and git's history (the author when
    /// the front matter names none, the "edited" date).
    static func attached(_ base: UInt64, comments: Int?, history: EntryHistory?) -> UInt64 {
        var digest = ContentDigest()
        digest.add(base)
        digest.add(comments ?? -1)
        let card = digest.value
        return history.map { $0.folded(into: card) } ?? card
    }
}
