import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// Page digests are planned from each entry's card and fingerprint, worked out once per render
/// while walking the months (whose items are the entries in order); a diary whose months do not
/// hold its entries that way is worked out entry by entry. Both must give the same figures.
@Suite("Page plan digests")
struct PagePlanDigestTests {
    @Test func theMonthWalkAndTheEntryByEntryWayAgree() async throws {
        let (settings, diary) = try await AssembledSample.load()
        #expect(diary.entries.count > 10)
        let renderer = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        let walked = renderer.everyEntry()
        // The same entries, months listed oldest first: the walk meets them out of order.
        let reordered = Diary(
            config: diary.config, months: diary.months.reversed(), entries: diary.entries, catalog: diary.catalog,
            tags: diary.tags)
        let oneByOne = SiteRenderer(diary: reordered, theme: settings.theme, language: settings.language).everyEntry()
        #expect(walked.entryCards == oneByOne.entryCards)
        #expect(walked.fingerprints == oneByOne.fingerprints)
        #expect(walked.years == oneByOne.years)
        #expect(walked.dayIndex == oneByOne.dayIndex)
        #expect(Set(walked.entryCards).count > 10)
        // And each matches what the pages' digests were made of before: the entry itself.
        for (index, entry) in diary.entries.enumerated() {
            #expect(walked.entryCards[index] == renderer.card(of: entry))
            #expect(walked.fingerprints[index] == renderer.fingerprint(of: entry))
            #expect(Int(walked.dayIndex[index]) == diary.dayOfYearIndex(of: entry) ?? -1)
            #expect(Int(walked.years[index]) == entry.date.year)
            #expect(
                walked.dayDigest(ofEntry: index) == diary.dayOfYearIndex(of: entry).map { walked.dayDigests[$0] } ?? 0)
        }
        #expect(walked.dayDigests == oneByOne.dayDigests)
        // Each day's digest is of its entries' years and cards, in order.
        let expected = diary.daysOfYear.map { day in
            var digest = ContentDigest()
            for entry in day.entries {
                digest.add(entry.date.year)
                digest.add(renderer.card(of: entry))
            }
            return digest.value
        }
        #expect(walked.dayDigests == expected)
        #expect(Set(walked.dayDigests).count > 1)
    }

    /// A page's job is two words: a big diary's build holds one per page (55,000 at 50,000
    /// entries) through its render, and a tag page's two numbers as words made each three.
    @Test func aJobIsTwoWords() {
        #expect(MemoryLayout<SiteRenderer.Job>.stride <= 16)
    }
}
