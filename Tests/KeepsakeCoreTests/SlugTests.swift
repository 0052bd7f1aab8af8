import Foundation
import Testing

@testable import KeepsakeCore

@Suite("Slug")
struct SlugTests {
    @Test(arguments: [
        ("벚꽃 피크닉!", "벚꽃-피크닉"),
        ("Hello, World", "hello-world"),
        ("  --Rainy__day--  ", "rainy-day"),
        ("Café au lait", "café-au-lait"),
        ("2024 Spring #1", "2024-spring-1"),
        ("a/b\\c", "a-b-c"),
        ("It's 5 o'clock", "it-s-5-o-clock"),
        ("!!!", ""),
        ("", ""),
        ("🌸 꽃 🌸", "꽃"),
    ])
    func make(text: String, slug: String) {
        #expect(Slug.make(from: text) == slug)
    }

    /// A page's address does not depend on how the file system spells its name: a Mac writes
    /// Korean names decomposed, other systems composed. Regression: a decomposed file name gave a
    /// decomposed address, which changed when the diary moved.
    @Test(arguments: ["나들이", "Café au lait", "벚꽃 피크닉!", "Ünïcödé 일기"])
    func slugsAreComposedWhateverTheNamesSpelling(text: String) {
        let (decomposed, composed) = (
            text.decomposedStringWithCanonicalMapping, text.precomposedStringWithCanonicalMapping
        )
        #expect(Array(decomposed.utf8) != Array(composed.utf8))
        #expect(Array(Slug.make(from: decomposed).utf8) == Array(Slug.make(from: composed).utf8))
        #expect(
            Array(Slug.make(from: composed).utf8)
                == Array(Slug.make(from: composed).precomposedStringWithCanonicalMapping.utf8))
    }

    @Test(arguments: [
        ("picnic", true), ("벚꽃-피크닉", true), ("v1.2_final", true), ("A-Z", true),
        ("", false), (".", false), ("..", false), (".hidden", false), ("a/b", false), ("a b", false),
        ("a\\b", false), ("a?b", false), ("a%20b", false),
    ])
    func isValid(slug: String, valid: Bool) {
        #expect(Slug.isValid(slug) == valid)
    }

    @Test(arguments: [
        ("2024-05-03-picnic.md", "2024-05-03", "picnic"),
        ("2024-05-03_picnic.md", "2024-05-03", "picnic"),
        ("2024-05-03--_picnic-day.md", "2024-05-03", "picnic-day"),
        ("2024-05-03.md", "2024-05-03", ""),
        ("2024-05-03 벚꽃.md", "2024-05-03", " 벚꽃"),
        ("2024-13-45-x.md", "2024-13-45", "x"),
        ("picnic.md", nil, "picnic"),
        ("2024-5-3-picnic.md", nil, "2024-5-3-picnic"),
        ("20240503-picnic.md", nil, "20240503-picnic"),
        ("2024-05.md", nil, "2024-05"),
        ("notes.txt", nil, "notes.txt"),
    ])
    func splitFileName(fileName: String, date: String?, rest: String) {
        let parts = Slug.split(fileName: fileName)
        #expect(parts.date == date)
        #expect(parts.rest == rest)
    }
}
