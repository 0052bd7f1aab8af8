import Foundation
import Testing

@testable import KeepsakePreview

/// Request targets made of path pieces, encodings and Unicode that joins neighbours: whatever
/// `RequestPath.resolve` accepts must stay inside the site. Seeded like the loading fuzz tests
/// (`KEEPSAKE_FUZZ_SEED`, `KEEPSAKE_FUZZ_ITERATIONS`; the seed is printed).
@Suite("Fuzz: request paths")
struct RequestPathFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed: UInt64 = {
        switch environment["KEEPSAKE_FUZZ_SEED"] {
        case "random"?: return UInt64(Date().timeIntervalSince1970 * 1000)
        case let text?: return UInt64(text) ?? 0x5EED_2026_0405
        case nil: return 0x5EED_2026_0405
        }
    }()

    /// SplitMix64: enough for picking pieces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = [
        "/", "//", "a", "2026", "04", "index.html", ".", "..", "%2e", "%2E", "%2e%2e", ".%2e", "%2f", "%2F", "%5c",
        "\\", "%00",
        "%", "%z", "%e", "%ff", "%C3%A9", "%D8%80", "%E0%B5%8E", "%CC%81", "\u{600}", "\u{D4E}", "\u{301}", "\u{200D}",
        "벚꽃", "?", "#", "?x=../..", ";", "%3F", "%23", " ", "%20", "\t", "\u{0}", "~", "@", ":", "http:", "%252e",
    ]

    @Test func acceptedPathsStayInsideTheSite() {
        let count = Self.environment["KEEPSAKE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 30_000
        print(
            "fuzz RequestPath.resolve: seed \(Self.seed), \(count) inputs (KEEPSAKE_FUZZ_SEED=\(Self.seed) to replay)")
        var generator = Generator(state: Self.seed ^ 0x7265_7175_6573_74)
        var failures = 0
        var accepted = 0
        for iteration in 0..<count {
            let length = Int.random(in: 1..<10, using: &generator)
            var target = Bool.random(using: &generator) ? "/" : ""
            for _ in 0..<length { target += Self.pieces.randomElement(using: &generator)! }
            if case .success = RequestPath.resolve(target) { accepted += 1 }
            let problems = Self.problems(target)
            guard !problems.isEmpty, failures < 5 else { continue }
            failures += 1
            Issue.record(
                "fuzz RequestPath.resolve, seed \(Self.seed), input \(iteration): \(problems) for \(target.debugDescription)"
            )
        }
        #expect(accepted > 0 && accepted < count, "the inputs should be both accepted and refused")
    }

    /// What must hold for an accepted path, checked on bytes.
    static func problems(_ target: String) -> [String] {
        guard case .success(let path) = RequestPath.resolve(target) else { return [] }
        var problems: [String] = []
        let bytes = Array(path.utf8)
        let segments = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if segments.contains(where: { $0.elementsEqual([46]) || $0.elementsEqual([46, 46]) }) {
            problems.append("a . or .. segment")
        }
        if segments.dropLast().contains(where: \.isEmpty) { problems.append("an empty segment") }
        if bytes.first == UInt8(ascii: "/") { problems.append("absolute") }
        if bytes.contains(0) || bytes.contains(UInt8(ascii: "\\")) { problems.append("NUL or backslash") }
        // And the file system agrees: resolving it under a root stays under that root.
        let root = URL(fileURLWithPath: "/srv/site")
        if !root.appending(path: path).standardizedFileURL.path.hasPrefix("/srv/site") {
            problems.append("leaves /srv/site")
        }
        return problems
    }
}
