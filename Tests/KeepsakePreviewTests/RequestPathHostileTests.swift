import Testing

@testable import KeepsakePreview

@Suite("Request paths: hostile")
struct RequestPathHostileTests {
    /// U+0600 (a prepended mark, `%D8%80`) joins the `/` after it into one Character: splitting the
    /// path as text found no `..` segment in these, and they were served as paths inside the site.
    @Test(arguments: [
        "/a%D8%80/../b", "/a\u{600}/../b", "/x%D8%80/%2e%2e/%2e%2e/etc/passwd", "/%D8%80/..", "/a%D8%80/./b",
    ])
    func refusesTraversalBehindAPrependedMark(target: String) {
        #expect(RequestPath.resolve(target) == .failure(.traversal))
    }

    @Test func aPrependedMarkIsFineElsewhere() {
        #expect(RequestPath.resolve("/a%D8%80b/c.html") == .success("a\u{600}b/c.html"))
    }
}
