import Foundation
import Testing

@testable import KeepsakeCore

/// Deterministic fuzzing for Swift Testing: a seeded generator, byte mutations of real files, and
/// the run's settings.
///
///     KEEPSAKE_FUZZ_SEED=12345 KEEPSAKE_FUZZ_ITERATIONS=100000 swift test --filter Fuzz
///
/// The seed is fixed unless given (`random` picks one from the clock), so CI runs the same inputs
/// every time; each target prints its seed and count before it starts, so a crash — which ends
/// the test process — can be replayed. A failed property records the seed, the iteration and the
/// input. `KEEPSAKE_FUZZ_ITERATIONS` is the number of inputs per target (defaults are sized for a
/// debug build: the whole fuzz suite in well under 30 seconds).
enum Fuzz {
    static let environment = ProcessInfo.processInfo.environment

    static let seed: UInt64 = {
        switch environment["KEEPSAKE_FUZZ_SEED"] {
        case "random"?: return UInt64(Date().timeIntervalSince1970 * 1000)
        case let text?: return UInt64(text) ?? 0x5EED_2026_0405
        case nil: return 0x5EED_2026_0405
        }
    }()

    static func iterations(default count: Int) -> Int {
        environment["KEEPSAKE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? count
    }

    /// Runs `property` on `count` inputs made by `make`; each failure is recorded with what is
    /// needed to replay it. `property` returns the problems it found (empty: the property holds).
    static func run<Input>(
        _ target: String, iterations count: Int, make: (inout Generator, Int) -> Input,
        describe: (Input) -> String = { "\($0)" }, property: (Input) -> [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let total = iterations(default: count)
        print("fuzz \(target): seed \(seed), \(total) inputs (KEEPSAKE_FUZZ_SEED=\(seed) to replay)")
        var generator = Generator(seed: seed ^ stableHash(target))
        var failures = 0
        for iteration in 0..<total {
            let input = make(&generator, iteration)
            let problems = property(input)
            guard !problems.isEmpty else { continue }
            failures += 1
            Issue.record(
                Comment(
                    rawValue:
                        "fuzz \(target), seed \(seed), input \(iteration): \(problems.joined(separator: "; "))\ninput: \(describe(input).prefix(2000))"
                ),
                sourceLocation: sourceLocation)
            if failures >= 5 { return }  // enough to go on
        }
    }

    /// FNV-1a: the same number for the same name in every run (Swift's `hashValue` is seeded).
    static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// xoshiro256** seeded through SplitMix64.
    struct Generator: RandomNumberGenerator {
        private var state: (UInt64, UInt64, UInt64, UInt64)

        init(seed: UInt64) {
            var mix = seed
            func next() -> UInt64 {
                mix &+= 0x9E37_79B9_7F4A_7C15
                var z = mix
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
            state = (next(), next(), next(), next())
        }

        mutating func next() -> UInt64 {
            let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
            let t = state.1 << 17
            state.2 ^= state.0
            state.3 ^= state.1
            state.1 ^= state.2
            state.0 ^= state.3
            state.2 ^= t
            state.3 = state.3 << 45 | state.3 >> 19
            return result
        }

        mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
        mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
    }

    // MARK: - Mutation

    /// Pieces that mean something to YAML, JSON, Markdown, HTML or UTF-8, for inserting.
    static let tokens: [[UInt8]] =
        [
            // YAML
            "---\n", "...\n", ": ", "- ", "? ", "&a ", "*a", "&b [*a, *a, *a]", "!!str ", "!!binary ", "!<tag:x>",
            "|\n  ", ">-\n",
            "# ", "{", "}", "[", "]", ",", "\"", "'", "\\", "\\u0000", "\\x41", "~", "null", "true", "yes", ".nan",
            "-.inf", "1e400",
            "0x7f", "0o17", "1_000", "2024-02-30", "2024-05-03 25:61", "2024-05-03T10:00:00+19:00", "<<: *a",
            "%YAML 1.1\n",
            "title: ", "date: ", "tags: ", "photo: ", "slug: ", "stickers:\n  - { name: heart, x: 1, y: 1 }\n",
            "weather: {kind: ",
            "\t", "  ", "\n", "\r\n", "\r",
            // JSON
            "{\"comments\": [", "]}", "\"id\": ", "\"replyTo\": ", "\"body\": ", "\"date\": ", "\\ud800", "\\udc00",
            "\\uD83D\\uDE00",
            "99999999999999999999", "-0", "1.5e-400", ":", "[[[[[[[[", "]]]]]]]]",
            // Markdown and HTML
            "](", "![", "[x]: ", "<", ">", "*", "**", "_", "`", "```", "    ", "> ", "1. ", "&#106;", "&#x6A;",
            "&colon;", "&", "javascript:",
            "JaVaScRiPt:", "data:text/html,", "vbscript:", "<script>", "</script>", "<img src=x onerror=alert(1)>",
            "\" onmouseover=\"", "{{", "}}", "{{{", "../", "..\\", "%2e%2e/", "%00", "/etc/passwd",
            // Unicode and bytes
            "\u{0}", "\u{1}", "\u{1B}[2J", "\u{7F}", "\u{FEFF}", "\u{600}", "\u{D4E}", "\u{D4E}/", "\u{301}",
            "\u{200D}", "\u{202E}", "\u{FFFD}", "벚꽃", "😀",
        ].map { Array($0.utf8) } + [
            [0xFF], [0xC3], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBB, 0xBF], [0x80],
        ]

    /// One to four random edits of `bytes`: bit flips, byte changes, inserted tokens or random
    /// bytes, deletions, duplications, truncation, and splices from `others`.
    static func mutate(_ bytes: [UInt8], others: [[UInt8]], using generator: inout Generator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<generator.int(1..<5) {
            let at = generator.int(0..<(bytes.count + 1))
            switch generator.int(0..<10) {
            case 0 where !bytes.isEmpty:
                let index = generator.int(0..<bytes.count)
                bytes[index] ^= 1 << UInt8(generator.int(0..<8))
            case 1 where !bytes.isEmpty:
                bytes[generator.int(0..<bytes.count)] = UInt8(generator.int(0..<256))
            case 2, 3, 4:
                bytes.insert(contentsOf: generator.pick(tokens), at: at)
            case 5:
                bytes.insert(contentsOf: (0..<generator.int(1..<8)).map { _ in UInt8(generator.int(0..<256)) }, at: at)
            case 6 where !bytes.isEmpty:
                let end = min(bytes.count, at + generator.int(1..<64))
                if at < end { bytes.removeSubrange(at..<end) }
            case 7 where !bytes.isEmpty:
                let end = min(bytes.count, at + generator.int(1..<64))
                if at < end { bytes.insert(contentsOf: bytes[at..<end], at: at) }
            case 8:
                bytes = Array(bytes.prefix(at))
            default:
                guard let other = others.isEmpty ? nil : generator.pick(others), !other.isEmpty else { continue }
                let start = generator.int(0..<other.count)
                let piece = other[start..<min(other.count, start + generator.int(1..<256))]
                bytes.insert(contentsOf: piece, at: at)
            }
        }
        return bytes
    }

    // MARK: - Corpus

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../..").standardizedFileURL

    /// The files of the sample diary and of the test fixtures whose names end in one of `suffixes`.
    static func corpus(_ suffixes: [String]) -> [[UInt8]] {
        let folders = [
            "Content", "Tests/KeepsakeRenderTests/Fixtures/hostile", "Tests/KeepsakeRenderTests/Fixtures/invalid",
        ]
        var files: [[UInt8]] = []
        for folder in folders {
            let base = repository.appending(path: folder)
            let paths = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String]) ?? []
            for path in paths.sorted() where suffixes.contains(where: path.hasSuffix) && !path.contains("/expected") {
                if let data = FileManager.default.contents(atPath: base.appending(path: path).path) {
                    files.append(Array(data))
                }
            }
        }
        return files
    }

    // MARK: - Checks

    /// Problems with where diagnostics point: every one names `path` and, when it has a line
    /// (and column), one that exists in `text`, a column at most one past the line's end.
    static func locationProblems(_ diagnostics: [Diagnostic], in text: String, path: String) -> [String] {
        // By scalar: "\r\n" is one Character, and a mutated text may hold one.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        var problems: [String] = []
        for diagnostic in diagnostics {
            let location = diagnostic.location
            guard location.path == path else {
                problems.append("\(diagnostic.headline): names another file")
                continue
            }
            guard let line = location.line else { continue }
            guard line >= 1, line <= lines.count else {
                problems.append("\(diagnostic.headline): line \(line) of \(lines.count)")
                continue
            }
            if let column = location.column, column < 1 || column > lines[line - 1].count + 1 {
                problems.append("\(diagnostic.headline): column \(column) of a line of \(lines[line - 1].count)")
            }
        }
        return problems
    }

    /// Bytes for a failure message: printable, with the rest escaped.
    static func show(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map {
            $0 == "\n"
                ? "\\n\n"
                : ($0.value < 0x20 || $0.value == 0x7F || $0 == "\u{FFFD}")
                    ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }.joined()
    }
}
