import KeepsakeCore

/// Day One's weather onto the default theme's ten kinds: `weatherCode` (else `conditionsDescription`
/// spelled as a code: `Mostly Cloudy` → `mostly-cloudy`), without a `-night`/`-day` end, in `kinds`.
enum DayOneWeather {
    /// Every code Day One's weather services are seen to write, and a few more of theirs, by kind.
    /// Clear nights are `sunny` (the theme has no night kinds); `fair` is Day One's "Mostly Sunny".
    static let kinds: [String: String] = [
        "clear": "sunny", "sunny": "sunny", "mostly-clear": "sunny", "mostly-sunny": "sunny", "fair": "sunny",
        "partly-cloudy": "partly-cloudy", "partly-sunny": "partly-cloudy", "partly-clear": "partly-cloudy",
        "mostly-cloudy": "cloudy", "cloudy": "cloudy", "overcast": "cloudy",
        "rain": "rainy", "rainy": "rainy", "showers": "rainy", "drizzle": "rainy", "light-rain": "rainy",
        "heavy-rain": "rainy", "freezing-rain": "rainy", "freezing-drizzle": "rainy", "scattered-showers": "rainy",
        "thunderstorm": "stormy", "thunderstorms": "stormy", "tstorms": "stormy", "scattered-thunderstorms": "stormy",
        "isolated-thunderstorms": "stormy", "hail": "stormy", "tornado": "stormy", "hurricane": "stormy",
        "tropical-storm": "stormy",
        "snow": "snowy", "snowy": "snowy", "flurries": "snowy", "light-snow": "snowy", "heavy-snow": "snowy",
        "snow-showers": "snowy", "blowing-snow": "snowy", "blizzard": "snowy", "sleet": "snowy",
        "wintry-mix": "snowy", "rain-snow": "snowy",
        "wind": "windy", "windy": "windy", "breezy": "windy",
        "fog": "foggy", "foggy": "foggy", "mist": "foggy", "haze": "foggy", "smoke": "foggy", "dust": "foggy",
        "hot": "hot", "cold": "cold", "frigid": "cold",
    ]

    /// The weather as the theme shows it, or (a code the table lacks) `nil` with what Day One said kept
    /// for `extra.weather`, and the note saying so.
    static func reading(_ weather: DayOneWeatherJSON) -> (weather: ImportedWeather?, extra: CustomValue?, note: String?)
    {
        let temperature = weather.temperatureCelsius.flatMap { abs($0) < 1000 ? Int($0.rounded()) : nil }
        for spelling in [weather.weatherCode, weather.conditionsDescription] {
            if let spelling, let kind = kinds[code(spelling)] {
                return (ImportedWeather(kind: kind, temperature: temperature), nil, nil)
            }
        }
        var fields: [CustomField] = []
        if let code = weather.weatherCode { fields.append(CustomField(key: "code", value: .text(code))) }
        if let description = weather.conditionsDescription {
            fields.append(CustomField(key: "conditions", value: .text(description)))
        }
        if let temperature { fields.append(CustomField(key: "temperature", value: .text(String(temperature)))) }
        guard !fields.isEmpty else { return (nil, nil, nil) }
        let said = weather.weatherCode ?? weather.conditionsDescription ?? "no conditions"
        return (nil, .table(fields), "weather \"\(said)\" has no kind in the theme, kept under extra.weather")
    }

    /// `Mostly Cloudy` and `mostly-cloudy-night` → `mostly-cloudy`.
    static func code(_ spelling: String) -> String {
        var code = spelling.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" }).joined(separator: "-")
        for end in ["-night", "-day"] where code.hasSuffix(end) { code.removeLast(end.count) }
        return code
    }
}
