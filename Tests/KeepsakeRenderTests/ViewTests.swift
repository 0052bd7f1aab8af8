import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeRender

@Suite("Views and labels")
struct ViewTests {
    static func language(_ code: String) throws -> Language {
        let files = try ThemeFiles.load(name: "default", layout: SiteLayout(root: Fixtures.folder)).get()
        let text = try #require(files.text("i18n/\(code).yaml"))
        return try #require(Language.load(text, origin: code).0)
    }

    static func date(_ text: String, zone: String = "Asia/Seoul") throws -> DiaryDate {
        try DiaryDateParser(timeZone: TimeZone(identifier: zone)!).parse(text).get()
    }

    @Test(arguments: [
        ("ko", "date_time", "2026-04-05 14:30", "2026년 4월 5일 일요일 오후 2:30"),
        ("ko", "date_short", "2026-04-05 00:05", "4월 5일 (일)"),
        ("ko", "time", "2026-04-05 00:05", "오전 12:05"),
        ("en", "date_time", "2026-04-05 14:30", "Sunday, April 5, 2026 · 2:30 PM"),
        ("en", "date_short", "2026-12-31 12:00", "Thu, Dec 31"),
        ("en", "date", "2024-02-29", "Thursday, February 29, 2024"),
    ])
    func datesInTheDiarysLanguage(code: String, format: String, input: String, expected: String) throws {
        #expect(try Self.language(code).format(Self.date(input), as: format) == expected)
    }

    @Test func monthHeadingsAndCounts() throws {
        let ko = try Self.language("ko")
        let en = try Self.language("en")
        #expect(ko.monthHeading(MonthKey(year: 2024, month: 5)) == "2024년 5월")
        #expect(en.monthHeading(MonthKey(year: 2024, month: 5)) == "May 2024")
        #expect(en.count("entries", 1) == "1 entry")
        #expect(en.count("entries", 3) == "3 entries")
        #expect(ko.count("entries", 1) == "일기 1편")
    }

    @Test(arguments: [
        ("index.html", false, "2024/05/picnic/", "2024/05/picnic/index.html"),
        ("2024/05/picnic/index.html", false, "", "../../../index.html"),
        ("2024/05/picnic/index.html", true, "", "../../../"),
        ("index.html", true, "", "./"),
        ("grid/index.html", false, "2024/05/벚꽃/", "../2024/05/%EB%B2%9A%EA%BD%83/index.html"),
        ("index.html", false, "2024/05/a b?c#d/", "2024/05/a%20b%3Fc%23d/index.html"),
    ])
    func relativeLinks(page: String, pretty: Bool, target: String, expected: String) {
        #expect(Links(pagePath: page, prettyURLs: pretty).page(target) == expected)
    }

    /// Placeholders are replaced on bytes; unknown `{tokens}`, lone braces and repeated
    /// placeholders stay as they were.
    @Test func placeholdersAndUnknownTokens() throws {
        #expect(Language.replacing("{count}", in: "{count} / {count}개 {counted} {", with: "3") == "3 / 3개 {counted} {")
        #expect(Language.replacing("{count}", in: "no braces", with: "3") == "no braces")
        #expect(Language.replacing("{count}", in: "{coun", with: "3") == "{coun")
        let en = try Self.language("en")
        let date = try Self.date("2026-04-05 14:30")
        #expect(en.format(date, as: "{year}/{month2}/{day2} {hour}:{minute} {nope} {") == "2026/04/05 14:30 {nope} {")
        #expect(en.format(date, as: "plain") == "plain")
    }

    @Test func cssNumbersAndTilts() {
        #expect(CSSNumber.format(12) == "12")
        #expect(CSSNumber.format(-7.5) == "-7.5")
        #expect(CSSNumber.format(1.256) == "1.26")
        let tilt = Double(StableHash.tilts[Int(StableHash.tiltIndex(for: "picnic2024-05-03"))])!
        #expect((-3...3).contains(tilt))
        #expect(StableHash.tiltIndex(for: "picnic2024-05-03") == StableHash.tiltIndex(for: "picnic2024-05-03"))
        #expect(StableHash.of("a") == 0xe40c292c, "FNV-1a of \"a\"")
    }

    @Test func basePathOfTheSite() {
        #expect(SiteRenderer.basePath(of: "https://example.com/diary/") == "/diary/")
        #expect(SiteRenderer.basePath(of: "https://example.com") == "/")
        #expect(SiteRenderer.basePath(of: "/") == "/")
    }
}
