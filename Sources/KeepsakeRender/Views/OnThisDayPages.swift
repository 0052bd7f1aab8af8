import KeepsakeCore
import Mustache

/// One day of the year across the years: what was written on every April 5th, newest year first.
struct OnThisDayPage: MustacheParent, Sendable {
    struct Year: MustacheParent, Sendable {
        let year: Int
        let items: [EntryView]
        func child(named key: String) -> Any? {
            switch key {
            case "year": year
            case "items": items
            case "id": "year-\(year)"
            default: nil
            }
        }
    }

    let frame: PageFrame
    let heading: String
    let years: [Year]
    let indexURL: String

    func child(named key: String) -> Any? {
        switch key {
        case "heading": heading
        case "years": years
        case "indexURL": indexURL
        default: frame.child(named: key)
        }
    }
}

/// Every day of the year something was written on, month by month; days written in more than
/// one year stand out. The theme's script marks today's date.
struct OnThisDayIndexPage: MustacheParent, Sendable {
    struct Day: MustacheParent, Sendable {
        let key: String
        let url: String
        let label: String
        let years: String
        let isRepeated: Bool
        func child(named name: String) -> Any? {
            switch name {
            case "key": key
            case "url": url
            case "label": label
            case "years": years
            case "isRepeated": isRepeated
            default: nil
            }
        }
    }

    struct Month: MustacheParent, Sendable {
        let name: String
        let days: [Day]
        func child(named key: String) -> Any? {
            switch key {
            case "name": name
            case "days": days
            default: nil
            }
        }
    }

    let frame: PageFrame
    let months: [Month]

    func child(named key: String) -> Any? {
        switch key {
        case "months": months
        case "hasDays": !months.isEmpty
        default: frame.child(named: key)
        }
    }
}
