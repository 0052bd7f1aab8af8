import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender
import Testing

/// Builds each fixture diary and compares the output with the checked-in `expected/` tree:
/// first the set of paths, then every file byte for byte.
@Suite("Golden sites")
struct GoldenSiteTests {
    @Test("builds byte for byte as recorded", arguments: Fixtures.names(in: "golden"))
    func golden(_ name: String) async throws {
        let fixture = Fixtures.golden(name)
        let (_, output) = try await Fixtures.buildValid(fixture)
        let actual = Fixtures.tree(output)
        let expectedFolder = fixture.appending(path: "expected")
        if Fixtures.isRecording {
            try Fixtures.write(actual, to: expectedFolder)
            Issue.record(
                "Re-recorded \(name)/expected (\(actual.count) files). Run again without KEEPSAKE_RECORD to check.")
            return
        }
        let expected = Fixtures.tree(expectedFolder)
        #expect(
            Set(actual.keys).subtracting(expected.keys).sorted() == [], "files the build wrote that are not recorded")
        #expect(Set(expected.keys).subtracting(actual.keys).sorted() == [], "recorded files the build no longer writes")
        for path in expected.keys.sorted() {
            guard let got = actual[path], let want = expected[path] else { continue }
            if got != want {
                Issue.record("\(name)/\(path) differs from the recording:\n\(firstDifference(got, want))")
            }
        }
    }

    @Test("building twice gives identical bytes", arguments: Fixtures.names(in: "golden"))
    func deterministic(_ name: String) async throws {
        let (_, first) = try await Fixtures.buildValid(Fixtures.golden(name))
        let (_, second) = try await Fixtures.buildValid(Fixtures.golden(name))
        #expect(Fixtures.tree(first) == Fixtures.tree(second))
    }

    /// The first differing line, for a readable failure.
    private func firstDifference(_ got: Data, _ want: Data) -> String {
        let gotLines = String(decoding: got, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let wantLines = String(decoding: want, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(gotLines.count, wantLines.count) {
            let a = index < gotLines.count ? String(gotLines[index]) : "<end>"
            let b = index < wantLines.count ? String(wantLines[index]) : "<end>"
            if a != b { return "line \(index + 1)\n  built:    \(a)\n  recorded: \(b)" }
        }
        return "(same text, different bytes)"
    }
}

/// Builds each invalid fixture and compares every diagnostic, compiler-style, with
/// `expected-diagnostics.txt`.
@Suite("Invalid sites")
struct InvalidSiteTests {
    @Test("reports exactly the recorded diagnostics", arguments: Fixtures.names(in: "invalid"))
    func diagnostics(_ name: String) async throws {
        let fixture = Fixtures.invalid(name)
        let failure = await #expect(throws: BuildFailure.self) { try await Fixtures.build(fixture) }
        let text = (failure?.diagnostics ?? []).map(\.description).joined(separator: "\n") + "\n"
        let file = fixture.appending(path: "expected-diagnostics.txt")
        if Fixtures.isRecording {
            try Data(text.utf8).write(to: file)
            Issue.record("Re-recorded \(name)/expected-diagnostics.txt. Run again without KEEPSAKE_RECORD to check.")
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected)
    }
}
