import Foundation
import Testing

@testable import KeepsakeCore

/// Digests made from a value's fields: different values, different digests.
@Suite("Digest encoder")
struct DigestEncoderTests {
    struct Pair: Encodable {
        let first: [String]
        let second: String?
    }

    enum Nested: Encodable {
        case list([Nested])
        case text(String)
    }

    @Test func valuesThatEncodeDifferentlyDigestDifferently() {
        let values: [UInt64] = [
            DigestEncoder.digest(of: Pair(first: ["ab"], second: nil)),
            DigestEncoder.digest(of: Pair(first: ["a", "b"], second: nil)),
            DigestEncoder.digest(of: Pair(first: ["a", "b"], second: "")),
            DigestEncoder.digest(of: Pair(first: [], second: "ab")),
            DigestEncoder.digest(of: Pair(first: [""], second: "ab")),
            DigestEncoder.digest(of: Nested.list([.list([.text("a")]), .text("b")])),
            DigestEncoder.digest(of: Nested.list([.list([.text("a"), .text("b")])])),
            DigestEncoder.digest(of: [1, 2]),
            DigestEncoder.digest(of: [2, 1]),
            DigestEncoder.digest(of: ["1", "2"]),
        ]
        #expect(Set(values).count == values.count)
        #expect(
            DigestEncoder.digest(of: Pair(first: ["a"], second: "b"))
                == DigestEncoder.digest(of: Pair(first: ["a"], second: "b")))
    }

    /// Every field of a card is in its digest: a card that differs in any one field alone has
    /// another digest. A field added to `EntryCard` must be added here (the count checks it).
    @Test func everyFieldOfACardIsInItsDigest() {
        let date = Fixture.date("2024-05-03 21:30")
        func card(
            source: String = "Content/a.md", slug: String = "a", title: String? = "A", date: DiaryDate? = nil,
            author: Member? = nil, tags: [String] = ["x"], mood: String? = "happy", weather: Weather? = nil,
            color: DiaryColor? = nil, photo: Photo? = nil, stickers: [StickerPlacement] = [], isDraft: Bool = false,
            isDeleted: Bool = false, extra: [CustomField] = [], commentCount: Int? = nil, history: EntryHistory? = nil
        ) -> EntryCard {
            EntryCard(
                source: source, slug: slug, title: title, date: date ?? Fixture.date("2024-05-03"),
                writtenAuthor: author, tags: tags, mood: mood, weather: weather, color: color, photo: photo,
                stickers: stickers, isDraft: isDraft, isDeleted: isDeleted, extra: extra, commentCount: commentCount,
                history: history)
        }
        let history = EntryHistory(
            created: nil, updated: date, creatorIdentity: nil, creator: nil,
            lastAuthorIdentity: GitIdentity(name: "Jun", email: "jun@example.com"), lastAuthor: nil, isEdited: false,
            commitCount: 1, commentsUpdated: nil)
        let variants = [
            card(source: "Content/b.md"), card(slug: "b"), card(title: nil), card(date: date),
            card(author: Fixture.members[0]), card(tags: ["y"]), card(mood: "calm"),
            card(weather: Weather(kind: "sunny", temperature: nil)), card(color: DiaryColor(name: nil, hex: "#ffffff")),
            card(photo: Photo(source: "Content/p.jpg", alt: "")),
            card(stickers: [StickerPlacement(name: "heart", x: 1, y: 2, rotate: 0, scale: 1)]), card(isDraft: true),
            card(isDeleted: true), card(extra: [CustomField(key: "place", value: .text("서울숲"))]),
            card(commentCount: 0), card(history: history),
        ]
        #expect(Mirror(reflecting: card()).children.count == variants.count, "one variant per field")
        let digests = [card().digest] + variants.map(\.digest)
        #expect(Set(digests).count == digests.count)
    }
}
