import KeepsakeCore
import KeepsakeTemplates

/// One day of the year across the years: what was written on every April 5th, newest year first.
struct OnThisDayPage: TemplateObject, Sendable {
    struct Year: TemplateObject, Sendable {
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
}

/// Every day of the year something was written on, month by month; days written in more than
/// one year stand out. The theme's script marks today's date.
struct OnThisDayIndexPage: TemplateObject, Sendable {
    struct Day: TemplateObject, Sendable {
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
    }

    struct Month: TemplateObject, Sendable {
        let name: String
        let days: [Day]
        func value(named key: String) -> TemplateValue {
            switch key {
            case "name": .init(name)
            case "days": .init(days)
            default: .missing
            }
        }
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
}
