import Testing

@testable import KeepsakeCore

@Suite("RelativePath")
struct RelativePathTests {
    @Test(arguments: [
        ("photos/a.jpg", "Content/entries", "Content/entries/photos/a.jpg"),
        ("./photos//a.jpg", "Content/entries", "Content/entries/photos/a.jpg"),
        ("../media/a.jpg", "Content/entries", "Content/media/a.jpg"),
        ("photos/../b.jpg", "Content/entries", "Content/entries/b.jpg"),
        ("../../x.jpg", "Content/entries", "x.jpg"),
        (".", "Content", "Content"),
        ("a.jpg", "", "a.jpg"),
        ("벚꽃 사진.jpg", "Content", "Content/벚꽃 사진.jpg"),
    ])
    func resolves(reference: String, folder: String, expected: String) {
        #expect(RelativePath.resolve(reference, in: folder) == expected)
    }

    @Test(arguments: [
        ("../../../x.jpg", "Content/entries"),
        ("..", "Content"),
        ("/etc/passwd", "Content"),
        ("", "Content"),
        ("a\\b.jpg", "Content"),
        ("..\\..\\x.jpg", "Content"),
        ("a\u{0}b.jpg", "Content"),
        ("../../../../../etc/passwd", "Content/entries/2024/05"),
    ])
    func rejects(reference: String, folder: String) {
        #expect(RelativePath.resolve(reference, in: folder) == nil)
    }

    @Test(arguments: [
        ("a/b/c.md", "a/b", "c.md"),
        ("c.md", "", "c.md"),
        ("a/", "a", ""),
        ("Content/entries/2024/05/2024-05-03-picnic.md", "Content/entries/2024/05", "2024-05-03-picnic.md"),
    ])
    func folderAndFileName(path: String, folder: String, fileName: String) {
        #expect(RelativePath.folder(of: path) == folder)
        #expect(RelativePath.fileName(of: path) == fileName)
    }

    @Test(arguments: [("2024/05/picnic/", "../../../"), ("2024/05", "../../"), ("", ""), ("archive/", "../")])
    func rootPrefix(sitePath: String, prefix: String) {
        #expect(RelativePath.rootPrefix(from: sitePath) == prefix)
    }

    @Test(arguments: [
        ("photos/a.jpg", true), ("./a.jpg", true), ("../a.jpg", true), ("a b.jpg", true), ("dir/a:b.png", true),
        ("https://example.com/a.png", false), ("HTTP://example.com", false), ("mailto:a@b.c", false),
        ("data:image/png;base64,AAAA", false), ("javascript:alert(1)", false), ("c++:x", false),
        ("/abs.png", false), ("//cdn.example.com/a.png", false), ("#top", false), ("?q=1", false), ("", false),
    ])
    func isLocalReference(url: String, local: Bool) {
        #expect(RelativePath.isLocalReference(url) == local)
    }
}
