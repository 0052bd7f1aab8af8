import Foundation

/// How many cases the property test runs, from the environment:
/// `KEEPSAKE_PROPERTY_SEED=<n|random>` (the first case's seed; the others follow it),
/// `KEEPSAKE_PROPERTY_CASES=<n>` and `KEEPSAKE_PROPERTY_STEPS=<n>` (edit steps per case).
/// The defaults keep the suite under three minutes of a debug build on two cores, busy or not.
struct PropertySettings: Sendable {
    static let defaultSeed: UInt64 = 20_260_405
    static let defaultCases = 6
    static let defaultSteps = 12

    let firstSeed: UInt64
    let cases: Int
    let steps: Int

    static let current = PropertySettings(environment: ProcessInfo.processInfo.environment)

    init(environment: [String: String]) {
        switch environment["KEEPSAKE_PROPERTY_SEED"] {
        case "random"?: firstSeed = UInt64.random(in: 1...UInt64(UInt32.max))
        case let text?: firstSeed = UInt64(text) ?? Self.defaultSeed
        case nil: firstSeed = Self.defaultSeed
        }
        cases = environment["KEEPSAKE_PROPERTY_CASES"].flatMap { Int($0) }.map { max(1, $0) } ?? Self.defaultCases
        steps = environment["KEEPSAKE_PROPERTY_STEPS"].flatMap { Int($0) }.map { max(0, $0) } ?? Self.defaultSteps
    }

    /// Case `index`'s seed: consecutive, so `KEEPSAKE_PROPERTY_SEED=<seed> KEEPSAKE_PROPERTY_CASES=1`
    /// replays exactly the case that failed.
    func seed(ofCase index: Int) -> UInt64 { firstSeed &+ UInt64(index) }
}
