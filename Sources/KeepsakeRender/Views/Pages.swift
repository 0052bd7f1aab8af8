import KeepsakeCore
import Mustache

/// The front page or a month page, in the polaroid or the grid layout.
struct ListPage: MustacheParent, Sendable {
    let frame: PageFrame
    let isGrid: Bool
    let polaroidURL: String
    let gridURL: String
    let cover: CoverView?
    let months: [MonthView]
    /// Every month of the diary, for the archive list (front page) or month navigation.
    let allMonths: [LinkView]
    let olderMonth: LinkView?
    let newerMonth: LinkView?
    let isEmpty: Bool
    /// Month pages only.
    var calendar: CalendarView? = nil
    var moodChart: MoodChartView? = nil

    func child(named name: String) -> Any? {
        switch name {
        case "isGrid": isGrid
        case "layoutClass": isGrid ? "layout-grid" : "layout-polaroid"
        case "polaroidURL": polaroidURL
        case "gridURL": gridURL
        case "cover": cover
        case "months": months
        case "allMonths": allMonths
        case "hasArchive": !allMonths.isEmpty
        case "olderMonth": olderMonth
        case "newerMonth": newerMonth
        case "isEmpty": isEmpty
        case "calendar": calendar
        case "moodChart": moodChart
        default: frame.child(named: name)
        }
    }
}

/// An entry's own page.
struct EntryPage: MustacheParent, Sendable {
    let frame: PageFrame
    let entry: EntryView
    let monthLink: LinkView
    let older: LinkView?
    let newer: LinkView?
    let comments: [CommentView]
    let commentCount: String?
    /// Entries written on the same day in other years.
    let onThisDay: [LinkView]
    let onThisDayURL: String

    func child(named name: String) -> Any? {
        switch name {
        case "entry": entry
        case "month": monthLink
        case "older": older
        case "newer": newer
        case "comments": comments
        case "hasComments": !comments.isEmpty
        case "commentCount": commentCount
        case "commentTotal": entry.entry.comments?.count
        case "onThisDay": onThisDay
        case "hasOnThisDay": !onThisDay.isEmpty
        case "onThisDayURL": onThisDayURL
        default: frame.child(named: name)
        }
    }
}

/// The page servers show for a missing address.
struct NotFoundPage: MustacheParent, Sendable {
    let frame: PageFrame

    func child(named name: String) -> Any? { frame.child(named: name) }
}

/// A tag's page: its entries as a grid of cards grouped by month, `pageSize` to a page (a
/// collection to browse; a tag of a ten-year diary holds thousands of entries).
struct TagPage: MustacheParent, Sendable {
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
        Array(tag.months.lazy.flatMap(\.items).dropFirst(page * pageSize).prefix(pageSize))
    }

    static func pageCount(of tag: TagSection) -> Int {
        max(1, (tag.entryCount + pageSize - 1) / pageSize)
    }

    /// `tags/봄/`, then `tags/봄/page/2/`, …
    static func folder(of tag: TagSection, page: Int) -> String {
        page == 0 ? tag.sitePath : tag.sitePath + "page/\(page + 1)/"
    }

    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "count": count
        case "isGrid": true
        case "months": months
        case "pageLabel": pageLabel
        case "older": older
        case "newer": newer
        case "hasPages": older != nil || newer != nil
        default: frame.child(named: key)
        }
    }
}

/// Every tag with its number of entries, the most used first.
struct TagIndexPage: MustacheParent, Sendable {
    let frame: PageFrame
    let tags: [LinkView]

    func child(named key: String) -> Any? {
        switch key {
        case "tags": tags
        case "hasTags": !tags.isEmpty
        default: frame.child(named: key)
        }
    }
}
