import KeepsakeCore
import KeepsakeTemplates

/// The front page or a month page, in the polaroid or the grid layout.
struct ListPage: ViewRecord {
    let frame: PageFrame
    let isGrid: Bool
    let polaroidURL: String
    let gridURL: String
    let cover: CoverView?
    let months: [MonthView]
    /// For the archive list (front page) or month navigation.
    let allMonths: [LinkView]
    let olderMonth: LinkView?
    let newerMonth: LinkView?
    let isEmpty: Bool
    /// Month pages only.
    var calendar: CalendarView? = nil
    var moodChart: MoodChartView? = nil

    func value(named name: String) -> TemplateValue {
        switch name {
        case "isGrid": .init(isGrid)
        case "layoutClass": .init(isGrid ? "layout-grid" : "layout-polaroid")
        case "polaroidURL": .init(polaroidURL)
        case "gridURL": .init(gridURL)
        case "cover": .init(cover)
        case "months": .init(months)
        case "allMonths": .init(allMonths)
        case "hasArchive": .init(!allMonths.isEmpty)
        case "olderMonth": .init(olderMonth)
        case "newerMonth": .init(newerMonth)
        case "isEmpty": .init(isEmpty)
        case "calendar": .init(calendar)
        case "moodChart": .init(moodChart)
        default: frame.value(named: name)
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["isGrid", "layoutClass", "polaroidURL", "gridURL", "hasArchive", "isEmpty"],
        [
            "cover": .object { CoverView.schema }, "months": .list { MonthView.schema },
            "allMonths": .list { LinkView.schema }, "olderMonth": .object { LinkView.schema },
            "newerMonth": .object { LinkView.schema }, "calendar": .object { CalendarView.schema },
            "moodChart": .object { MoodChartView.schema },
        ])
}

/// An entry's own page.
struct EntryPage: ViewRecord {
    let frame: PageFrame
    let entry: EntryView
    let monthLink: LinkView
    let older: LinkView?
    let newer: LinkView?
    let comments: [CommentView]
    let commentCount: String?
    /// Entries written on the same day in other years.
    let onThisDay: [LinkView]
    /// "All 42 entries of this day" when the aside shows only the first `onThisDayLimit`.
    let onThisDayMore: String?
    let onThisDayURL: String

    /// At most this many entries of the same day in other years, newest first, on an entry's page.
    static let onThisDayLimit = 10

    func value(named name: String) -> TemplateValue {
        switch name {
        case "entry": .init(entry)
        case "month": .init(monthLink)
        case "older": .init(older)
        case "newer": .init(newer)
        case "comments": .init(comments)
        case "hasComments": .init(!comments.isEmpty)
        case "commentCount": .init(commentCount)
        case "commentTotal": .init(entry.entry.commentCount)
        case "onThisDay": .init(onThisDay)
        case "hasOnThisDay": .init(!onThisDay.isEmpty)
        case "onThisDayMore": .init(onThisDayMore)
        case "onThisDayURL": .init(onThisDayURL)
        default: frame.value(named: name)
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["hasComments", "commentCount", "commentTotal", "hasOnThisDay", "onThisDayMore", "onThisDayURL"],
        [
            "entry": .object { EntryView.schema }, "month": .object { LinkView.schema },
            "older": .object { LinkView.schema }, "newer": .object { LinkView.schema },
            "comments": .list { CommentView.schema }, "onThisDay": .list { LinkView.schema },
        ])
}

/// The page servers show for a missing address.
struct NotFoundPage: ViewRecord {
    let frame: PageFrame

    func value(named name: String) -> TemplateValue { frame.value(named: name) }

    /// No names of its own: the frame answers them all.
    static let schema: TemplateSchema = TemplateSchema([:])
}

/// A tag's page: its entries as a grid of cards grouped by month, `pageSize` to a page.
struct TagPage: ViewRecord {
    static let pageSize = 60

    let frame: PageFrame
    let name: String
    let count: String
    let months: [MonthView]
    /// `2 / 5` when the tag has more than one page.
    let pageLabel: String?
    let older: String?
    let newer: String?

    /// The entries on page `page` (from 0), newest first.
    static func items(of tag: TagSection, page: Int) -> [Entry] {
        Array(tag.entries.dropFirst(page * pageSize).prefix(pageSize))
    }

    static func pageCount(of tag: TagSection) -> Int {
        max(1, (tag.entryCount + pageSize - 1) / pageSize)
    }

    /// `tags/봄/`, then `tags/봄/page/2/`, …
    static func folder(of tag: TagSection, page: Int) -> String {
        page == 0 ? tag.sitePath : tag.sitePath + "page/\(page + 1)/"
    }

    func value(named key: String) -> TemplateValue {
        switch key {
        case "name": .init(name)
        case "count": .init(count)
        case "isGrid": .init(true)
        case "months": .init(months)
        case "pageLabel": .init(pageLabel)
        case "older": .init(older)
        case "newer": .init(newer)
        case "hasPages": .init(older != nil || newer != nil)
        default: frame.value(named: key)
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["name", "count", "isGrid", "pageLabel", "older", "newer", "hasPages"],
        ["months": .list { MonthView.schema }])
}

/// Every tag with its number of entries, the most used first.
struct TagIndexPage: ViewRecord {
    let frame: PageFrame
    let tags: [LinkView]

    func value(named key: String) -> TemplateValue {
        switch key {
        case "tags": .init(tags)
        case "hasTags": .init(!tags.isEmpty)
        default: frame.value(named: key)
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: ["hasTags"], ["tags": .list { LinkView.schema }])
}
