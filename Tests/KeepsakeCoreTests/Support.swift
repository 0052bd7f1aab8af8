import Foundation
import Testing

@testable import KeepsakeCore

/// Shared fixtures: a small decoration catalog, diary configs, parsers and entries built by hand.
enum Fixture {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let utc = TimeZone(identifier: "UTC")!

    static let catalog = DecorationCatalog(
        palette: [
            DiaryColor(name: "peach", hex: "#FFCBA4"),
            DiaryColor(name: "mint", hex: "#b8e0d2"),
            DiaryColor(name: "ink", hex: "#222233"),
        ],
        stickers: [
            .init(name: "heart", file: "stickers/heart.svg", labels: ["en": "Heart", "ko": "하트"]),
            .init(name: "star", file: "stickers/star.svg", labels: ["en": "Star"]),
            .init(name: "cloud", file: "stickers/cloud.svg", labels: [:]),
        ],
        moods: [
            .init(name: "happy", emoji: "😊", tone: .positive, labels: [:]),
            .init(name: "calm", emoji: "😌", tone: .positive, labels: [:]),
            .init(name: "sad", emoji: "😢", tone: .negative, labels: [:]),
        ],
        weather: [
            .init(name: "sunny", icon: "weather/sunny.svg", labels: [:]),
            .init(name: "rainy", icon: "weather/rainy.svg", labels: [:]),
            .init(name: "cloudy", icon: "weather/cloudy.svg", labels: [:]),
            .init(name: "snowy", icon: "weather/snowy.svg", labels: [:]),
        ])

    static let members = [
        Member(id: "minji", name: "민지", color: DiaryColor(name: "peach", hex: "#ffcba4")),
        Member(id: "jun", name: "Jun", color: nil),
    ]

    static func config(
        timeZone: TimeZone = seoul, deletedEntries: DiaryConfig.DeletedEntries = .trace
    ) -> DiaryConfig {
        DiaryConfig(
            title: "Test Diary", language: "ko", timeZone: timeZone, deletedEntries: deletedEntries,
            members: members)
    }

    /// Files that exist next to the entries in `Content/entries/2024/05/`.
    static let files: Set<String> = [
        "Content/entries/2024/05/2024-05-03-picnic.md",
        "Content/entries/2024/05/photos/picnic.jpg",
        "Content/entries/2024/05/photos/blossom close.jpg",
        "Content/media/shared.png",
    ]

    static let entryPath = "Content/entries/2024/05/2024-05-03-picnic.md"

    static func parser(timeZone: TimeZone = seoul, files: Set<String> = files) -> EntryParser {
        EntryParser(config: config(timeZone: timeZone), catalog: catalog, files: files)
    }

    /// Parses `text` as the entry at `path`.
    static func parse(_ text: String, path: String = entryPath, timeZone: TimeZone = seoul) -> (Entry?, [Diagnostic]) {
        parser(timeZone: timeZone).parse(path: path, text: text)
    }

    /// A date that must parse.
    static func date(_ text: String, in zone: TimeZone = seoul) -> DiaryDate {
        switch DiaryDateParser(timeZone: zone).parse(text) {
        case .success(let date): return date
        case .failure(let problem): fatalError("fixture date \(text): \(problem)")
        }
    }

    /// A hand-made entry for assembly tests.
    static func entry(
        _ slug: String, _ date: String, source: String? = nil, draft: Bool = false, deleted: Bool = false,
        zone: TimeZone = seoul
    ) -> Entry {
        let when = Fixture.date(date, in: zone)
        let card = EntryCard(
            source: source ?? "Content/entries/\(when.isoDay)-\(slug).md", slug: slug, date: when, isDraft: draft,
            isDeleted: deleted)
        return Entry(card: card, bodyHTML: "")
    }
}

extension Array where Element == Diagnostic {
    /// Each diagnostic's full text (`path:line:col: severity: message` plus hint), in file order.
    var texts: [String] { sorted().map(\.description) }
    /// Only the first lines, in file order.
    var headlines: [String] { sorted().map(\.headline) }
}
