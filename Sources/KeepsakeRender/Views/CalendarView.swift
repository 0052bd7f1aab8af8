import KeepsakeCore
import KeepsakeTemplates

/// A month as a calendar grid: weeks starting on the diary's first weekday, each written day
/// showing the mood of its first entry and linking to it, with a count when there were more.
final class CalendarView: TemplateObject, NamedView {
    struct Weekday: ViewRecord, NamedView {
        let short: String
        let name: String

        static let names: ViewNames<Self> = ["short": .value { .init($0.short) }, "name": .value { .init($0.name) }]
    }

    struct Day: ViewRecord, NamedView {
        /// `nil` for the blank cells before the 1st and after the last day.
        let number: Int?
        var url: String? = nil
        var emoji: String? = nil
        /// `+2` when the day has three entries.
        var more: String? = nil
        /// Read by screen readers: the date, the first entry's title and mood, the count.
        var label = ""
        var isWeekend = false

        static let names: ViewNames<Self> = [
            "number": .value { .init($0.number) },
            "isBlank": .value { .init($0.number == nil) },
            "url": .value { .init($0.url) },
            "written": .value { .init($0.url != nil) },
            "emoji": .value { .init($0.emoji) },
            "more": .value { .init($0.more) },
            "label": .value { .init($0.label) },
            "isWeekend": .value { .init($0.isWeekend) },
        ]
    }

    struct Week: ViewRecord, NamedView {
        let days: [Day]

        static let names: ViewNames<Self> = ["days": .list { $0.days }]
    }

    let caption: String
    let weekdays: [Weekday]
    let weeks: [Week]

    init(_ section: MonthSection, diary: Diary, language: Language, links: Links) {
        let (key, start) = (section.key, diary.config.weekStart)
        caption = language.monthHeading(key)
        weekdays = (0..<7).map { offset in
            let index = (start - 1 + offset) % 7
            return Weekday(short: language.weekdaysShort[index], name: language.weekdays[index])
        }
        // The first entry written on each day (items are newest first) and how many there were.
        let byDay = Dictionary(grouping: section.items.filter { !$0.isDeleted }, by: \.date.day)
        let days = CalendarMath.daysIn(month: key.month, year: key.year)
        let lead = (CalendarMath.weekday(year: key.year, month: key.month, day: 1) - start + 7) % 7
        let blank = Day(number: nil)
        var cells = Array(repeating: blank, count: lead)
        for day in 1...days {
            let weekday = CalendarMath.weekday(year: key.year, month: key.month, day: day)
            let isWeekend = weekday == 1 || weekday == 7
            let date = language.format(year: key.year, month: key.month, day: day, as: "date")
            let written = (byDay[day] ?? []).sorted { ($0.date.instant, $0.slug) < ($1.date.instant, $1.slug) }
            guard let first = written.first else {
                cells.append(Day(number: day, label: date, isWeekend: isWeekend))
                continue
            }
            let mood = first.mood.flatMap(diary.catalog.mood(named:))
            var label = date + ": " + (first.title ?? language.string("untitled"))
            if let mood {
                label += " (" + DecorationCatalog.label(mood.labels, language.code, fallback: mood.name) + ")"
            }
            if written.count > 1 { label += ", " + language.count("entries", written.count) }
            cells.append(
                Day(
                    number: day, url: links.page(first.sitePath), emoji: mood?.emoji,
                    more: written.count > 1 ? "+\(written.count - 1)" : nil, label: label, isWeekend: isWeekend))
        }
        while cells.count % 7 != 0 { cells.append(blank) }
        weeks = stride(from: 0, to: cells.count, by: 7).map { Week(days: Array(cells[$0..<$0 + 7])) }
    }

    static let names: ViewNames<CalendarView> = [
        "caption": .value { .init($0.caption) }, "weekdays": .list { $0.weekdays }, "weeks": .list { $0.weeks },
    ]
}
