import KeepsakeCore

/// The pages one build passed through the templates (the rest came from its memo, or were in
/// the output already): listed, unless the build rendered every page of the site into its output
/// folder, as a build from nothing does (like `ParsedFiles`): a big diary's list of every page
/// was 2 MB, made as its render ended and held to the build's end, for a count.
public struct RenderedPages: Sendable {
    /// The pages, empty when `everyPage`.
    public let listed: PathList
    /// The build rendered every page of the site, and lists none.
    public let everyPage: Bool
    /// Pages rendered.
    public let count: Int
    /// The HTML pages among them (the others are the feeds and the sitemap).
    public let htmlCount: Int

    public init(_ listed: PathList) {
        (self.listed, everyPage, count) = (listed, false, listed.count)
        htmlCount = listed.count(endingWith: ".html")
    }

    /// Every page of the site: `count` of them, `htmlCount` HTML pages.
    public init(every count: Int, htmlCount: Int) {
        (listed, everyPage, self.count, self.htmlCount) = (PathList(), true, count, htmlCount)
    }

    public var isEmpty: Bool { count == 0 }
}
