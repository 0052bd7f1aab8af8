import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A theme's templates checked against the view models of the pages they render, when the theme
/// is loaded (`build`, `check`, `serve`): every problem located, and the build stopped before
/// Output/ is touched.
@Suite("Theme check")
struct ThemeCheckTests {
    static let entry = ["Content/entries/2026-04-05-a.md": "---\ntags: [봄]\n---\nHello\n"]

    /// The headlines of the errors a build of the built-in theme with `templates` laid over it
    /// reports (path → text, under `Themes/default/templates/`); Output/ is left as it was.
    func errors(_ templates: [String: String]) async throws -> [String] {
        var files = Self.entry
        for (path, text) in templates { files["Themes/default/templates/" + path] = text }
        let diary = try TemporaryDiary(files)
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        #expect(!FileManager.default.fileExists(atPath: diary.layout.output.appending(path: "index.html").path))
        return failure?.diagnostics.filter(\.isError).map(\.headline) ?? []
    }

    static let origin = "Themes/default/templates/"

    @Test func theBuiltInTemplatesCheckCleanAgainstTheirPages() throws {
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: Fixtures.folder)).get()
        let (theme, diagnostics) = Theme.load(files)
        #expect(theme != nil && diagnostics == [])
        let pages = Theme.pageSchemas(words: Words.schema([]))
        #expect(pages.keys.sorted() == Theme.requiredTemplates.sorted())
    }

    @Test func anUnknownVariableInAnOverriddenTemplateHasASuggestion() async throws {
        let entry = "{{<base}}{{$content}}\n{{#entry}}\n    <h1>{{titel}}</h1>{{/entry}}\n{{/content}}{{/base}}\n"
        #expect(
            try await errors(["entry.mustache": entry]) == [
                "\(Self.origin)entry.mustache:3:9: error: unknown variable \"titel\" (did you mean \"title\"?)"
            ])
    }

    /// A name that exists but is absent for this entry (no mood), or that only the pages that
    /// have it answer (`entry` in a footer every page shows), is no error; a misspelt one inside
    /// a section over a list of another view model is, with that model's names.
    @Test func anUnknownNameInsideASectionOfANestedType() async throws {
        let footer =
            "<footer>{{#entry}}{{moodEmoji}}{{/entry}}{{#allMonths}}<a href=\"{{url}}\">{{lable}}</a>{{/allMonths}}</footer>\n"
        let found = try await errors(["partials/footer.mustache": footer])
        #expect(
            found == [
                "\(Self.origin)partials/footer.mustache:1:74: error: unknown variable \"lable\" (did you mean \"label\"?)"
            ])
    }

    @Test func anUnknownPartialAndAMisspeltWord() async throws {
        let footer = "<footer>\n{{> partials/footr}}\n  {{t.comemnts}}</footer>\n"
        #expect(
            try await errors(["partials/footer.mustache": footer]) == [
                "\(Self.origin)partials/footer.mustache:2:1: error: unknown partial \"partials/footr\" (did you mean \"partials/footer\"?)",
                "\(Self.origin)partials/footer.mustache:3:3: error: unknown variable \"t.comemnts\" (did you mean \"t.comments\"?)",
            ])
    }

    @Test func aPartialThatIncludesItself() async throws {
        #expect(
            try await errors(["partials/footer.mustache": "{{> partials/footer}}\n"]) == [
                "\(Self.origin)partials/footer.mustache:1:1: error: partial \"partials/footer\" includes itself"
                    + " (partials/footer → partials/footer)"
            ])
    }

    /// Names under `extra` are the diary's own: unchecked, but never a way for a partial to recurse.
    @Test func extraNamesAreTheDiarysOwnButNoWayToRecurse() async throws {
        let card =
            "<p>{{extra.place}}{{#extra.trip}}{{from}}{{/extra.trip}}{{#extra.people}}{{.}}{{/extra.people}}</p>\n"
        let diary = try TemporaryDiary(
            Self.entry.merging(["Themes/default/templates/partials/polaroid-card.mustache": card]) { $1 })
        _ = try await diary.build()
        let recursive = "{{#extra.people}}{{> partials/polaroid-card}}{{/extra.people}}\n"
        #expect(
            try await errors(["partials/polaroid-card.mustache": recursive]).first?.contains(
                "partial \"partials/polaroid-card\" includes itself") == true)
    }

    @Test func twoPartialsThatIncludeEachOther() async throws {
        let found = try await errors([
            "partials/footer.mustache": "<footer>{{> partials/a}}</footer>\n",
            "partials/a.mustache": "{{> partials/b}}",
            "partials/b.mustache": "{{#site}}{{> partials/a}}{{/site}}",
        ])
        #expect(
            found == [
                "\(Self.origin)partials/b.mustache:1:10: error: partial \"partials/a\" includes itself"
                    + " (partials/a → partials/b → partials/a)"
            ])
    }

    @Test func sectionsNestedFiveThousandDeep() async throws {
        let deep = String(repeating: "{{#site}}", count: 5000) + String(repeating: "{{/site}}", count: 5000)
        #expect(
            try await errors(["partials/footer.mustache": "<footer>\n" + deep + "\n</footer>\n"]) == [
                "\(Self.origin)partials/footer.mustache:2:901: error: template error: sections nested more than 100 deep"
            ])
    }

    @Test func partialsNestedPastTheLimit() async throws {
        var templates = ["partials/footer.mustache": "{{> partials/n0}}"]
        for level in 0..<120 {
            templates["partials/n\(level).mustache"] = "{{#site}}{{> partials/n\(level + 1)}}{{/site}}"
        }
        templates["partials/n120.mustache"] = ""
        let found = try await errors(templates)
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("error: sections, partials and blocks nested more than 100 deep") == true)
    }

    /// `serve` rebuilds through a build session: a theme edited into recursion fails that
    /// rebuild with the located error, and the session builds again once it is fixed.
    @Test func aRebuildAfterTheThemeIncludesItselfFails() async throws {
        let diary = try TemporaryDiary(Self.entry)
        var session = BuildSession(layout: diary.layout, options: BuildOptions())
        _ = try await session.build(changed: nil)
        let footer = diary.root.appending(path: "Themes/default/templates/partials/footer.mustache")
        try FileManager.default.createDirectory(
            at: footer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<footer>{{#site}}{{> partials/footer}}{{/site}}</footer>\n".utf8).write(to: footer)
        let failure = await #expect(throws: BuildFailure.self) {
            try await session.build(changed: ["Themes/default/templates/partials/footer.mustache"])
        }
        #expect(
            failure?.diagnostics.map(\.headline) == [
                "\(Self.origin)partials/footer.mustache:1:18: error: partial \"partials/footer\" includes itself"
                    + " (partials/footer → partials/footer)"
            ])
        try Data("<footer>mine</footer>\n".utf8).write(to: footer)
        let report = try await session.build(changed: ["Themes/default/templates/partials/footer.mustache"])
        let index = report.site.files.first { $0.path == "index.html" }
        guard case .bytes(let bytes) = index?.contents else {
            Issue.record("no index.html in \(report.site.files.map(\.path))")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self).contains("<footer>mine</footer>"))
    }
}
