import KeepsakeCore
import KeepsakeTemplates

/// What every page shows about the diary: its title, language, the theme's files and the main links.
struct SiteView: ViewRecord {
    let config: DiaryConfig
    let language: Language
    let links: Links

    func value(named name: String) -> TemplateValue {
        switch name {
        case "title": .init(config.title)
        case "subtitle": .init(config.subtitle)
        case "lang": .init(language.code)
        case "root": .init(links.root)
        case "stylesheet": .init(links.file("theme/assets/style.css"))
        case "script": .init(links.file("theme/assets/keepsake.js"))
        case "home": .init(links.page(""))
        case "gridHome": .init(links.page("grid/"))
        case "baseURL": .init(config.baseURL)
        case "tagsURL": .init(links.page("tags/"))
        case "statsURL": .init(links.page("stats/"))
        case "onThisDayURL": .init(links.page("on-this-day/"))
        case "favicon": .init(links.file("theme/assets/favicon.svg"))
        case "atomFeed": .init(links.file("feed.xml"))
        case "jsonFeed": .init(links.file("feed.json"))
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: [
        "title", "subtitle", "lang", "root", "stylesheet", "script", "home", "gridHome", "baseURL", "tagsURL",
        "statsURL", "onThisDayURL", "favicon", "atomFeed", "jsonFeed",
    ])
}

/// A link with its label, for previous/next and month lists.
struct LinkView: ViewRecord {
    let url: String
    let label: String
    /// e.g. a date or an entry count.
    var detail: String? = nil

    func value(named name: String) -> TemplateValue {
        switch name {
        case "url": .init(url)
        case "label": .init(label)
        case "detail": .init(detail)
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: ["url", "label", "detail"])
}

/// A sticker on a polaroid or the cover, with its placement worked out as inline CSS.
final class StickerView: TemplateObject, Sendable {
    let name: String
    let src: String
    let label: String
    let style: String

    init(_ placement: StickerPlacement, catalog: DecorationCatalog, language: String, links: Links) {
        let sticker = catalog.sticker(named: placement.name)
        name = placement.name
        src = links.file("theme/" + (sticker?.file ?? "stickers/\(placement.name).svg"))
        label = DecorationCatalog.label(sticker?.labels ?? [:], language, fallback: placement.name)
        style = Self.style(of: placement)
    }

    init(_ sticker: EntryFacts.Sticker, links: Links) {
        name = sticker.kind.name
        src = links.file(encoded: sticker.kind.encodedSource)
        label = sticker.kind.label
        style = Self.style(of: sticker.placement)
    }

    static func style(of placement: StickerPlacement) -> String {
        let (x, y) = (CSSNumber.format(placement.x), CSSNumber.format(placement.y))
        let (rotate, scale) = (CSSNumber.format(placement.rotate), CSSNumber.format(placement.scale))
        return "left:\(x)%;top:\(y)%;--rotate:\(rotate)deg;--scale:\(scale)"
    }

    func value(named name: String) -> TemplateValue {
        switch name {
        case "name": .init(self.name)
        case "src": .init(src)
        case "label": .init(label)
        case "style": .init(style)
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: ["name", "src", "label", "style"])
}

/// The diary's cover on the front page.
struct CoverView: ViewRecord {
    let color: String
    let isLight: Bool
    let stickers: [StickerView]
    let stickerLabels: String
    let members: [MemberView]
    /// `20 entries · 5,210 words · longest streak 4 days`.
    var summary: String? = nil
    /// In a shared diary: the member after the author of the newest entry.
    var nextTurn: String? = nil

    func value(named name: String) -> TemplateValue {
        switch name {
        case "summary": .init(summary)
        case "nextTurn": .init(nextTurn)
        case "color": .init(color)
        case "isLight": .init(isLight)
        case "stickers": .init(stickers)
        case "stickerLabels": .init(stickerLabels)
        case "members": .init(members)
        case "hasMembers": .init(!members.isEmpty)
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["summary", "nextTurn", "color", "isLight", "stickerLabels", "hasMembers"],
        ["stickers": .list { StickerView.schema }, "members": .list { MemberView.schema }])
}

struct MemberView: ViewRecord {
    let name: String
    let color: String?
    let entryCount: String

    func value(named key: String) -> TemplateValue {
        switch key {
        case "name": .init(name)
        case "color": .init(color)
        case "entryCount": .init(entryCount)
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: ["name", "color", "entryCount"])
}
