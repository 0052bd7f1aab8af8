/// The pages one build passed through the templates (the rest came from its memo, or were in the
/// output already): listed, unless the build rendered every page of the site.
public struct RenderedPages: Sendable {
    /// The pages' paths, empty when `everyPage`.
    public let listed: [String]
    /// The build rendered every page of the site, and lists none.
    public let everyPage: Bool
    /// Pages rendered.
    public let count: Int
    /// The HTML pages among them (the others are the feeds and the sitemap).
    public let htmlCount: Int

    public init(_ listed: [String]) {
        (self.listed, everyPage, count) = (listed, false, listed.count)
        htmlCount = listed.count { RenderedSite.isPage($0) }
    }

    /// Every page of the site: `count` of them, `htmlCount` HTML pages.
    public init(every count: Int, htmlCount: Int) {
        (listed, everyPage, self.count, self.htmlCount) = ([], true, count, htmlCount)
    }

    public var isEmpty: Bool { count == 0 }
}
