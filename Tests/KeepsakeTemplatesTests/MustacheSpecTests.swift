import KeepsakeTemplates
import Testing

/// The Mustache specification's own cases, run against this engine: the required sections and
/// the optional ones it supports (inheritance, dynamic names); lambdas are listed, and skipped.
@Suite struct MustacheSpecTests {
    static let sections = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
        "~dynamic-names", "~lambdas",
    ]

    static let cases = sections.flatMap(SpecFiles.cases(of:))

    /// Cases this engine does not run, by `section: name`, and why.
    static let skipped: [String: String] = {
        let bareRoot =
            "the data is a bare value, not an object: pages render from a view model (TemplateObject)"
        let swiftMustache =
            "block indentation follows swift-mustache 2.1.1 (which skips this case too), so themes written for it"
            + " keep their pages byte for byte"
        let lambdas = [
            "Interpolation", "Interpolation - Expansion", "Interpolation - Alternate Delimiters",
            "Interpolation - Multiple Calls", "Escaping", "Section", "Section - Expansion",
            "Section - Alternate Delimiters", "Section - Multiple Calls", "Inverted Section",
        ]
        var skipped = [
            "interpolation: Implicit Iterators - Basic Interpolation": bareRoot,
            "interpolation: Implicit Iterators - HTML Escaping": bareRoot,
            "interpolation: Implicit Iterators - Triple Mustache": bareRoot,
            "interpolation: Implicit Iterators - Ampersand": bareRoot,
            "interpolation: Implicit Iterators - Basic Integer Interpolation": bareRoot,
            "sections: Implicit Iterator - Root-level": bareRoot,
            "~inheritance: Intrinsic indentation": swiftMustache,
            "~inheritance: Nested block reindentation": swiftMustache,
        ]
        for name in lambdas {
            skipped["~lambdas: \(name)"] = "no lambdas: view models hand templates values, never code"
        }
        return skipped
    }()

    static let running = cases.filter { skipped[$0.testDescription] == nil }

    @Test func specFilesAreInstalled() throws {
        guard SpecFiles.isPresent else {
            if SpecFiles.isCI { Issue.record(Comment(rawValue: SpecFiles.missingMessage)) }
            try Test.cancel(Comment(rawValue: SpecFiles.missingMessage))
        }
        for section in Self.sections {
            #expect(!SpecFiles.cases(of: section).isEmpty, "no cases read from \(section).json")
        }
    }

    @Test(arguments: running) func specCase(_ spec: SpecCase) throws {
        #expect(!spec.data.hasCode, "a case with a lambda must be skipped")
        var templates = ["__test__": try Template(spec.template)]
        for (name, text) in spec.partials { templates[name] = try Template(text) }
        let root = try #require(spec.data.object, "the data is not an object")
        let bytes = TemplateLibrary(templates: templates).render("__test__", with: root) ?? []
        let rendered = String(decoding: bytes, as: UTF8.self)
        #expect(rendered == spec.expected, "\(spec.desc)\ntemplate: \(spec.template.debugDescription)")
    }

    /// Every skipped case is one of the spec's, and the test run says which were skipped and why.
    @Test func skippedCases() throws {
        guard SpecFiles.isPresent else { try Test.cancel(Comment(rawValue: SpecFiles.missingMessage)) }
        let names = Set(Self.cases.map(\.testDescription))
        for name in Self.skipped.keys.sorted() {
            #expect(names.contains(name), "skipped case \(name) is not in the spec's files")
        }
        let reasons = Dictionary(grouping: Self.skipped.keys.sorted()) { Self.skipped[$0]! }
        let summary = reasons.keys.sorted().map { "\($0): \(reasons[$0]!.joined(separator: ", "))" }
        try Test.cancel(
            Comment(
                rawValue: "\(Self.running.count) spec cases run, \(Self.skipped.count) skipped. "
                    + summary.joined(separator: ". ")))
    }
}
