import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A theme's language file is read field by field, and every problem points at its line and
/// column (`YAMLDecoder`'s errors named coding keys: `DecodingError.keyNotFound … CodingKeys(…)`).
@Suite("Language files")
struct LanguageFileTests {
    static let path = "Themes/mine/i18n/en.yaml"

    func headlines(_ yaml: String) -> (Language?, [String]) {
        let (language, diagnostics) = Language.load(yaml, origin: Self.path)
        return (language, diagnostics.sorted().map(\.headline))
    }

    @Test func theDefaultThemesLanguagesLoadWithoutAWord() throws {
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: Fixtures.folder)).get()
        for code in ["en", "ko"] {
            let text = try #require(files.text("i18n/\(code).yaml"))
            let (language, diagnostics) = Language.load(text, origin: code)
            #expect(diagnostics.isEmpty, "\(code): \(diagnostics)")
            #expect(language?.code == code)
            #expect(language?.months.count == 12)
            #expect(language?.weekdaysShort.count == 7)
            #expect(language?.counts["words"]?["other"] != nil)
            #expect(language?.formats["date"] != nil)
        }
    }

    @Test func missingKeysAreNamedInOneError() {
        let (language, headlines) = headlines("code: en\nname: English\nmonths: [Jan]\n")
        #expect(language == nil)
        #expect(
            headlines == [
                "\(Self.path):1:1: error: the language file has no \"months_short\", \"weekdays\", \"weekdays_short\", \"am\", \"pm\", \"formats\", \"strings\" and \"counts\"",
                "\(Self.path):3:9: error: \"months\" must list 12 month names, found 1",
            ])
    }

    @Test func wrongValuesAndUnknownKeysPointAtTheirPlace() throws {
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: Fixtures.folder)).get()
        var yaml = try #require(files.text("i18n/en.yaml"))
        yaml = yaml.replacingOccurrences(of: "weekdays: [Sunday, ", with: "weekdays: [")
        yaml = yaml.replacingOccurrences(of: "\n  page: page\n", with: "\n  page: [page]\n")
        yaml = yaml.replacingOccurrences(of: "\npm: PM\n", with: "\npm: PM\npmm: PM\n")
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }) + 1 }
        let (weekdays, pmm, page) = (try line("weekdays:"), try line("pmm:"), try line("  page:"))
        let (language, headlines) = headlines(yaml)
        #expect(language == nil)
        #expect(
            headlines == [
                "\(Self.path):\(weekdays):11: error: \"weekdays\" must list 7 weekday names, found 6",
                "\(Self.path):\(pmm):1: warning: unknown key \"pmm\" in a language file is ignored",
                "\(Self.path):\(page):9: error: \"strings.page\" must be text, found a list",
            ])
    }

    @Test func brokenYAMLIsLocated() {
        let (language, headlines) = headlines("code: en\nname: [English\n")
        #expect(language == nil)
        #expect(headlines.count == 1)
        #expect(headlines.first?.hasPrefix("\(Self.path):3:1: error: invalid YAML") == true)
    }

    @Test func anEmptyFileSaysSo() {
        #expect(headlines("").1 == ["\(Self.path): error: the language file is empty"])
    }

    /// A diary's own language file lacking words the English one has shows the English words, with one
    /// warning naming the file and the keys. Regression: pages showed the raw key (`on_this_day` in the menu).
    @Test func missingWordsFallBackToEnglishWithOneWarning() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "language-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let builtIn = try ThemeFiles.load(name: "default", layout: SiteLayout(root: Fixtures.folder)).get()
        let korean = try #require(builtIn.text("i18n/ko.yaml"))
        let without = korean.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("on_this_day") }.joined(separator: "\n")
        let override = root.appending(path: "Themes/default/i18n/ko.yaml")
        try FileManager.default.createDirectory(
            at: override.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(without.utf8).write(to: override)
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: root)).get()
        let (theme, diagnostics) = Theme.load(files)
        let language = try #require(theme?.languages["ko"])
        #expect(language.string("on_this_day") == theme?.languages["en"]?.string("on_this_day"))
        #expect(language.string("on_this_day") != "on_this_day")
        #expect(
            diagnostics.map(\.headline) == [
                "Themes/default/i18n/ko.yaml: warning: the language file has no \"counts.on_this_day_all\" (and 2 more: strings.on_this_day, strings.on_this_day_intro): the English words are shown"
            ])
    }
}
