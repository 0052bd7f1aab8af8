import Testing

@testable import KeepsakePreview

@Suite("Request paths")
struct RequestPathTests {
    @Test(arguments: [
        ("/", ""),
        ("/index.html", "index.html"),
        ("/2026/04/", "2026/04/"),
        ("/2026/04/%EB%B2%9A%EA%BD%83-%ED%94%BC%ED%81%AC%EB%8B%89/", "2026/04/벚꽃-피크닉/"),
        ("/theme/assets/style.css?keepsake=123", "theme/assets/style.css"),
        ("/a%20b.html#top", "a b.html"),
    ])
    func resolvesPathsInsideTheSite(target: String, path: String) {
        #expect(RequestPath.resolve(target) == .success(path))
    }

    @Test(arguments: [
        "/../etc/passwd", "/2026/../../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E/%2E%2E/etc/passwd", "/a/./b",
        "/.%2e/x", "/a%2f..%2f..%2fetc", "/a%2F%2E%2E", "/a%5c..%5cb", "/a\\..\\b", "/a%00.html", "/..",
    ])
    func refusesTraversal(target: String) {
        #expect(RequestPath.resolve(target) == .failure(.traversal))
    }

    @Test(arguments: ["index.html", "http://evil.example/", "/%zz", "/%e", "/%ff%fe", "//etc/passwd", "/a//b"])
    func refusesMalformedTargets(target: String) {
        #expect(RequestPath.resolve(target) == .failure(.malformed))
    }
}
