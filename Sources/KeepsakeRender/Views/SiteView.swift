import KeepsakeCore
import KeepsakeTemplates

/// What every page shows about the diary: its title, language, the theme's files and the main links.
final class SiteView: TemplateObject, Sendable {
    let config: DiaryConfig
    let language: Language
    let links: Links

    init(config: DiaryConfig, language: Language, links: Links) {
        self.config = config
        self.language = language
        self.links = links
    }

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
final class LinkView: TemplateObject, Sendable {
    let url: String
    let label: String
    /// e.g. a date or an entry count.
    let detail: String?

    init(url: String, label: String, detail: String? = nil) {
        self.url = url
        self.label = label
        self.detail = detail
    }

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
        name = sticker.name
        src = links.file(encoded: sticker.encodedSource)
        label = sticker.label
        style = sticker.style
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
final class CoverView: TemplateObject, Sendable {
    let color: String
    let isLight: Bool
    let stickers: [StickerView]
    let stickerLabels: String
    let members: [MemberView]
    /// `20 entries · 5,210 words · longest streak 4 days`.
    let summary: String?
    /// In a shared diary: the member after the author of the newest entry.
    let nextTurn: String?

    init(
        color: String, isLight: Bool, stickers: [StickerView], stickerLabels: String, members: [MemberView],
        summary: String? = nil, nextTurn: String? = nil
    ) {
        self.color = color
        self.isLight = isLight
        self.stickers = stickers
        self.stickerLabels = stickerLabels
        self.members = members
        self.summary = summary
        self.nextTurn = nextTurn
    }

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

final class MemberView: TemplateObject, Sendable {
    let name: String
    let color: String?
    let entryCount: String

    init(name: String, color: String?, entryCount: String) {
        self.name = name
        self.color = color
        self.entryCount = entryCount
    }

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
