import Foundation
@testable import KeepsakeBuild
import KeepsakeCore
import KeepsakeRender
import Testing

@Suite("Built-in theme")
struct ThemeTests {
    let theme: Theme

    init() throws {
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: Fixtures.folder)).get()
        let (theme, diagnostics) = Theme.load(files)
        #expect(diagnostics == [])
        self.theme = try #require(theme)
    }

    @Test func catalogHasEnoughColoursAndStickers() {
        #expect(theme.catalog.palette.count >= 10)
        #expect(theme.catalog.stickers.count >= 16)
        #expect(theme.catalog.moods.count >= 28)
    }

    @Test func everyStickerAndWeatherIconHasAFileAndLabels() {
        for sticker in theme.catalog.stickers {
            #expect(theme.files.files[sticker.file] != nil, "missing \(sticker.file)")
            #expect(
                sticker.labels["en"]?.isEmpty == false && sticker.labels["ko"]?.isEmpty == false,
                "\(sticker.name) labels")
        }
        for kind in theme.catalog.weather {
            #expect(theme.files.files[kind.icon] != nil, "missing \(kind.icon)")
        }
    }

    @Test func everyMoodAndWeatherKindSpeaksEveryLanguageOfTheTheme() {
        let languages = theme.languages.keys.sorted()
        #expect(languages == ["en", "ko"])
        let tones = Set(theme.catalog.moods.map(\.tone))
        #expect(tones == [.positive, .negative])
        for mood in theme.catalog.moods {
            #expect(!mood.emoji.isEmpty, "\(mood.name) has no emoji")
            for language in languages {
                #expect(mood.labels[language]?.isEmpty == false, "mood \(mood.name) has no \(language) label")
            }
        }
        for kind in theme.catalog.weather {
            for language in languages {
                #expect(kind.labels[language]?.isEmpty == false, "weather \(kind.name) has no \(language) label")
            }
        }
    }

    @Test func stickersAreInertSVG() throws {
        for sticker in theme.catalog.stickers {
            let text = try #require(theme.files.text(sticker.file))
            #expect(text.contains("<svg"))
            #expect(!text.lowercased().contains("<script"), "\(sticker.file)")
            #expect(!text.contains("href=\"http"), "\(sticker.file) loads something from the network")
        }
    }

    @Test func everyLanguageHasEveryWordTheTemplatesUse() throws {
        var used = Set<String>()
        for (path, file) in theme.files.files where path.hasPrefix("templates/") {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for match in text.matches(of: /\{\{\s*t\.([a-z_]+)\s*\}\}/) { used.insert(String(match.1)) }
        }
        #expect(used.count > 20)
        #expect(Set(theme.languages.keys).isSuperset(of: ["en", "ko"]))
        for (code, language) in theme.languages {
            let missing = used.subtracting(language.strings.keys).sorted()
            #expect(missing == [], "\(code) lacks \(missing)")
        }
    }

    @Test func requiredTemplatesExist() {
        for name in Theme.requiredTemplates { #expect(theme.files.files["templates/\(name).mustache"] != nil) }
    }

    @Test func themeFilesArePublishedAsTheyAre() async throws {
        let diary = try TemporaryDiary(["Content/entries/2026-04-05-a.md": "Hello\n"])
        _ = try await diary.build()
        for path in theme.assets {
            let published = FileManager.default.contents(
                atPath: diary.layout.output.appending(path: "theme/" + path).path)
            #expect(published.map(Array.init) == theme.files.files[path]?.bytes, "theme/\(path)")
        }
    }

    @Test func aDiaryOverridesOneTemplate() async throws {
        let diary = try TemporaryDiary([
            "Content/entries/2026-04-05-a.md": "Hello\n",
            "Themes/default/templates/partials/footer.mustache": "<footer>my own footer</footer>\n",
        ])
        _ = try await diary.build()
        let page = try #require(diary.output("index.html"))
        #expect(page.contains("<footer>my own footer</footer>"))
        #expect(page.contains("class=\"cover"), "the rest of the built-in theme still applies")
    }

    @Test(arguments: ["../../etc", "/tmp", "a/b"])
    func aThemeNameCannotLeaveThemes(name: String) async throws {
        let diary = try TemporaryDiary(
            ["Content/entries/2026-04-05-a.md": "Hello\n"], config: "title: T\ntheme: \"\(name)\"\n")
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        #expect(
            failure?.diagnostics.map(\.headline) == [
                "Content/diary.yaml: error: theme \"\(name)\" is not a folder name"
            ])
    }

    @Test func aTemplateSyntaxErrorIsLocated() async throws {
        let diary = try TemporaryDiary([
            "Content/entries/2026-04-05-a.md": "Hello\n",
            "Themes/default/templates/partials/footer.mustache": "<footer>\n{{#site}}oops{{/title}}\n</footer>\n",
        ])
        let failure = await #expect(throws: BuildFailure.self) { try await diary.build() }
        let first = try #require(failure?.diagnostics.first)
        #expect(first.location.path == "Themes/default/templates/partials/footer.mustache")
        #expect(first.location.line == 2)
    }

    /// A diary's own `Themes/default/theme.yaml` adds to the built-in catalog and changes what it names,
    /// keeping the rest. Regression: it replaced the whole catalog, and then hinted `known colours: , or "#RRGGBB"`.
    @Test func aDiarysThemeYAMLAddsToTheBuiltInCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appending(path: "Themes/default/theme.yaml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(
            "palette:\n  plum: \"#8E4585\"\n  peach: \"#FFCCAA\"\nmoods:\n  happy: { label: { en: Glad, ko: 기뻐요 } }\n"
                .utf8
        ).write(to: file)
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: root)).get()
        let (mine, diagnostics) = Theme.load(files)
        #expect(diagnostics == [])
        let catalog = try #require(mine?.catalog)
        #expect(catalog.palette.count == theme.catalog.palette.count + 1)
        #expect(catalog.palette.first { $0.name == "peach" }?.hex == "#ffccaa")
        #expect(catalog.palette.last?.name == "plum")
        #expect(catalog.stickers.map(\.name) == theme.catalog.stickers.map(\.name))
        let happy = try #require(catalog.mood(named: "happy"))
        #expect(happy.labels["ko"] == "기뻐요" && happy.emoji == theme.catalog.mood(named: "happy")?.emoji)
        #expect(catalog.moods.count == theme.catalog.moods.count)
    }
}
