import KeepsakeCore
import KeepsakeTemplates

/// The front page or a month page, in the polaroid or the grid layout.
struct ListPage: ViewRecord, PageView {
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

    static let names: ViewNames<Self> = [
        "isGrid": .value { .init($0.isGrid) },
        "layoutClass": .value { .init($0.isGrid ? "layout-grid" : "layout-polaroid") },
        "polaroidURL": .value { .init($0.polaroidURL) },
        "gridURL": .value { .init($0.gridURL) },
        "cover": .object { $0.cover },
        "months": .list { $0.months },
        "allMonths": .list { $0.allMonths },
        "hasArchive": .value { .init(!$0.allMonths.isEmpty) },
        "olderMonth": .object { $0.olderMonth },
        "newerMonth": .object { $0.newerMonth },
        "isEmpty": .value { .init($0.isEmpty) },
        "calendar": .object { $0.calendar },
        "moodChart": .object { $0.moodChart },
    ]
}

/// An entry's own page.
struct EntryPage: ViewRecord, PageView {
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

    static let names: ViewNames<Self> = [
        "entry": .object { $0.entry },
        "month": .object { $0.monthLink },
        "older": .object { $0.older },
        "newer": .object { $0.newer },
        "comments": .list { $0.comments },
        "hasComments": .value { .init(!$0.comments.isEmpty) },
        "commentCount": .value { .init($0.commentCount) },
        "commentTotal": .value { .init($0.entry.entry.commentCount) },
        "onThisDay": .list { $0.onThisDay },
        "hasOnThisDay": .value { .init(!$0.onThisDay.isEmpty) },
        "onThisDayMore": .value { .init($0.onThisDayMore) },
        "onThisDayURL": .value { .init($0.onThisDayURL) },
    ]
}

/// The page servers show for a missing address.
struct NotFoundPage: ViewRecord, PageView {
    let frame: PageFrame

    /// No names of its own: the frame answers them all.
    static let names: ViewNames<Self> = [:]
}

/// A tag's page: its entries as a grid of cards grouped by month, `pageSize` to a page.
struct TagPage: ViewRecord, PageView {
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

    static func pageCount(of tag: TagSection) -> Int { max(1, (tag.entryCount + pageSize - 1) / pageSize) }

    /// `tags/봄/`, then `tags/봄/page/2/`, …
    static func folder(of tag: TagSection, page: Int) -> String {
        page == 0 ? tag.sitePath : tag.sitePath + "page/\(page + 1)/"
    }

    static let names: ViewNames<Self> = [
        "name": .value { .init($0.name) },
        "count": .value { .init($0.count) },
        "isGrid": .value { _ in .init(true) },
        "months": .list { $0.months },
        "pageLabel": .value { .init($0.pageLabel) },
        "older": .value { .init($0.older) },
        "newer": .value { .init($0.newer) },
        "hasPages": .value { .init($0.older != nil || $0.newer != nil) },
    ]
}

/// Every tag with its number of entries, the most used first.
struct TagIndexPage: ViewRecord, PageView {
    let frame: PageFrame
    let tags: [LinkView]

    static let names: ViewNames<Self> = ["tags": .list { $0.tags }, "hasTags": .value { .init(!$0.tags.isEmpty) }]
}
