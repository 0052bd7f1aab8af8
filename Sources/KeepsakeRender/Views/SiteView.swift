import KeepsakeCore
import Mustache

/// What every page shows about the diary: its title, language, the theme's files and the main links.
struct SiteView: MustacheParent, Sendable {
    let config: DiaryConfig
    let language: Language
    let links: Links

    func child(named name: String) -> Any? {
        switch name {
        case "title": config.title
        case "subtitle": config.subtitle
        case "lang": language.code
        case "root": links.root
        case "stylesheet": links.file("theme/assets/style.css")
        case "script": links.file("theme/assets/keepsake.js")
        case "home": links.page("")
        case "gridHome": links.page("grid/")
        case "baseURL": config.baseURL
        case "tagsURL": links.page("tags/")
        case "statsURL": links.page("stats/")
        case "onThisDayURL": links.page("on-this-day/")
        case "favicon": links.file("theme/assets/favicon.svg")
        case "atomFeed": links.file("feed.xml")
        case "jsonFeed": links.file("feed.json")
        default: nil
        }
    }
}

/// A link with its label, for previous/next and month lists.
struct LinkView: MustacheParent, Sendable {
    let url: String
    let label: String
    /// A second line, e.g. a date or an entry count.
    let detail: String?

    init(url: String, label: String, detail: String? = nil) {
        self.url = url
        self.label = label
        self.detail = detail
    }

    func child(named name: String) -> Any? {
        switch name {
        case "url": url
        case "label": label
        case "detail": detail
        default: nil
        }
    }
}

/// A sticker on a polaroid or the cover, with its placement worked out as inline CSS.
struct StickerView: MustacheParent, Sendable {
    let name: String
    let src: String
    let label: String
    let style: String

    init(_ placement: StickerPlacement, catalog: DecorationCatalog, language: String, links: Links) {
        let sticker = catalog.sticker(named: placement.name)
        name = placement.name
        src = links.file("theme/" + (sticker?.file ?? "stickers/\(placement.name).svg"))
        label = DecorationCatalog.label(sticker?.labels ?? [:], language, fallback: placement.name)
        style = "left:\(CSSNumber.format(placement.x))%;top:\(CSSNumber.format(placement.y))%;"
            + "--rotate:\(CSSNumber.format(placement.rotate))deg;--scale:\(CSSNumber.format(placement.scale))"
    }

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "src": src
        case "label": label
        case "style": style
        default: nil
        }
    }
}

/// The diary's cover on the front page.
struct CoverView: MustacheParent, Sendable {
    let color: String
    let isLight: Bool
    let stickers: [StickerView]
    let stickerLabels: String
    let members: [MemberView]
    /// `20 entries · 5,210 words · longest streak 4 days`.
    var summary: String? = nil
    /// In a shared diary: the member after the author of the newest entry.
    var nextTurn: String? = nil

    func child(named name: String) -> Any? {
        switch name {
        case "summary": summary
        case "nextTurn": nextTurn
        case "color": color
        case "isLight": isLight
        case "stickers": stickers
        case "stickerLabels": stickerLabels
        case "members": members
        case "hasMembers": !members.isEmpty
        default: nil
        }
    }
}

struct MemberView: MustacheParent, Sendable {
    let name: String
    let color: String?
    let entryCount: String

    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "color": color
        case "entryCount": entryCount
        default: nil
        }
    }
}
