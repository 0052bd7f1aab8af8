import KeepsakeTemplates
import KeepsakeCore

/// What every page template sees besides its own content: the site (title, language, main links),
/// the UI words (`t`), the page's title and how the page presents itself when shared.
struct PageFrame: Sendable {
    let site: SiteView
    let words: Words
    let pageTitle: String
    /// `nil` for pages that are not shared (the 404 page).
    let share: ShareView?

    func value(named name: String) -> TemplateValue {
        switch name {
        case "site": .object(RecordObject(site))
        case "t": .object(RecordObject(words))
        case "pageTitle": .init(pageTitle)
        case "share": share.map { .object(RecordObject($0)) } ?? .missing
        default: .missing
        }
    }

    /// The names every page answers through its frame; `words`: the schema of `t` (`Words.schema`).
    static func schema(words: TemplateSchema) -> TemplateSchema {
        TemplateSchema([
            "site": .object { SiteView.names.schema }, "t": .object { words }, "pageTitle": .value,
            "share": .object { ShareView.names.schema },
        ])
    }
}
