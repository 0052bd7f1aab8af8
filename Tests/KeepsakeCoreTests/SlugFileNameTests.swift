import Testing

@testable import KeepsakeCore

@Suite("Slug.fileName")
struct SlugFileNameTests {
    @Test(arguments: [
        ("벚꽃 피크닉!", "벚꽃-피크닉"),
        ("오늘의 일기: 비 오는 월요일", "오늘의-일기-비-오는-월요일"),
        ("It's 5 o'clock", "its-5-oclock"),
        ("Hello, World", "hello-world"),
        ("\"Quoted\" (and bracketed) [title]?", "quoted-and-bracketed-title"),
        ("  --Rainy__day--  ", "rainy-day"),
        ("a/b\\c", "a-b-c"),
        ("v1.2 release", "v1-2-release"),
        ("Tom & Jerry", "tom-jerry"),
        ("Cafe\u{301} au lait", "caf\u{E9}-au-lait"),
        ("🌸 꽃 🌸", "꽃"),
        ("민지・준", "민지-준"),
        ("2024 Spring #1", "2024-spring-1"),
        ("!!!", ""),
        ("🌸🌸", ""),
        ("", ""),
    ])
    func fromTitle(title: String, slug: String) {
        #expect(Slug.fileName(fromTitle: title) == slug)
    }

    @Test func composedFormIsTheSameEverywhere() {
        #expect(Array(Slug.fileName(fromTitle: "Cafe\u{301}").unicodeScalars) == Array("caf\u{E9}".unicodeScalars))
        // 한 written as three jamo comes out as one syllable.
        #expect(Array(Slug.fileName(fromTitle: "\u{1112}\u{1161}\u{11AB}").unicodeScalars) == ["\u{D55C}"])
    }

    @Test func longTitlesAreCutAtAHyphen() {
        let title = Array(repeating: "rainy", count: 20).joined(separator: " ")
        let slug = Slug.fileName(fromTitle: title)
        #expect(slug.count <= Slug.maximumFileNameLength)
        #expect(slug == Array(repeating: "rainy", count: 10).joined(separator: "-"))
        let korean = String(repeating: "가", count: 100)
        #expect(Slug.fileName(fromTitle: korean) == String(repeating: "가", count: 60))
    }

    @Test func fileNamesNumberRepeats() {
        #expect(Slug.entryFileName(day: "2026-05-03", slug: "picnic") == "2026-05-03-picnic.md")
        #expect(Slug.entryFileName(day: "2026-05-03", slug: "picnic", number: 2) == "2026-05-03-picnic-2.md")
    }

    /// The build derives the same page slug from the file name that `new` chose.
    @Test(arguments: ["벚꽃 피크닉!", "It's 5 o'clock", "Cafe\u{301} au lait", "a/b\\c"])
    func buildReadsTheSameSlug(title: String) {
        let slug = Slug.fileName(fromTitle: title)
        let rest = Slug.split(fileName: Slug.entryFileName(day: "2026-05-03", slug: slug)).rest
        #expect(Slug.make(from: rest) == slug)
    }
}
