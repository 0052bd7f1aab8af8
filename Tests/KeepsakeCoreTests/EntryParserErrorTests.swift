import Testing

@testable import KeepsakeCore

@Suite("EntryParser: diagnostics")
struct EntryParserErrorTests {
    static let path = Fixture.entryPath
    static let dateHint = "write dates as YYYY-MM-DD, YYYY-MM-DD HH:MM, or YYYY-MM-DDTHH:MM:SS+09:00"
    static let outsideHint = "give a path relative to the entry file that stays inside Content/, e.g. photos/picnic.jpg"
    static let rangeHint = "use a value from 0 to 100"

    /// One front matter line (file line 2) and what it must produce, as `line:col: severity: message` + hint.
    static let oneLineCases: [(String, [String])] = [
        // Wrong types
        ("tags: {a: 1}", ["2:7: error: \"tags\" must be a list like [a, b], found a mapping"]),
        ("tags: [a, {b: 1}]", ["2:11: error: each item of \"tags\" must be text, found a mapping"]),
        ("draft: maybe", ["2:8: error: \"draft\" must be true or false, found \"maybe\""]),
        ("deleted: [yes]", ["2:10: error: \"deleted\" must be true or false, found a list"]),
        ("title: [a, b]", ["2:8: error: \"title\" must be text, found a list"]),
        // Names checked against the catalog and the members
        (
            "mood: hapy",
            ["2:7: error: unknown mood \"hapy\"\n  hint: did you mean \"happy\"? known moods: happy, calm, sad"]
        ),
        ("mood: ecstatic", ["2:7: error: unknown mood \"ecstatic\"\n  hint: known moods: happy, calm, sad"]),
        (
            "weather: rainyy",
            [
                "2:10: error: unknown weather \"rainyy\"\n  hint: did you mean \"rainy\"? known weather kinds: sunny, rainy, cloudy, snowy"
            ]
        ),
        (
            "weather: { kind: snowwy }",
            [
                "2:18: error: unknown weather \"snowwy\"\n  hint: did you mean \"snowy\"? known weather kinds: sunny, rainy, cloudy, snowy"
            ]
        ),
        (
            "weather: { kind: snowy, temperature: 99 }",
            ["2:38: error: \"temperature\" is 99, outside -90…60\n  hint: use a value from -90 to 60"]
        ),
        (
            "weather: { temperature: 20 }",
            ["2:10: error: weather has no \"kind\"\n  hint: write it as { kind: rainy, temperature: 18 }"]
        ),
        (
            "color: pech",
            [
                "2:8: error: unknown colour \"pech\"\n  hint: did you mean \"peach\"? known colours: peach, mint, ink, or \"#RRGGBB\""
            ]
        ),
        (
            "color: \"#FF88\"",
            [
                "2:8: error: unknown colour \"#FF88\"\n  hint: write hex colours as \"#RRGGBB\" in quotes (six hex digits), or use a palette name: peach, mint, ink"
            ]
        ),
        (
            "author: minj",
            [
                "2:9: error: unknown author \"minj\"\n  hint: did you mean \"minji\"? known members: minji, jun (members are listed in Content/diary.yaml)"
            ]
        ),
        // Stickers
        (
            "stickers: [{ name: hart, x: 1, y: 2 }]",
            [
                "2:20: error: unknown sticker \"hart\"\n  hint: did you mean \"heart\"? known stickers: heart, star, cloud"
            ]
        ),
        (
            "stickers: [{ name: heart, x: 120, y: 50 }]",
            ["2:30: error: \"x\" is 120, outside 0…100\n  hint: \(rangeHint)"]
        ),
        (
            "stickers: [{ name: heart, x: 10, y: -5 }]",
            ["2:37: error: \"y\" is -5, outside 0…100\n  hint: \(rangeHint)"]
        ),
        (
            "stickers: [{ name: heart, x: 10, y: 5, rotate: 200 }]",
            ["2:48: error: \"rotate\" is 200, outside -180…180\n  hint: use a value from -180 to 180"]
        ),
        (
            "stickers: [{ name: heart, x: 10, y: 5, scale: 0.1 }]",
            ["2:47: error: \"scale\" is 0.1, outside 0.25…3\n  hint: use a value from 0.25 to 3"]
        ),
        (
            "stickers: [{ x: 10, y: 5 }]",
            [
                "2:12: error: sticker has no \"name\"\n  hint: write it as { name: heart, x: 80, y: 10, rotate: 12, scale: 1 }"
            ]
        ),
        (
            "stickers: [{ name: heart, y: 5 }]",
            [
                "2:12: error: sticker has no \"x\"\n  hint: x and y place the sticker's centre, in percent of the polaroid (0–100)"
            ]
        ),
        ("stickers: [{ name: heart, x: ten, y: 5 }]", ["2:30: error: \"x\" must be a number, found \"ten\""]),
        ("stickers: heart", ["2:11: error: \"stickers\" must be a list, found \"heart\""]),
        ("stickers: [heart]", ["2:12: error: sticker must be a mapping of `key: value` pairs, found \"heart\""]),
        // Photos
        (
            "photo: photos/nope.jpg",
            [
                "2:8: error: photo \"photos/nope.jpg\" does not exist (looked for Content/entries/2024/05/photos/nope.jpg)\n  hint: paths are relative to the entry file"
            ]
        ),
        (
            "photo: photos/picnc.jpg",
            [
                "2:8: error: photo \"photos/picnc.jpg\" does not exist (looked for Content/entries/2024/05/photos/picnc.jpg)\n  hint: did you mean \"picnic.jpg\"?"
            ]
        ),
        (
            "photo: ../../../../x.jpg",
            ["2:8: error: photo \"../../../../x.jpg\" is outside the Content/ folder\n  hint: \(outsideHint)"]
        ),
        (
            "photo: /etc/passwd",
            ["2:8: error: photo \"/etc/passwd\" is outside the Content/ folder\n  hint: \(outsideHint)"]
        ),
        (
            "photo: ../../../../../../etc/passwd",
            [
                "2:8: error: photo \"../../../../../../etc/passwd\" is outside the Content/ folder\n  hint: \(outsideHint)"
            ]
        ),
        (
            "photo: \"%2E%2E/%2E%2E/%2E%2E/%2E%2E/x.jpg\"",
            [
                "2:8: error: photo \"%2E%2E/%2E%2E/%2E%2E/%2E%2E/x.jpg\" is outside the Content/ folder\n  hint: \(outsideHint)"
            ]
        ),
        // Slug and date
        (
            "slug: a/b",
            [
                "2:7: error: slug \"a/b\" may only hold letters, digits, `-` and `_`\n  hint: a slug is one part of the page's address, for example `cherry-picnic`"
            ]
        ),
        (
            "slug: ..",
            [
                "2:7: error: slug \"..\" may only hold letters, digits, `-` and `_`\n  hint: a slug is one part of the page's address, for example `cherry-picnic`"
            ]
        ),
        (
            "date: 2024-02-30",
            ["2:7: error: \"2024-02-30\" is not a real date: February 2024 has 29 days\n  hint: \(dateHint)"]
        ),
        ("date: soon", ["2:7: error: \"soon\" is not a date\n  hint: \(dateHint)"]),
        // `Draft: true` ignored would publish a draft.
        (
            "Draft: true",
            ["2:1: error: unknown key \"Draft\" in front matter: keys are lowercase\n  hint: did you mean \"draft\"?"]
        ),
        (
            "Tags: [a]",
            ["2:1: error: unknown key \"Tags\" in front matter: keys are lowercase\n  hint: did you mean \"tags\"?"]
        ),
        // Warnings: the entry still loads
        (
            "tittle: Hi",
            [
                "2:1: warning: unknown key \"tittle\" in front matter is ignored\n  hint: did you mean \"title\"? known keys: title, date, author, tags, mood, weather, color, photo, photo_alt, stickers, draft, published, deleted, slug, extra"
            ]
        ),
        ("photo_alt: x", ["2:12: warning: photo_alt is set but the entry has no photo"]),
        // Other tools' names for a known key say which.
        (
            "categories: [blog]",
            [
                "2:1: warning: unknown key \"categories\" in front matter is ignored\n  hint: did you mean \"tags\"? known keys: title, date, author, tags, mood, weather, color, photo, photo_alt, stickers, draft, published, deleted, slug, extra"
            ]
        ),
        (
            "weather: { kind: sunny, wind: 3 }",
            [
                "2:25: warning: unknown key \"wind\" in weather is ignored\n  hint: did you mean \"kind\"? known keys: kind, temperature"
            ]
        ),
        (
            "stickers: [{ name: heart, x: 1, y: 2, size: 2 }]",
            ["2:39: warning: unknown key \"size\" in sticker is ignored\n  hint: known keys: name, x, y, rotate, scale"]
        ),
    ]

    @Test(arguments: oneLineCases)
    func frontMatterLine(line: String, expected: [String]) {
        let (entry, diagnostics) = Fixture.parse("---\n\(line)\n---\nBody\n")
        #expect(diagnostics.texts == expected.map { "\(Self.path):\($0)" })
        let hasError = expected.contains { $0.contains(": error: ") }
        #expect((entry == nil) == hasError)
    }

    /// Hugo's TOML and JSON front matter is an error at the file's first line, never a body: read
    /// as Markdown, a draft's `draft = true` would be published as its text.
    @Test(arguments: [
        ("+++\ntitle = \"Hi\"\ndraft = true\n+++\nBody\n", "TOML (between `+++` lines)"),
        ("+++ \ndraft = true\n+++\n", "TOML (between `+++` lines)"),
        ("{\n  \"title\": \"Hi\",\n  \"draft\": true\n}\nBody\n", "JSON (`{ … }`)"),
        ("{ \"title\": \"Hi\" }\nBody\n", "JSON (`{ … }`)"),
    ])
    func frontMatterKeepsakeDoesNotReadIsAnError(text: String, format: String) {
        let (entry, diagnostics) = Fixture.parse(text)
        #expect(entry == nil)
        #expect(
            diagnostics.texts == [
                "\(Self.path):1:1: error: front matter in \(format) is not read: Keepsake reads YAML front matter between `---` lines\n  hint: `keepsake import hugo` converts a Hugo site's entries; or write it as YAML (`draft = true` becomes `draft: true`). Until then the entry is not published"
            ])
    }

    /// A body may open with a brace or with `+++` in its text: only a fence or a JSON key makes it front matter.
    @Test func aBodyOpeningWithABraceIsABody() throws {
        let (entry, diagnostics) = Fixture.parse("{% raw %} and {braces}\n+++ not a fence\n")
        #expect(diagnostics.isEmpty)
        #expect(try #require(entry).bodyHTML.contains("{% raw %} and {braces}"))
    }

    /// Jekyll's `published: false` keeps the entry unpublished, like `draft: true`.
    @Test(arguments: [
        ("published: false", true), ("published: true", false), ("draft: true\npublished: true", true),
        ("draft: false\npublished: false", true),
    ])
    func publishedFalseIsADraft(lines: String, isDraft: Bool) throws {
        let (entry, diagnostics) = Fixture.parse("---\n\(lines)\n---\nBody\n")
        #expect(diagnostics.isEmpty)
        #expect(try #require(entry).isDraft == isDraft)
    }

    /// A page bundle is named by its folder (`2024-06-01-picnic/index.md` → `2024/06/picnic/`), never
    /// `index`, so that two bundles do not share one address.
    @Test func aPageBundleIsNamedByItsFolder() throws {
        let (dated, _) = Fixture.parse(
            "---\ntitle: Picnic\n---\nBody\n", path: "Content/entries/2024-06-01-picnic/index.md")
        #expect(try #require(dated).sitePath == "2024/06/picnic/")
        let (undated, _) = Fixture.parse("---\ndate: 2024-06-02\n---\nBody\n", path: "Content/entries/trip/index.md")
        #expect(try #require(undated).sitePath == "2024/06/trip/")
    }

    @Test func noDateAnywhere() {
        let (entry, diagnostics) = Fixture.parse("---\ntitle: x\n---\nbody\n", path: "Content/entries/notes.md")
        #expect(entry == nil)
        #expect(
            diagnostics.texts == [
                "Content/entries/notes.md:1: error: entry has no date\n  hint: add `date: 2024-05-03 21:30` to the front matter, or start the file name with the date (2024-05-03-title.md)"
            ])
    }

    @Test func dateOfTheWrongTypeAndNoFileNameDate() {
        let (entry, diagnostics) = Fixture.parse("---\ndate: [1]\n---\n", path: "Content/entries/notes.md")
        #expect(entry == nil)
        #expect(
            diagnostics.headlines == [
                "Content/entries/notes.md:2:7: error: \"date\" must be text, found a list",
                "Content/entries/notes.md:2:7: error: entry has no date",
            ])
    }

    @Test func impossibleFileNameDate() {
        let (entry, diagnostics) = Fixture.parse("Body\n", path: "Content/entries/2024-02-30-x.md")
        #expect(entry == nil)
        #expect(
            diagnostics.texts == [
                "Content/entries/2024-02-30-x.md: error: file name date: \"2024-02-30\" is not a real date: February 2024 has 29 days\n  hint: \(Self.dateHint)"
            ])
    }

    @Test func unclosedFrontMatter() {
        let (entry, diagnostics) = Fixture.parse("---\ntitle: x\n\nBody\n")
        #expect(entry == nil)
        #expect(diagnostics.headlines == ["\(Self.path):1:1: error: front matter opened with `---` is never closed"])
    }

    @Test func frontMatterThatIsNotAMapping() {
        let (entry, diagnostics) = Fixture.parse("---\n- a\n- b\n---\n")
        #expect(entry == nil)
        #expect(
            diagnostics.headlines == [
                "\(Self.path):2:1: error: front matter must be a mapping of `key: value` pairs, found a list"
            ])
    }

    @Test func missingBodyPictureIsReportedOnItsBodyLine() {
        let text = "---\ndate: 2024-05-03\n---\nIntro paragraph.\n\nSome text ![gone](photos/gone.jpg)\n"
        let (entry, diagnostics) = Fixture.parse(text)
        #expect(entry == nil)
        #expect(
            diagnostics.texts == [
                "\(Self.path):6:11: error: picture \"photos/gone.jpg\" does not exist (looked for Content/entries/2024/05/photos/gone.jpg)\n  hint: paths are relative to the entry file"
            ])
    }

    @Test func pictureOnTheSecondLineOfAParagraph() {
        let text = "---\n---\nLine one\nand ![x](photos/gone.jpg)\n"
        let (_, diagnostics) = Fixture.parse(text)
        #expect(
            diagnostics.headlines == [
                "\(Self.path):4:5: error: picture \"photos/gone.jpg\" does not exist (looked for Content/entries/2024/05/photos/gone.jpg)"
            ])
    }

    /// Columns count characters, as YAML and JSON positions do: "오늘은 " is four characters (ten bytes).
    @Test func pictureColumnCountsCharactersAfterKoreanText() {
        let (_, diagnostics) = Fixture.parse("---\n---\n오늘은 ![x](photos/gone.jpg)\n")
        #expect(
            diagnostics.headlines == [
                "\(Self.path):3:5: error: picture \"photos/gone.jpg\" does not exist (looked for Content/entries/2024/05/photos/gone.jpg)"
            ])
    }

    @Test func yamlColumnsCountCharacters() {
        let (_, diagnostics) = Fixture.parse("---\ntitle: 벚꽃\ntags: [벚꽃, {a: 1}]\n---\n")
        #expect(
            diagnostics.headlines == ["\(Self.path):3:12: error: each item of \"tags\" must be text, found a mapping"])
    }

    @Test func pictureWithoutFrontMatterCountsFromLineOne() {
        let (_, diagnostics) = Fixture.parse("![x](../../../../../etc/passwd)\n")
        #expect(
            diagnostics.headlines == [
                "\(Self.path):1:1: error: picture \"../../../../../etc/passwd\" is outside the Content/ folder"
            ])
    }

    @Test func pictureThatLandsOutsideContent() {
        let (_, diagnostics) = Fixture.parse("---\n---\n\n  ![x](../../../../secret.png)\n")
        #expect(
            diagnostics.headlines == [
                "\(Self.path):4:3: error: picture \"../../../../secret.png\" is outside the Content/ folder"
            ])
    }

    @Test func duplicateKey() {
        let (entry, diagnostics) = Fixture.parse("---\ntitle: A\ndate: 2024-05-03\ntitle: B\n---\n")
        #expect(entry == nil)
        #expect(
            diagnostics.texts == [
                "\(Self.path):4:1: error: duplicate key \"title\"\n  hint: each key may appear once; keep the value you mean and delete the other"
            ])
    }

    @Test(arguments: [
        (
            "title: \"unclosed\ndate: 2024-05-03",
            "3:17: error: invalid YAML: found unexpected end of stream (while scanning a quoted scalar)"
        ),
        ("title: a: b", "2:9: error: invalid YAML: mapping values are not allowed in this context"),
        ("title: x\n  date: y\n bad", "3:7: error: invalid YAML: mapping values are not allowed in this context"),
    ])
    func yamlSyntaxErrorIsLocated(yaml: String, expected: String) {
        let (entry, diagnostics) = Fixture.parse("---\n\(yaml)\n---\nBody\n")
        #expect(entry == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.headlines == ["\(Self.path):\(expected)"])
        #expect(
            diagnostics.first?.hint
                == "YAML needs `key: value` on each line, two-space indentation, and quotes around values that contain `: ` or start with `#`, `@`, `*` or `&`"
        )
    }

    @Test func everyProblemOfAFileIsReported() {
        let text = """
            ---
            mood: hapy
            color: pech
            stickers: [{ name: hart, x: 1, y: 200 }]
            photo: photos/nope.jpg
            titel: x
            ---
            ![a](photos/gone.jpg)
            """
        let (entry, diagnostics) = Fixture.parse(text)
        #expect(entry == nil)
        #expect(
            diagnostics.headlines == [
                "\(Self.path):2:7: error: unknown mood \"hapy\"",
                "\(Self.path):3:8: error: unknown colour \"pech\"",
                "\(Self.path):4:20: error: unknown sticker \"hart\"",
                "\(Self.path):4:35: error: \"y\" is 200, outside 0…100",
                "\(Self.path):5:8: error: photo \"photos/nope.jpg\" does not exist (looked for Content/entries/2024/05/photos/nope.jpg)",
                "\(Self.path):6:1: warning: unknown key \"titel\" in front matter is ignored",
                "\(Self.path):8:1: error: picture \"photos/gone.jpg\" does not exist (looked for Content/entries/2024/05/photos/gone.jpg)",
            ])
        #expect(diagnostics.errors.count == 6)
        #expect(diagnostics.warnings.count == 1)
    }
}
