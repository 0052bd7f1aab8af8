import KeepsakeCore
import KeepsakeTemplates

/// What every page shows about the diary: its title, language, the theme's files and the main links.
/// Classes, this and the small views below: a template looks them up again and again, and a
/// struct would be copied into a new box (retaining each field) every time.
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
}

/// A link with its label, for previous/next and month lists.
final class LinkView: TemplateObject, Sendable {
    let url: String
    let label: String
    /// A second line, e.g. a date or an entry count.
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

    /// A sticker of an entry, on the page `links` makes addresses for.
    init(_ sticker: EntryFacts.Sticker, links: Links) {
        name = sticker.name
        src = links.file(encoded: sticker.encodedSource)
        label = sticker.label
        style = sticker.style
    }

    /// The placement as inline CSS: position, rotation and scale.
    static func style(of placement: StickerPlacement) -> String {
        style(
            x: CSSNumber.format(placement.x), y: CSSNumber.format(placement.y),
            rotate: CSSNumber.format(placement.rotate),
            scale: CSSNumber.format(placement.scale))
    }

    /// The inline CSS for numbers already formatted.
    static func style(x: String, y: String, rotate: String, scale: String) -> String {
        "left:\(x)%;top:\(y)%;--rotate:\(rotate)deg;--scale:\(scale)"
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
}

extension SiteView {
    /// The names `value(named:)` answers, and what each holds.
    /// A theme's templates are checked against them when it is loaded: a misspelt name is an error.
    static let schema: TemplateSchema = TemplateSchema([
        "title": .value,
        "subtitle": .value,
        "lang": .value,
        "root": .value,
        "stylesheet": .value,
        "script": .value,
        "home": .value,
        "gridHome": .value,
        "baseURL": .value,
        "tagsURL": .value,
        "statsURL": .value,
        "onThisDayURL": .value,
        "favicon": .value,
        "atomFeed": .value,
        "jsonFeed": .value,
    ])
}

extension LinkView {
    /// The names `value(named:)` answers, and what each holds.
    /// A theme's templates are checked against them when it is loaded: a misspelt name is an error.
    static let schema: TemplateSchema = TemplateSchema([
        "url": .value,
        "label": .value,
        "detail": .value,
    ])
}

extension StickerView {
    /// The names `value(named:)` answers, and what each holds.
    /// A theme's templates are checked against them when it is loaded: a misspelt name is an error.
    static let schema: TemplateSchema = TemplateSchema([
        "name": .value,
        "src": .value,
        "label": .value,
        "style": .value,
    ])
}

extension CoverView {
    /// The names `value(named:)` answers, and what each holds.
    /// A theme's templates are checked against them when it is loaded: a misspelt name is an error.
    static let schema: TemplateSchema = TemplateSchema([
        "summary": .value,
        "nextTurn": .value,
        "color": .value,
        "isLight": .value,
        "stickers": .list { StickerView.schema },
        "stickerLabels": .value,
        "members": .list { MemberView.schema },
        "hasMembers": .value,
    ])
}

extension MemberView {
    /// The names `value(named:)` answers, and what each holds.
    /// A theme's templates are checked against them when it is loaded: a misspelt name is an error.
    static let schema: TemplateSchema = TemplateSchema([
        "name": .value,
        "color": .value,
        "entryCount": .value,
    ])
}
