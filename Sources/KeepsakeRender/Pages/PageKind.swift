import KeepsakeCore
import KeepsakeTemplates

/// One kind of page: which pages of it a diary makes, what each is made from, and whether the sitemap lists it.
/// Each is a file of its own in `Pages/`, found there when the package is built (`PageKindLister`);
/// the plan of pages, their digests and the sitemap are all derived from `SiteRenderer.pageKinds`.
protocol PageKind: Sendable {
    init()
    /// A name for the kind, part of every page digest (no two kinds share one).
    var name: String { get }
    /// Where the kind's pages come among all pages, lowest first: the order of the plan and of the
    /// sitemap (no two kinds share one).
    var place: Int { get }
    /// How many pages of this kind the diary has; pages are numbered from 0.
    func count(in site: SiteRenderer) -> Int
    /// The file of page `number` in the site, e.g. `2024/05/index.html`.
    func path(of number: Int, in site: SiteRenderer) -> String
    /// Adds what page `number` shows besides the settings: two renders that add the same make the same bytes.
    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest)
    /// What page `number` is made of.
    func content(of number: Int, in site: SiteRenderer) -> PageContent
    /// The folder and last change of page `number` when the sitemap lists it, else `nil`.
    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)?
    /// Whether its pages show the cover's and the stats page's figures (`DiaryStats`).
    var showsStats: Bool { get }
    /// Whether the sitemap may list its pages (`sitemapLocation` says which).
    var inSitemap: Bool { get }
}

/// A page template's name in the theme and the schema of the view models it is given.
struct PageTemplate: Sendable {
    let name: String
    let schema: TemplateSchema
}

/// A kind whose pages are made with one of the theme's templates.
protocol TemplatePageKind: PageKind {
    /// The theme's template its pages are made with, and what their view models answer.
    var page: PageTemplate { get }
    /// The view model of page `number`.
    func view(of number: Int, in site: SiteRenderer) -> any TemplateObject
    /// Entries page `number` shows as cards, for the room its bytes are given at once.
    func cards(of number: Int, in site: SiteRenderer) -> Int
}

extension TemplatePageKind {
    func content(of number: Int, in site: SiteRenderer) -> PageContent {
        .template(page.name, view(of: number, in: site), cards: cards(of: number, in: site))
    }

    func cards(of number: Int, in site: SiteRenderer) -> Int { 0 }
}

extension PageKind {
    func sitemapLocation(of number: Int, in site: SiteRenderer) -> (folder: String, lastModified: DiaryDate?)? { nil }
    var showsStats: Bool { false }
    var inSitemap: Bool { false }
}

/// What a page is made of: a template with its view model, or bytes made otherwise (feeds).
enum PageContent {
    /// `cards`: entries the page shows as cards, for the room its bytes are given at once.
    case template(String, any TemplateObject, cards: Int)
    case bytes([UInt8])
}

extension SiteRenderer {
    /// Every kind of page, in the order pages are planned (and the sitemap lists them).
    static let pageKinds = everyPageKind.sorted { $0.place < $1.place }

    /// A page of the site: its kind (a place in `pageKinds`) and its number there.
    struct Job: Sendable, Hashable {
        let kind: Int32
        let number: Int32

        var pageKind: any PageKind { SiteRenderer.pageKinds[Int(kind)] }
    }
}
