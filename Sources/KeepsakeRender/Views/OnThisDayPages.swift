import KeepsakeCore
import KeepsakeTemplates

/// One day of the year across the years: what was written on every April 5th, newest year first.
final class OnThisDayPage: TemplateObject, Sendable {
    final class Year: TemplateObject, Sendable {
        let year: Int
        let items: [EntryView]

        init(year: Int, items: [EntryView]) {
            self.year = year
            self.items = items
        }
        func value(named key: String) -> TemplateValue {
            switch key {
            case "year": .init(year)
            case "items": .init(items)
            case "id": .init("year-\(year)")
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(
            values: ["year", "id"], ["items": .list { EntryView.schema }])
    }

    let frame: PageFrame
    let heading: String
    let years: [Year]
    let indexURL: String

    init(frame: PageFrame, heading: String, years: [Year], indexURL: String) {
        self.frame = frame
        self.heading = heading
        self.years = years
        self.indexURL = indexURL
    }

    func value(named key: String) -> TemplateValue {
        switch key {
        case "heading": .init(heading)
        case "years": .init(years)
        case "indexURL": .init(indexURL)
        default: frame.value(named: key)
        }
    }

    static let schema: TemplateSchema = TemplateSchema(
        values: ["heading", "indexURL"], ["years": .list { Year.schema }])
}

/// Every day of the year something was written on, month by month; days written in more than
/// one year stand out. The theme's script marks today's date.
final class OnThisDayIndexPage: TemplateObject, Sendable {
    final class Day: TemplateObject, Sendable {
        let key: String
        let url: String
        let label: String
        let years: String
        let isRepeated: Bool

        init(key: String, url: String, label: String, years: String, isRepeated: Bool) {
            self.key = key
            self.url = url
            self.label = label
            self.years = years
            self.isRepeated = isRepeated
        }
        func value(named name: String) -> TemplateValue {
            switch name {
            case "key": .init(key)
            case "url": .init(url)
            case "label": .init(label)
            case "years": .init(years)
            case "isRepeated": .init(isRepeated)
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(values: ["key", "url", "label", "years", "isRepeated"])
    }

    final class Month: TemplateObject, Sendable {
        let name: String
        let days: [Day]

        init(name: String, days: [Day]) {
            self.name = name
            self.days = days
        }
        func value(named key: String) -> TemplateValue {
            switch key {
            case "name": .init(name)
            case "days": .init(days)
            default: .missing
            }
        }

        static let schema: TemplateSchema = TemplateSchema(
            values: ["name"], ["days": .list { OnThisDayIndexPage.Day.schema }])
    }

    let frame: PageFrame
    let months: [Month]

    init(frame: PageFrame, months: [Month]) {
        self.frame = frame
        self.months = months
    }

    func value(named key: String) -> TemplateValue {
        switch key {
        case "months": .init(months)
        case "hasDays": .init(!months.isEmpty)
        default: frame.value(named: key)
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: ["hasDays"], ["months": .list { Month.schema }])
}
