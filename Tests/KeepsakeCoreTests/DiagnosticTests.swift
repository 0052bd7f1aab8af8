import Testing

@testable import KeepsakeCore

typealias Location = KeepsakeCore.SourceLocation

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test(arguments: [
        (Location(path: "a.md", line: 4, column: 11), "a.md:4:11"),
        (Location(path: "a.md", line: 4), "a.md:4"),
        (Location(path: "a.md"), "a.md"),
        (Location(path: "a.md", line: nil, column: 3), "a.md"),
    ])
    func locationDescription(location: Location, text: String) {
        #expect(location.description == text)
    }

    @Test func columnNeedsALine() {
        #expect(Location(path: "a", line: nil, column: 3).column == nil)
    }

    @Test func descriptionWithAndWithoutHint() {
        let located = Location(path: "Content/entries/a.md", line: 4, column: 11)
        #expect(
            Diagnostic.error(at: located, "unknown mood \"hapy\"", hint: "did you mean \"happy\"?").description
                == "Content/entries/a.md:4:11: error: unknown mood \"hapy\"\n  hint: did you mean \"happy\"?")
        #expect(
            Diagnostic.warning(at: Location(path: "x.json"), "orphan").description == "x.json: warning: orphan")
    }

    @Test func orderIsPathThenLineThenColumnThenMessage() {
        let diagnostics: [Diagnostic] = [
            .error(at: Location(path: "b.md", line: 1, column: 1), "z"),
            .error(at: Location(path: "a.md", line: 10, column: 1), "y"),
            .warning(at: Location(path: "a.md", line: 2, column: 9), "x"),
            .error(at: Location(path: "a.md", line: 2, column: 9), "w"),
            .error(at: Location(path: "a.md"), "v"),
        ]
        #expect(
            diagnostics.sorted().map(\.headline) == [
                "a.md: error: v", "a.md:2:9: error: w", "a.md:2:9: warning: x", "a.md:10:1: error: y",
                "b.md:1:1: error: z",
            ])
        #expect(diagnostics.errors.count == 4)
        #expect(diagnostics.warnings.map(\.message) == ["x"])
        #expect(diagnostics.hasErrors)
        #expect(!diagnostics.warnings.hasErrors)
    }

    @Test func buildFailureSortsAndCounts() {
        let failure = BuildFailure(diagnostics: [
            .error(at: Location(path: "b.md"), "two"),
            .warning(at: Location(path: "a.md"), "w"),
            .error(at: Location(path: "a.md", line: 3), "one"),
        ])
        #expect(failure.diagnostics.map(\.message) == ["w", "one", "two"])
        #expect(failure.description == "build failed with 2 errors")
        #expect(
            BuildFailure(diagnostics: [.error(at: Location(path: "a"), "x")]).description == "build failed with 1 error"
        )
    }

    /// A YAML alias used many times makes one bad value fail many times; it is reported once.
    @Test func buildFailureDropsExactRepeats() {
        let repeated = Diagnostic.error(
            at: Location(path: "a.md", line: 9, column: 4), "each item of \"tags\" must be text")
        let failure = BuildFailure(
            diagnostics: Array(repeating: repeated, count: 9) + [.error(at: Location(path: "a.md"), "other")])
        #expect(failure.diagnostics.count == 2)
    }

    /// The same warning at many places is one group naming the others; errors, and warnings with
    /// other words or another hint, stand alone, in their order.
    @Test func repeatedWarningsAreGrouped() {
        let place = { (path: String) in Location(path: path, line: 3, column: 1) }
        let unknown = { (path: String) in
            Diagnostic.warning(
                at: place(path), "unknown key \"layout\" in front matter is ignored", hint: "known keys: …")
        }
        let error = Diagnostic.error(at: place("b.md"), "entry has no date")
        let groups = DiagnosticGroup.grouping([
            unknown("a.md"), error, unknown("b.md"), .warning(at: place("c.md"), "other"), unknown("c.md"), error,
        ])
        #expect(
            groups == [
                DiagnosticGroup(first: unknown("a.md"), others: [place("b.md"), place("c.md")]),
                DiagnosticGroup(first: error, others: []),
                DiagnosticGroup(first: .warning(at: place("c.md"), "other"), others: []),
                DiagnosticGroup(first: error, others: []),
            ])
    }

    @Test func monthKey() {
        let key = MonthKey(year: 2024, month: 5)
        #expect(key.path == "2024/05")
        #expect(key.description == "2024-05")
        #expect(MonthKey(year: 2023, month: 12) < key)
        #expect(MonthKey(year: 2024, month: 4) < key)
        #expect(MonthKey(year: 999, month: 1).path == "0999/01")
    }
}
