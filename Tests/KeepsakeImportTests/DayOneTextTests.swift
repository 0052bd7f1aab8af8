import Foundation
import KeepsakeCore
import Testing

@testable import KeepsakeImport

/// The parts of a Day One entry's reading that are plain functions: escapes, the title, weather, dates.
@Suite struct DayOneTextTests {
    /// Day One's text, and what the body keeps of its escapes.
    static let escapes: [(String, String)] = [
        (#"Cairns here we come\. Gud nit canberra\."#, "Cairns here we come. Gud nit canberra."),
        (#"Wow\! Really\!"#, "Wow! Really!"),
        (#"a river\-side walk \- and back"#, "a river-side walk - and back"),
        (#"1\. not a list"#, #"1\. not a list"#),
        (#"5\.2 km, in 2024\."#, #"5\.2 km, in 2024\."#),
        (#"wait\.\.\. and\.\."#, #"wait\.\.\. and\.\."#),
        (#"\- not a list"#, #"\- not a list"#),
        (#"> \- quoted, not a list"#, #"> \- quoted, not a list"#),
        (#"\-\-\-"#, #"\-\-\-"#),
        (#"a \-\- b"#, #"a \-\- b"#),
        (#"\![not](an image)"#, #"\![not](an image)"#),
        (#"<\!-- not a comment -->"#, #"<\!-- not a comment -->"#),
        (#"`code \. span` \."#, #"`code \. span` ."#),
        (#"``a ` \. b`` \."#, #"``a ` \. b`` ."#),
        (#"\`not code\.\`"#, #"\`not code.\`"#),
        (#"\\. stays a backslash and a period"#, #"\\. stays a backslash and a period"#),
        (#"See <https://example.com/a\.b> \."#, #"See <https://example.com/a\.b> ."#),
        (#"<https://example.com/> starts an HTML-like line\."#, #"<https://example.com/> starts an HTML-like line\."#),
        (##"\(kept\) \[kept\] \*kept\* \#kept"##, ##"\(kept\) \[kept\] \*kept\* \#kept"##),
        ("```\ncode \\. here\n```\nafter\\.", "```\ncode \\. here\n```\nafter."),
        ("~~~~\n```\nstill code \\.\n~~~~\nout\\.", "~~~~\n```\nstill code \\.\n~~~~\nout."),
        ("    indented code \\.", "    indented code \\."),
        ("<div>html \\.</div>", "<div>html \\.</div>"),
        ("Setext\n\\-\\-\\-", "Setext\n\\-\\-\\-"),
        ("- item one\\.\n- item two\\!", "- item one.\n- item two!"),
    ]

    @Test(arguments: escapes) func undoesOnlyEscapesThatChangeNothing(text: String, expected: String) {
        #expect(DayOneEscapes.undone(text) == expected)
    }

    /// What Keepsake renders (CommonMark with smart punctuation) is the same with Day One's escapes
    /// and without those undone.
    @Test(arguments: escapes) func rendersAsDayOneWroteIt(text: String, expected: String) {
        #expect(CommonMark.render(DayOneEscapes.undone(text)) == CommonMark.render(text))
    }

    @Test func rendersTheFixtureAsDayOneWroteIt() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "Fixtures/dayone/export/Journal.json")
        let journal = try JSONDecoder().decode(DayOneJournalJSON.self, from: Data(contentsOf: url))
        let texts = journal.entries.compactMap { $0.value?.text }
        #expect(texts.count == 5)
        for text in texts { #expect(CommonMark.render(DayOneEscapes.undone(text)) == CommonMark.render(text)) }
    }

    @Test func takesTheTitleFromAHeadingFirst() {
        #expect(DayOneTitle.split("# Picnic\n\nBody") == ("Picnic", "Body"))
        #expect(DayOneTitle.split("\n## Picnic ##\nBody\n\nMore") == ("Picnic", "Body\n\nMore"))
        #expect(DayOneTitle.split(##"# Gud nit canberra\. \#1"##) == ("Gud nit canberra. #1", ""))
        #expect(DayOneTitle.split("#Hashtag first\nBody") == (nil, "#Hashtag first\nBody"))
        #expect(DayOneTitle.split("Plain first line\nBody") == (nil, "Plain first line\nBody"))
        #expect(DayOneTitle.split("    # indented code") == (nil, "    # indented code"))
        #expect(DayOneTitle.split("#\nBody") == (nil, "Body"))
        #expect(DayOneTitle.split("") == (nil, ""))
    }

    @Test func mapsDayOneWeatherOntoTheThemesKinds() {
        let read = { (code: String?, description: String?) in
            DayOneWeather.reading(DayOneWeatherJSON(weatherCode: code, conditionsDescription: description)).weather?
                .kind
        }
        #expect(read("clear-night", nil) == "sunny")
        #expect(read("fair", "Mostly Sunny") == "sunny")
        #expect(read("partly-cloudy-day", nil) == "partly-cloudy")
        #expect(read("mostly-cloudy-night", nil) == "cloudy")
        #expect(read("cloudy-night", nil) == "cloudy")
        #expect(read("rain", nil) == "rainy")
        #expect(read("thunderstorm", nil) == "stormy")
        #expect(read("sleet", nil) == "snowy")
        #expect(read("wind", nil) == "windy")
        #expect(read("fog", nil) == "foggy")
        #expect(read(nil, "Heavy Snow") == "snowy")
        #expect(read("no-such-code", "Overcast") == "cloudy")
        #expect(Set(DayOneWeather.kinds.values) == Self.themeKinds())
    }

    @Test func roundsTheTemperatureAndKeepsWhatHasNoKind() {
        let known = DayOneWeather.reading(DayOneWeatherJSON(weatherCode: "rain", temperatureCelsius: -0.5))
        #expect(
            known.weather == ImportedWeather(kind: "rainy", temperature: -1) && known.extra == nil && known.note == nil)
        let unknown = DayOneWeather.reading(DayOneWeatherJSON(temperatureCelsius: 21.4))
        #expect(unknown.weather == nil)
        #expect(unknown.extra == .table([CustomField(key: "temperature", value: .text("21"))]))
        #expect(unknown.note == "weather \"no conditions\" has no kind in the theme, kept under extra.weather")
        #expect(DayOneWeather.reading(DayOneWeatherJSON()) == (nil, nil, nil))
    }

    @Test func readsCreationDatesInTheirZone() {
        let reading = { DayOneDate.reading(creationDate: $0, timeZone: $1, isAllDay: false) }
        #expect(reading("2024-05-04T02:30:00Z", "America/Los_Angeles")?.date.written == "2024-05-03 19:30")
        #expect(reading("2024-05-03T15:00:00Z", "Asia/Seoul")?.date.written == "2024-05-04 00:00")
        #expect(reading("2024-05-03T15:00:07.250Z", "Asia/Seoul")?.date.written == "2024-05-04 00:00:07")
        #expect(reading("2024-05-03T12:00:00+09:00", "Europe/Berlin")?.date.written == "2024-05-03 05:00")
        #expect(reading("2024-01-15T12:00:00Z", "Europe/Berlin")?.date.written == "2024-01-15 13:00")
        #expect(reading("2024-05-03T12:00:00Z", "Asia/Seoul")?.zone == "Asia/Seoul")
        #expect(reading("2024-02-30T12:00:00Z", "Asia/Seoul") == nil)
        #expect(reading("3 May 2024", "Asia/Seoul") == nil)
    }

    /// The kinds the default theme draws, one SVG each.
    static func themeKinds() -> Set<String> {
        let weather = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Themes/default/weather").standardized
        let files = (try? FileManager.default.contentsOfDirectory(atPath: weather.path)) ?? []
        return Set(files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
    }
}
