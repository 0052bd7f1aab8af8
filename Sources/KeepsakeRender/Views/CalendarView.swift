import KeepsakeCore
import KeepsakeTemplates

/// A month as a calendar grid: weeks starting on the diary's first weekday, each written day
/// showing the mood of its first entry and linking to it, with a count when there were more.
final class CalendarView: TemplateObject, Sendable {
    struct Weekday: ViewRecord {
        let short: String
        let name: String

        func value(named key: String) -> TemplateValue {
            switch key {
            case "short": .init(short)
            case "name": .init(name)
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(values: ["short", "name"])
    }

    struct Day: ViewRecord {
        /// `nil` for the blank cells before the 1st and after the last day.
        let number: Int?
        var url: String? = nil
        var emoji: String? = nil
        /// `+2` when the day has three entries.
        var more: String? = nil
        /// Read by screen readers: the date, the first entry's title and mood, the count.
        var label = ""
        var isWeekend = false

        func value(named key: String) -> TemplateValue {
            switch key {
            case "number": .init(number)
            case "isBlank": .init(number == nil)
            case "url": .init(url)
            case "written": .init(url != nil)
            case "emoji": .init(emoji)
            case "more": .init(more)
            case "label": .init(label)
            case "isWeekend": .init(isWeekend)
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(values: [
            "number", "isBlank", "url", "written", "emoji", "more", "label", "isWeekend",
        ])
    }

    struct Week: ViewRecord {
        let days: [Day]

        func value(named key: String) -> TemplateValue { key == "days" ? .init(days) : .missing }

        static let schema: TemplateSchema = TemplateSchema(["days": .list { CalendarView.Day.schema }])
    }

    let caption: String
    let weekdays: [Weekday]
    let weeks: [Week]

    init(_ section: MonthSection, diary: Diary, language: Language, links: Links) {
        let key = section.key
        let start = diary.config.weekStart
        caption = language.monthHeading(key)
        weekdays = (0..<7).map { offset in
            let index = (start - 1 + offset) % 7
            return Weekday(short: language.weekdaysShort[index], name: language.weekdays[index])
        }
        // The first entry written on each day (items are newest first) and how many there were.
        var byDay: [Int: [Entry]] = [:]
        for entry in section.items where !entry.isDeleted { byDay[entry.date.day, default: []].append(entry) }
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

    func value(named key: String) -> TemplateValue {
        switch key {
        case "caption": .init(caption)
        case "weekdays": .init(weekdays)
        case "weeks": .init(weeks)
        default: .missing
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["caption"], ["weekdays": .list { Weekday.schema }, "weeks": .list { Week.schema }])
}
