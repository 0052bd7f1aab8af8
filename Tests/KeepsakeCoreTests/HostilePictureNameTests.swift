import Foundation
import Testing

@testable import KeepsakeCore

/// A body picture or a `photo:` may only name a picture file: nothing else of `Content/` (a draft,
/// a sidecar, diary.yaml, a page or a script) can reach the site through `![…](…)`.
@Suite("Hostile input: pictures that are other files")
struct HostilePictureNameTests {
    static let folder = "Content/entries/2024/05/"
    static let files: Set<String> = [
        "Content/entries/2024/05/2024-05-03-picnic.md", "Content/entries/2024/05/2024-05-04-draft.md",
        "Content/entries/2024/05/2024-05-03-picnic.comments.json", "Content/diary.yaml",
        "Content/entries/2024/05/p/evil.html", "Content/entries/2024/05/p/evil.js",
        "Content/entries/2024/05/p/style.css", "Content/entries/2024/05/p/archive.zip",
        "Content/entries/2024/05/p/page.mustache", "Content/entries/2024/05/p/settings.yml",
        "Content/entries/2024/05/p/noextension", "Content/entries/2024/05/p/ok.JPG",
    ]

    static func parse(_ text: String) -> (Entry?, [Diagnostic]) {
        Fixture.parser(files: files).parse(path: Fixture.entryPath, text: text)
    }

    @Test(arguments: [
        "p/evil.html", "p/evil.js", "p/style.css", "p/archive.zip", "p/page.mustache", "p/settings.yml",
        "p/noextension", "2024-05-04-draft.md", "2024-05-03-picnic.comments.json", "../../../diary.yaml",
    ])
    func aBodyPictureThatIsNoPictureFileIsALocatedError(reference: String) throws {
        let (entry, diagnostics) = Self.parse("---\ntitle: x\n---\nSee ![a](\(reference))\n")
        #expect(entry == nil)
        let error = try #require(diagnostics.errors.first)
        #expect(error.headline == "\(Fixture.entryPath):4:5: error: picture \"\(reference)\" is not a picture file")
        #expect(error.hint?.contains("JPEG, PNG, WebP") == true)
    }

    @Test func aPictureFileNameInAnyCaseIsAccepted() {
        let (entry, diagnostics) = Self.parse("![a](p/ok.JPG)\n")
        #expect(diagnostics.errors == [])
        #expect(entry?.media.map(\.source) == ["Content/entries/2024/05/p/ok.JPG"])
    }

    @Test func aPhotoThatIsNoPictureFileIsALocatedError() {
        let (entry, diagnostics) = Self.parse("---\nphoto: p/evil.html\nphoto_alt: x\n---\n")
        #expect(entry == nil)
        #expect(
            diagnostics.headlines == [
                "\(Fixture.entryPath):2:8: error: photo \"p/evil.html\" is not a picture file"
            ])
    }
}
