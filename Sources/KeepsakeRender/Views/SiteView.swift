import KeepsakeCore
import KeepsakeTemplates

/// What every page shows about the diary: its title, language, the theme's files and the main links.
struct SiteView: ViewRecord, NamedView {
    let config: DiaryConfig
    let language: Language
    let links: Links
    /// The theme's added style sheets (`Theme.addedStylesheets`).
    let stylesheets: [String]

    static let names: ViewNames<Self> = [
        "title": .value { .init($0.config.title) },
        "subtitle": .value { .init($0.config.subtitle) },
        "lang": .value { .init($0.language.code) },
        "root": .value { .init($0.links.root) },
        "stylesheet": .value { .init($0.links.file("theme/assets/style.css")) },
        "addedStylesheets": .list { view in view.stylesheets.map { StylesheetView(url: view.links.file("theme/" + $0)) }
        },
        "script": .value { .init($0.links.file("theme/assets/keepsake.js")) },
        "home": .value { .init($0.links.page("")) },
        "gridHome": .value { .init($0.links.page("grid/")) },
        "baseURL": .value { .init($0.config.baseURL) },
        "tagsURL": .value { .init($0.links.page("tags/")) },
        "statsURL": .value { .init($0.links.page("stats/")) },
        "onThisDayURL": .value { .init($0.links.page("on-this-day/")) },
        "favicon": .value { .init($0.links.file("theme/assets/favicon.svg")) },
        "atomFeed": .value { .init($0.links.file("feed.xml")) },
        "jsonFeed": .value { .init($0.links.file("feed.json")) },
    ]
}

/// A style sheet a page links, by its address.
struct StylesheetView: ViewRecord, NamedView {
    let url: String

    static let names: ViewNames<Self> = ["url": .value { .init($0.url) }]
}

/// A link with its label, for previous/next and month lists.
struct LinkView: ViewRecord, NamedView {
    let url: String
    let label: String
    /// e.g. a date or an entry count.
    var detail: String? = nil

    static let names: ViewNames<Self> = [
        "url": .value { .init($0.url) }, "label": .value { .init($0.label) }, "detail": .value { .init($0.detail) },
    ]
}

/// A sticker on a polaroid or the cover, with its placement worked out as inline CSS.
struct StickerView: ViewRecord, NamedView {
    let sticker: EntryFacts.Sticker
    let links: Links

    static func style(of placement: StickerPlacement) -> String {
        let (x, y) = (CSSNumber.format(placement.x), CSSNumber.format(placement.y))
        let (rotate, scale) = (CSSNumber.format(placement.rotate), CSSNumber.format(placement.scale))
        return "left:\(x)%;top:\(y)%;--rotate:\(rotate)deg;--scale:\(scale)"
    }

    static let names: ViewNames<Self> = [
        "name": .value { .init($0.sticker.kind.name) },
        "src": .value { .init($0.links.file(encoded: $0.sticker.kind.encodedSource)) },
        "label": .value { .init($0.sticker.kind.label) },
        "style": .value { .init(style(of: $0.sticker.placement)) },
    ]
}

/// The diary's cover on the front page.
struct CoverView: ViewRecord, NamedView {
    let color: String
    let isLight: Bool
    let stickers: [StickerView]
    let stickerLabels: String
    let members: [MemberView]
    /// `20 entries · 5,210 words · longest streak 4 days`.
    var summary: String? = nil
    /// In a shared diary: the member after the author of the newest entry.
    var nextTurn: String? = nil

    static let names: ViewNames<Self> = [
        "summary": .value { .init($0.summary) },
        "nextTurn": .value { .init($0.nextTurn) },
        "color": .value { .init($0.color) },
        "isLight": .value { .init($0.isLight) },
        "stickers": .list { $0.stickers },
        "stickerLabels": .value { .init($0.stickerLabels) },
        "members": .list { $0.members },
        "hasMembers": .value { .init(!$0.members.isEmpty) },
    ]
}

struct MemberView: ViewRecord, NamedView {
    let name: String
    let color: String?
    let entryCount: String

    static let names: ViewNames<Self> = [
        "name": .value { .init($0.name) },
        "color": .value { .init($0.color) },
        "entryCount": .value { .init($0.entryCount) },
    ]
}
