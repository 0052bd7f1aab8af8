import Foundation
import Testing

/// The property test's own parts: a difference between two sites is reported, with a diff, and a
/// case whose incremental output is tampered with fails with the seed, the step and the sequence.
@Suite("Property harness")
struct HarnessTests {
    @Test func sameSeedSameNumbers() {
        var a = SplitMix64(seed: 7)
        var b = SplitMix64(seed: 7)
        #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    }

    @Test func differencesNameMissingExtraAndDifferingFiles() throws {
        let fresh = SiteTree(files: ["a.html": Array("<p>one</p>\n<p>two</p>\n".utf8), "b.css": [1]])
        let other = SiteTree(files: ["a.html": Array("<p>one</p>\n<p>deux</p>\n".utf8), "c.xml": [2]])
        let report = try #require(fresh.differences(from: other, this: "fresh", other: "incremental"))
        #expect(report.contains("1 in fresh only: b.css"))
        #expect(report.contains("1 in incremental only: c.xml"))
        #expect(report.contains("first differing file, a.html"))
        #expect(report.contains(" - <p>two</p>") && report.contains(" + <p>deux</p>"))
        #expect(fresh.differences(from: fresh, this: "fresh", other: "again") == nil)
    }

    @Test func sameSizeVariantsKeepTheSizeAndChangeTheText() {
        var random = SplitMix64(seed: 3)
        for text in ["벚꽃 피크닉", "Monday blues", "See [the map](https://example.com/map)."] {
            let variant = SameSize.variant(of: text, &random)
            #expect(variant != nil && variant != text && variant?.utf8.count == text.utf8.count)
            #expect(!text.contains("(") || variant?.contains("(https://example.com/map)") == true)
        }
    }

    @Test func aTamperedOutputFailsTheCaseWithItsSeedAndSequence() async throws {
        let tampered = PropertyCase(seed: 11, steps: 1) { output, step in
            guard step == 0 else { return }
            try Data("tampered".utf8).write(to: output.appending(path: "robots.txt"), options: .atomic)
        }
        let report = try #require(try await tampered.run())
        #expect(report.contains("seed 11, step 0 of 1"))
        #expect(report.contains("incremental Output/ ≠ fresh Output/"))
        #expect(report.contains("first differing file, robots.txt"))
        #expect(report.contains("step 0: a new diary"))
        #expect(report.contains("KEEPSAKE_PROPERTY_SEED=11 KEEPSAKE_PROPERTY_CASES=1 KEEPSAKE_PROPERTY_STEPS=0"))
        if let kept = report.split(separator: "\n").first(where: {
            $0.hasPrefix("the diary and its Output/ are kept in ")
        }) {
            try? FileManager.default.removeItem(
                atPath: String(kept.dropFirst("the diary and its Output/ are kept in ".count)))
        }
    }
}
