import KeepsakeCore

/// What every page template sees besides its own content: the site (title, language, main links),
/// the UI words (`t`), the page's title and how the page presents itself when shared.
struct PageFrame: Sendable {
    let site: SiteView
    let words: Words
    let pageTitle: String
    /// `nil` for pages that are not shared (the 404 page).
    let share: ShareView?

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "t": words
        case "pageTitle": pageTitle
        case "share": share
        default: nil
        }
    }
}
