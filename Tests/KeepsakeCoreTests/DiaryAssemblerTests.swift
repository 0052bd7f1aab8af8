import Testing

@testable import KeepsakeCore

@Suite("DiaryAssembler")
struct DiaryAssemblerTests {
    static let entries = [
        Fixture.entry("april", "2024-04-20 09:00"),
        Fixture.entry("may-early", "2024-05-01 08:00"),
        Fixture.entry("draft", "2024-05-10 12:00", draft: true),
        Fixture.entry("gone", "2024-05-05 12:00", deleted: true),
        Fixture.entry("may-late", "2024-05-31 23:30"),
        Fixture.entry("june", "2024-06-01 00:10"),
        Fixture.entry("old", "2023-12-31 23:59"),
    ]

    private func assemble(
        _ entries: [Entry], drafts: Bool = false, deleted: DiaryConfig.DeletedEntries = .trace
    ) -> (Diary?, [Diagnostic]) {
        DiaryAssembler(includeDrafts: drafts).assemble(
            entries, config: Fixture.config(deletedEntries: deleted), catalog: Fixture.catalog)
    }

    /// `2024-05: a b | 2024-04: c`, deleted traces marked `†`.
    private static func outline(_ diary: Diary) -> String {
        diary.months.map { month in
            "\(month.key): " + month.items.map { $0.slug + ($0.isDeleted ? "†" : "") }.joined(separator: " ")
        }.joined(separator: " | ")
    }

    @Test func draftsAreDroppedAndDeletedEntriesLeaveTraces() throws {
        let (assembled, diagnostics) = assemble(Self.entries)
        #expect(diagnostics.isEmpty)
        let diary = try #require(assembled)
        #expect(
            Self.outline(diary)
                == "2024-06: june | 2024-05: may-late gone† may-early | 2024-04: april | 2023-12: old")
        #expect(diary.entries.map(\.slug) == ["june", "may-late", "may-early", "april", "old"])
        #expect(diary.months.map(\.entryCount) == [1, 2, 1, 1])
        #expect(diary.months.map(\.key.path) == ["2024/06", "2024/05", "2024/04", "2023/12"])
        #expect(diary.config.title == "Test Diary")
        #expect(diary.entries.count(where: \.hasCommentThread) == 0)
    }

    @Test func draftsAreKeptWhenAskedFor() throws {
        let diary = try #require(assemble(Self.entries, drafts: true).0)
        #expect(
            Self.outline(diary)
                == "2024-06: june | 2024-05: may-late draft gone† may-early | 2024-04: april | 2023-12: old")
        #expect(diary.entries.map(\.slug) == ["june", "may-late", "draft", "may-early", "april", "old"])
    }

    @Test func hiddenDeletedEntriesDisappear() throws {
        let diary = try #require(assemble(Self.entries, deleted: .hide).0)
        #expect(Self.outline(diary) == "2024-06: june | 2024-05: may-late may-early | 2024-04: april | 2023-12: old")
    }

    @Test func monthOfOnlyADeletedTraceIsKept() throws {
        let diary = try #require(assemble([Fixture.entry("gone", "2024-03-01", deleted: true)]).0)
        #expect(Self.outline(diary) == "2024-03: gone†")
        #expect(diary.months.map(\.entryCount) == [0])
        #expect(diary.entries.isEmpty)
    }

    @Test func equalDatesAreOrderedBySlug() throws {
        let entries = ["cherry", "apple", "banana"].map { Fixture.entry($0, "2024-05-03 21:30") }
        let diary = try #require(assemble(entries).0)
        #expect(diary.entries.map(\.slug) == ["apple", "banana", "cherry"])
        let reversed = try #require(assemble(entries.reversed()).0)
        #expect(reversed.entries.map(\.slug) == ["apple", "banana", "cherry"])
    }

    @Test func monthsFollowTheDiaryZone() throws {
        // 20:00 in New York on May 31 is June 1 in Seoul; 23:30 in Seoul on May 31 stays in May.
        let entries = [
            Fixture.entry("ny", "2024-05-31T20:00:00-05:00"),
            Fixture.entry("seoul", "2024-05-31T23:30:00+09:00"),
        ]
        let diary = try #require(assemble(entries).0)
        #expect(Self.outline(diary) == "2024-06: ny | 2024-05: seoul")
        #expect(diary.entries.map(\.sitePath) == ["2024/06/ny/", "2024/05/seoul/"])
    }

    @Test func emptyDiary() throws {
        let diary = try #require(assemble([]).0)
        #expect(diary.months.isEmpty)
        #expect(diary.entries.isEmpty)
    }

    @Test func twoEntriesWritingTheSamePage() {
        let entries = [
            Fixture.entry("picnic", "2024-05-03", source: "Content/entries/b.md"),
            Fixture.entry("picnic", "2024-05-20", source: "Content/entries/a.md"),
            Fixture.entry("other", "2024-05-20"),
        ]
        let (diary, diagnostics) = assemble(entries)
        #expect(diary == nil)
        #expect(
            diagnostics.texts == [
                "Content/entries/a.md: error: two entries would write the same page 2024/05/picnic/\n  hint: the other is Content/entries/b.md; give one a different `slug:`",
                "Content/entries/b.md: error: two entries would write the same page 2024/05/picnic/\n  hint: the other is Content/entries/a.md; give one a different `slug:`",
            ])
    }

    /// Addresses are compared by their hashes first: the same address written with precomposed
    /// and with decomposed letters (a file named on a Mac) is still one page, as `String` says.
    @Test func theSameAddressInTwoUnicodeFormsIsOnePage() {
        let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        let entries = [
            Fixture.entry(composed, "2024-05-03", source: "Content/entries/a.md"),
            Fixture.entry(decomposed, "2024-05-20", source: "Content/entries/b.md"),
        ]
        let (diary, diagnostics) = assemble(entries)
        #expect(diary == nil)
        #expect(diagnostics.map(\.location.path) == ["Content/entries/a.md", "Content/entries/b.md"])
        // Near misses are not clashes.
        let apart = [Fixture.entry("cafe", "2024-05-03"), Fixture.entry(composed, "2024-05-20")]
        #expect(assemble(apart).1.isEmpty)
    }

    @Test func threeEntriesWritingTheSamePageNameTheOtherTwo() {
        let entries = ["c", "a", "b"].map {
            Fixture.entry("same", "2024-05-03", source: "Content/entries/\($0).md")
        }
        let (_, diagnostics) = assemble(entries)
        #expect(
            diagnostics.map(\.hint) == [
                "the other is Content/entries/b.md, Content/entries/c.md; give one a different `slug:`",
                "the other is Content/entries/a.md, Content/entries/c.md; give one a different `slug:`",
                "the other is Content/entries/a.md, Content/entries/b.md; give one a different `slug:`",
            ])
    }

    /// A deleted trace is a card in its month, not a page (only `diary.entries` get pages), so an entry
    /// rewritten under the same slug must not be reported as writing the same page.
    @Test func deletedTraceDoesNotCollideWithItsReplacement() {
        let entries = [
            Fixture.entry("picnic", "2024-05-03", source: "Content/entries/2024-05-03-picnic.md", deleted: true),
            Fixture.entry("picnic", "2024-05-04", source: "Content/entries/2024-05-04-picnic.md"),
        ]
        let (diary, diagnostics) = assemble(entries)
        #expect(diagnostics.texts == [])
        #expect(diary.map(Self.outline) == "2024-05: picnic picnic†")
        #expect(assemble(entries, deleted: .hide).1.isEmpty)
    }

    @Test func aDroppedDraftCannotCollide() throws {
        let entries = [
            Fixture.entry("picnic", "2024-05-03", source: "Content/entries/a.md"),
            Fixture.entry("picnic", "2024-05-04", source: "Content/entries/b.md", draft: true),
        ]
        #expect(assemble(entries).0 != nil)
        #expect(assemble(entries, drafts: true).1.count == 2)
    }

    @Test func commentThreadsAreCounted() throws {
        let thread = CommentThread(source: "x.comments.json", roots: [])
        let entries = [
            Fixture.entry("a", "2024-05-03").with(comments: thread, fingerprint: 1), Fixture.entry("b", "2024-05-04"),
        ]
        let diary = try #require(assemble(entries).0)
        #expect(diary.entries.count(where: \.hasCommentThread) == 1)
        #expect(diary.entries.map { $0.comments?.source } == [nil, "x.comments.json"])
    }
}
