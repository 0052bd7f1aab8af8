import Foundation
import Testing

@testable import KeepsakeCore

@Suite("DiaryConfigFile")
struct DiaryConfigFileTests {
    static let path = "Content/diary.yaml"
    static let languages = ["en", "ko"]

    private func decode(_ yaml: String) throws -> (DiaryConfig?, [Diagnostic]) {
        let file = try DiaryConfigFile.parse(yaml, path: Self.path).get()
        return file.decode(catalog: Fixture.catalog, languages: Self.languages)
    }

    @Test func everySetting() throws {
        let yaml = """
            title: 우리 일기
            subtitle: Spring notes
            language: ko
            time_zone: Asia/Seoul
            base_url: https://example.com/diary
            theme: paper
            index_months: 6
            deleted_entries: hide
            cover:
              color: mint
              stickers:
                - { name: star, x: 10, y: 20, rotate: 5 }
            members:
              - { id: minji, name: 민지, color: peach }
              - id: jun
                color: "#123ABC"
            pretty_urls: true
            """
        let (decoded, diagnostics) = try decode(yaml)
        #expect(diagnostics.texts == [])
        let config = try #require(decoded)
        #expect(config.title == "우리 일기")
        #expect(config.subtitle == "Spring notes")
        #expect(config.language == "ko")
        #expect(config.timeZone.identifier == "Asia/Seoul")
        #expect(config.baseURL == "https://example.com/diary/")
        #expect(config.theme == "paper")
        #expect(config.indexMonths == 6)
        #expect(config.deletedEntries == .hide)
        #expect(config.coverColor == DiaryColor(name: "mint", hex: "#b8e0d2"))
        #expect(config.coverStickers == [StickerPlacement(name: "star", x: 10, y: 20, rotate: 5, scale: 1)])
        #expect(
            config.members == [
                Member(id: "minji", name: "민지", color: DiaryColor(name: "peach", hex: "#ffcba4")),
                Member(id: "jun", name: "jun", color: DiaryColor(name: nil, hex: "#123abc")),
            ])
        #expect(config.member(id: "jun")?.name == "jun")
        #expect(config.member(id: "nobody") == nil)
        #expect(config.prettyURLs)
    }

    @Test func photoSettings() throws {
        let (plain, _) = try decode("title: T\n")
        #expect(plain?.keepPhotoMetadata == false)
        #expect(plain?.publishPhotoOriginals == false)
        let (decoded, diagnostics) = try decode("title: T\nphotos:\n  keep_metadata: true\n  publish_originals: true\n")
        #expect(diagnostics.texts == [])
        #expect(decoded?.keepPhotoMetadata == true)
        #expect(decoded?.publishPhotoOriginals == true)
        let (originals, _) = try decode("title: T\nphotos: { publish_originals: true }\n")
        #expect(originals?.keepPhotoMetadata == false)
        #expect(originals?.publishPhotoOriginals == true)
    }

    @Test func gitIdentitiesOfMembers() throws {
        let yaml = """
            title: T
            members:
              - { id: minji, name: 민지, email: minji@example.com, git_name: Minji Kim }
              - id: jun
                email: [jun@example.com, " jun@work.example ", JUN@example.com]
                git_name: [Jun Park, jpark, jpark]
              - { id: emma }
            """
        let (decoded, diagnostics) = try decode(yaml)
        #expect(diagnostics.texts == [])
        let config = try #require(decoded)
        #expect(
            config.members == [
                Member(id: "minji", name: "민지", color: nil, emails: ["minji@example.com"], gitNames: ["Minji Kim"]),
                Member(
                    id: "jun", name: "jun", color: nil, emails: ["jun@example.com", "jun@work.example"],
                    gitNames: ["Jun Park", "jpark"]),
                Member(id: "emma", name: "emma", color: nil),
            ])
    }

    @Test func defaults() throws {
        let (decoded, diagnostics) = try decode("title: Diary\n")
        #expect(diagnostics.isEmpty)
        let config = try #require(decoded)
        #expect(config.subtitle == nil)
        #expect(config.language == "en")
        #expect(config.timeZone == TimeZone(identifier: "UTC"))
        #expect(config.timeZone.secondsFromGMT() == 0)
        #expect(config.baseURL == "/")
        #expect(config.theme == "default")
        #expect(config.indexMonths == 3)
        #expect(config.deletedEntries == .trace)
        #expect(config.coverColor == nil)
        #expect(config.coverStickers.isEmpty)
        #expect(config.members.isEmpty)
        #expect(!config.prettyURLs)
    }

    @Test(arguments: [
        ("title: x\ntheme: paper\n", "paper"),
        ("title: x\n", "default"),
        ("title: x\ntheme: \"\"\n", "default"),
        ("title: x\ntheme:\n", "default"),
        ("", "default"),
        ("- a\n- b\n", "default"),
    ])
    func themeName(yaml: String, theme: String) throws {
        #expect(try DiaryConfigFile.parse(yaml, path: Self.path).get().themeName == theme)
    }

    @Test func emptyFile() throws {
        let (config, diagnostics) = try decode("")
        #expect(config == nil)
        #expect(
            diagnostics.texts == ["\(Self.path):1: error: diary.yaml is empty\n  hint: give it at least a `title:`"])
    }

    @Test func syntaxError() {
        guard case .failure(let diagnostic) = DiaryConfigFile.parse("title: a: b\n", path: Self.path) else {
            Issue.record("expected a YAML error")
            return
        }
        #expect(
            diagnostic.headline
                == "\(Self.path):1:9: error: invalid YAML: mapping values are not allowed in this context")
    }

    @Test func duplicateKey() {
        guard
            case .failure(let diagnostic) = DiaryConfigFile.parse("title: a\nlanguage: en\ntitle: b\n", path: Self.path)
        else {
            Issue.record("expected a YAML error")
            return
        }
        #expect(diagnostic.headline == "\(Self.path):3:1: error: duplicate key \"title\"")
    }

    /// `title: T` on line 1, then the given lines, and the diagnostics they must produce.
    static let errorCases: [(String, [String])] = [
        (
            "time_zone: Asia/Seol",
            [
                "2:12: error: unknown time zone \"Asia/Seol\"\n  hint: did you mean \"Asia/Seoul\"? use an IANA zone name such as Asia/Seoul, Europe/London or America/New_York"
            ]
        ),
        (
            "language: kr",
            ["2:11: error: no language file for \"kr\"\n  hint: did you mean \"ko\"? known languages: en, ko"]
        ),
        ("language: fr", ["2:11: error: no language file for \"fr\"\n  hint: known languages: en, ko"]),
        ("deleted_entries: keep", ["2:18: error: deleted_entries must be `trace` or `hide`, found \"keep\""]),
        ("index_months: 0", ["2:15: error: \"index_months\" is 0, outside 1…120\n  hint: use a value from 1 to 120"]),
        (
            "base_url: ftp://x",
            [
                "2:11: error: base_url must start with https://, http:// or /\n  hint: for example https://example.com/diary/"
            ]
        ),
        (
            "base_url: //evil.example/",
            [
                "2:11: error: base_url \"//evil.example/\" starts with //, which browsers read as the address of another site\n  hint: write a path with one slash, such as /diary/, or the whole address, such as https://evil.example/"
            ]
        ),
        (
            "base_url: ///diary/",
            [
                "2:11: error: base_url \"///diary/\" starts with //, which browsers read as the address of another site\n  hint: write a path with one slash, such as /diary/, or the whole address, such as https://example.com/diary/"
            ]
        ),
        (
            "base_url: https:///diary/",
            [
                "2:11: error: base_url \"https:///diary/\" has no host name after https://\n  hint: for example https://example.com/diary/"
            ]
        ),
        (
            "base_url: \"https://user@evil.example/\"",
            [
                "2:11: error: base_url \"https://user@evil.example/\" has no host name after https://\n  hint: for example https://example.com/diary/"
            ]
        ),
        (
            "base_url: http://example.com/diary/",
            [
                "2:11: warning: base_url starts with http://: readers fetch the pages and feeds without encryption\n  hint: use https:// if the site is served over it"
            ]
        ),
        ("base_url: https://[::1]:8080/diary/", []),
        ("base_url: https://우리.example/일기/", []),
        ("base_url: /diary/", []),
        ("pretty_urls: sometimes", ["2:14: error: \"pretty_urls\" must be true or false, found \"sometimes\""]),
        (
            "cover: { color: pech }",
            [
                "2:17: error: unknown colour \"pech\"\n  hint: did you mean \"peach\"? known colours: peach, mint, ink, or \"#RRGGBB\""
            ]
        ),
        (
            "cover: { stickers: [{ name: heart, x: 101, y: 0 }] }",
            ["2:39: error: \"x\" is 101, outside 0…100\n  hint: use a value from 0 to 100"]
        ),
        (
            "cover: { stickers: [{ name: hart, x: 1, y: 0 }] }",
            [
                "2:29: error: unknown sticker \"hart\"\n  hint: did you mean \"heart\"? known stickers: heart, star, cloud"
            ]
        ),
        (
            "photos: { publish_orignals: true }",
            [
                "2:11: warning: unknown key \"publish_orignals\" in photos is ignored\n  hint: did you mean \"publish_originals\"? known keys: keep_metadata, publish_originals"
            ]
        ),
        (
            "photos: { publish_originals: sometimes }",
            ["2:30: error: \"publish_originals\" must be true or false, found \"sometimes\""]
        ),
        (
            "cover: { colour: mint }",
            [
                "2:10: warning: unknown key \"colour\" in cover is ignored\n  hint: did you mean \"color\"? known keys: color, stickers"
            ]
        ),
        ("members: minji", ["2:10: error: \"members\" must be a list, found \"minji\""]),
        (
            "members:\n  - id: minji\n  - id: minji",
            ["4:9: error: member id \"minji\" is used twice\n  hint: each member needs its own id"]
        ),
        (
            "members:\n  - name: 민지",
            ["3:5: error: member has no \"id\"\n  hint: write it as { id: minji, name: 민지, color: rose }"]
        ),
        (
            "members:\n  - { id: jun, color: \"#12345\" }",
            [
                "3:23: error: unknown colour \"#12345\"\n  hint: write hex colours as \"#RRGGBB\" in quotes (six hex digits), or use a palette name: peach, mint, ink"
            ]
        ),
        ("members:\n  - minji", ["3:5: error: member must be a mapping of `key: value` pairs, found \"minji\""]),
        (
            "members:\n  - { id: jun, email: jun.example.com }",
            [
                "3:23: error: member e-mail \"jun.example.com\" is not an e-mail address\n  hint: write the address this member commits with (`git config user.email`), like minji@example.com; several go in a list: [minji@example.com, minji@work.example]"
            ]
        ),
        (
            "members:\n  - id: jun\n    email: [jun@example.com, \"Jun <jun@work.example>\", \"a@b@c\", \"@x\"]",
            [
                "4:30: error: member e-mail \"Jun <jun@work.example>\" is not an e-mail address\n  hint: write the address this member commits with (`git config user.email`), like minji@example.com; several go in a list: [minji@example.com, minji@work.example]",
                "4:56: error: member e-mail \"a@b@c\" is not an e-mail address\n  hint: write the address this member commits with (`git config user.email`), like minji@example.com; several go in a list: [minji@example.com, minji@work.example]",
                "4:65: error: member e-mail \"@x\" is not an e-mail address\n  hint: write the address this member commits with (`git config user.email`), like minji@example.com; several go in a list: [minji@example.com, minji@work.example]",
            ]
        ),
        (
            "members:\n  - { id: jun, email: { work: j@x } }",
            ["3:23: error: \"email\" must be a list like [a, b], found a mapping"]
        ),
        (
            "members:\n  - { id: minji, email: m@example.com }\n  - { id: jun, email: [j@example.com, M@Example.com] }",
            [
                "4:39: error: e-mail \"M@Example.com\" is already listed for member \"minji\"\n  hint: commits are matched to members by e-mail, so each address can belong to one member only"
            ]
        ),
        (
            "members:\n  - { id: jun, git_name: [Jun Park, \" \"] }",
            [
                "3:37: error: member git_name is empty\n  hint: write the name this member commits under (`git config user.name`)"
            ]
        ),
        (
            "members:\n  - { id: jun, emails: j@example.com }",
            [
                "3:16: warning: unknown key \"emails\" in member is ignored\n  hint: did you mean \"email\"? known keys: id, name, color, email, git_name"
            ]
        ),
        (
            "titel: Diary",
            [
                "2:1: warning: unknown key \"titel\" in diary.yaml is ignored\n  hint: did you mean \"title\"? known keys: title, subtitle, language, time_zone, base_url, theme, index_months, deleted_entries, cover, members, pretty_urls, feed_entries, week_starts, moods, photos"
            ]
        ),
    ]

    @Test(arguments: errorCases)
    func setting(lines: String, expected: [String]) throws {
        let (config, diagnostics) = try decode("title: T\n\(lines)\n")
        #expect(diagnostics.texts == expected.map { "\(Self.path):\($0)" })
        #expect((config == nil) == expected.contains { $0.contains(": error: ") })
    }

    @Test func missingTitle() throws {
        let (config, diagnostics) = try decode("# my diary\nlanguage: ko\ntime_zone: Asia/Seoul\n")
        #expect(config == nil)
        #expect(
            diagnostics.texts == [
                "\(Self.path):2:1: error: diary.yaml has no \"title\"\n  hint: add a line like `title: Our Diary`"
            ])
    }

    @Test func rootThatIsNotAMapping() throws {
        let (config, diagnostics) = try decode("- a\n- b\n")
        #expect(config == nil)
        #expect(
            diagnostics.headlines == [
                "\(Self.path):1:1: error: diary.yaml has no \"title\"",
                "\(Self.path):1:1: error: diary.yaml must be a mapping of `key: value` pairs, found a list",
            ])
    }

    @Test func everyProblemIsReported() throws {
        let yaml = """
            language: kr
            time_zone: Mars/Olympus
            deleted_entries: never
            members:
              - id: a
              - id: a
            """
        let (config, diagnostics) = try decode(yaml)
        #expect(config == nil)
        #expect(
            diagnostics.headlines == [
                "\(Self.path):1:1: error: diary.yaml has no \"title\"",
                "\(Self.path):1:11: error: no language file for \"kr\"",
                "\(Self.path):2:12: error: unknown time zone \"Mars/Olympus\"",
                "\(Self.path):3:18: error: deleted_entries must be `trace` or `hide`, found \"never\"",
                "\(Self.path):6:9: error: member id \"a\" is used twice",
            ])
    }
}
