import KeepsakeCore
import KeepsakeTemplates

/// One day of the year across the years: what was written on every April 5th, newest year first.
struct OnThisDayPage: ViewRecord {
    struct Year: ViewRecord {
        let year: Int
        let items: [EntryView]

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
struct OnThisDayIndexPage: ViewRecord {
    struct Day: ViewRecord {
        let key: String
        let url: String
        let label: String
        let years: String
        let isRepeated: Bool

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

    struct Month: ViewRecord {
        let name: String
        let days: [Day]

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

    func value(named key: String) -> TemplateValue {
        switch key {
        case "months": .init(months)
        case "hasDays": .init(!months.isEmpty)
        default: frame.value(named: key)
        }
    }

    static let schema: TemplateSchema = TemplateSchema(values: ["hasDays"], ["months": .list { Month.schema }])
}
