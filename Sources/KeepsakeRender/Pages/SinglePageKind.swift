import KeepsakeCore
import KeepsakeTemplates

/// A kind with one page made from a template, whose digest is made of every card (and, for pages
/// that show it, the diary's word count): the index of tags, the stats page, the days' index.
protocol SinglePageKind: TemplatePageKind {
    /// The page's file, e.g. `tags/index.html`.
    var path: String { get }
}

extension SinglePageKind {
    func count(in site: SiteRenderer) -> Int { 1 }

    func path(of number: Int, in site: SiteRenderer) -> String { path }

    func digest(of number: Int, in site: SiteRenderer, every: EveryEntry, into digest: inout ContentDigest) {
        digest.add(every.cards)
        if showsStats { digest.add(every.words) }
    }
}
