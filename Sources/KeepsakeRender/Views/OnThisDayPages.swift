import KeepsakeCore
import KeepsakeTemplates

/// One day of the year across the years: what was written on every April 5th, newest year first.
struct OnThisDayPage: ViewRecord, PageView {
    struct Year: ViewRecord, NamedView {
        let year: Int
        let items: [EntryView]

        static let names: ViewNames<Self> = [
            "year": .value { .init($0.year) }, "items": .list { $0.items }, "id": .value { .init("year-\($0.year)") },
        ]
    }

    let frame: PageFrame
    let heading: String
    let years: [Year]
    let indexURL: String

    static let names: ViewNames<Self> = [
        "heading": .value { .init($0.heading) }, "years": .list { $0.years },
        "indexURL": .value { .init($0.indexURL) },
    ]
}

/// Every day of the year something was written on, month by month; days written in more than
/// one year stand out. The theme's script marks today's date.
struct OnThisDayIndexPage: ViewRecord, PageView {
    struct Day: ViewRecord, NamedView {
        let key: String
        let url: String
        let label: String
        let years: String
        let isRepeated: Bool

        static let names: ViewNames<Self> = [
            "key": .value { .init($0.key) },
            "url": .value { .init($0.url) },
            "label": .value { .init($0.label) },
            "years": .value { .init($0.years) },
            "isRepeated": .value { .init($0.isRepeated) },
        ]
    }

    struct Month: ViewRecord, NamedView {
        let name: String
        let days: [Day]

        static let names: ViewNames<Self> = ["name": .value { .init($0.name) }, "days": .list { $0.days }]
    }

    let frame: PageFrame
    let months: [Month]

    static let names: ViewNames<Self> = [
        "months": .list { $0.months }, "hasDays": .value { .init(!$0.months.isEmpty) },
    ]
}
