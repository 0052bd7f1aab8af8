import Foundation
import Testing

/// The safety net for the build pipeline: whatever was built before, an incremental build (and
/// the preview's rebuild) makes exactly the site a build from nothing makes. Seeded diaries and
/// edit sequences (`PropertySettings`: `KEEPSAKE_PROPERTY_SEED`, `…_CASES`, `…_STEPS`); a
/// failure prints the seed, the step, the sequence so far and the first differences.
@Suite("Property: incremental build = fresh build")
struct IncrementalEqualsFreshTests {
    @Test("Incremental builds and the preview's rebuilds make the site a fresh build makes")
    func incrementalEqualsFresh() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Builds.binary.path),
            "no keepsake binary at \(Builds.binary.path)")
        let settings = PropertySettings.current
        print(
            "property: \(settings.cases) cases of \(settings.steps) steps from seed \(settings.firstSeed) "
                + "(KEEPSAKE_PROPERTY_SEED=\(settings.firstSeed) to replay)")
        for index in 0..<settings.cases {
            let seed = settings.seed(ofCase: index)
            let start = ContinuousClock.now
            let failure = try await PropertyCase(seed: seed, steps: settings.steps).run()
            print("property: seed \(seed): \(failure == nil ? "passed" : "FAILED") in \(ContinuousClock.now - start)")
            if let failure { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
