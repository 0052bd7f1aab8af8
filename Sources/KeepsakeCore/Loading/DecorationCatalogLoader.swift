/// Reads a theme's `theme.yaml` into a `DecorationCatalog`.
public enum DecorationCatalogLoader {
    /// - Parameter base: a catalog this file adds to: its entries replace those of the same name, the
    /// others are added, and a section it does not give stays as it is (a diary's `Themes/default/theme.yaml`).
    public static func load(_ text: String, path: String, over base: DecorationCatalog? = nil) -> (
        DecorationCatalog?, [Diagnostic]
    ) {
        let root: YAMLNode
        switch YAMLSource.compose(text, path: path, firstLine: 1) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(nil): return (nil, [.error(at: SourceLocation(path: path, line: 1), "theme.yaml is empty")])
        case .success(let node?): root = node
        }
        var fields = FieldReader(
            root, path: path, firstLine: 1, known: ["name", "description", "palette", "stickers", "moods", "weather"],
            what: "theme.yaml")
        let palette = pairs(fields.node("palette"), &fields, what: "palette").compactMap { name, value -> DiaryColor? in
            guard let hex = value.scalar?.string, DiaryColor.isHex(hex) else {
                fields.error(at: value, "palette colour \"\(name)\" must be \"#RRGGBB\"")
                return nil
            }
            return DiaryColor(name: name, hex: hex)
        }
        let stickers = pairs(fields.node("stickers"), &fields, what: "stickers").map { name, value in
            fields.nested(value, known: ["file", "label"], what: "sticker \"\(name)\"") { sticker in
                DecorationCatalog.Sticker(
                    name: name, file: sticker.string("file") ?? "stickers/\(name).svg", labels: labels(&sticker))
            }
        }
        let moods = self.moods(fields.node("moods"), &fields, extending: base)
        let weather = pairs(fields.node("weather"), &fields, what: "weather").map { name, value in
            fields.nested(value, known: ["icon", "label"], what: "weather \"\(name)\"") { kind in
                DecorationCatalog.WeatherKind(
                    name: name, icon: kind.string("icon") ?? "weather/\(name).svg", labels: labels(&kind))
            }
        }
        var catalog = DecorationCatalog(palette: palette, stickers: stickers, moods: moods, weather: weather)
        if let base {
            catalog = DecorationCatalog(
                palette: merged(base.palette, catalog.palette) { $0.name ?? $0.hex },
                stickers: merged(base.stickers, catalog.stickers, by: \.name),
                moods: merged(base.moods, catalog.moods, by: \.name),
                weather: merged(base.weather, catalog.weather, by: \.name))
        }
        return (fields.diagnostics.hasErrors ? nil : catalog, fields.diagnostics)
    }

    /// `base` in its order with each entry `over` names replaced, then the entries of `over` it lacks.
    private static func merged<Entry>(_ base: [Entry], _ over: [Entry], by name: (Entry) -> String) -> [Entry] {
        let replacing = Dictionary(over.map { (name($0), $0) }, uniquingKeysWith: { first, _ in first })
        let known = Set(base.map(name))
        return base.map { replacing[name($0)] ?? $0 } + over.filter { !known.contains(name($0)) }
    }

    /// A `moods:` mapping (`name: { emoji, tone, label }`). With `base`, a mood of the same name
    /// keeps whatever the mapping does not give (a diary overriding one label of a theme's mood),
    /// and a new mood must give its emoji.
    static func moods(
        _ node: YAMLNode?, _ fields: inout FieldReader, extending base: DecorationCatalog?
    ) -> [DecorationCatalog.Mood] {
        pairs(node, &fields, what: "moods").flatMap { name, value in
            fields.nested(value, known: ["emoji", "tone", "label"], what: "mood \"\(name)\"") {
                mood -> [DecorationCatalog.Mood] in
                let inherited = base?.mood(named: name)
                let tone =
                    mood.choice("tone", DecorationCatalog.Mood.Tone.init(rawValue:)) { _ in
                        ("tone must be `positive` or `negative`", nil)
                    } ?? inherited?.tone ?? .positive
                let emoji = mood.string("emoji") ?? inherited?.emoji
                if emoji == nil || emoji?.isEmpty == true, base != nil {
                    mood.report(
                        .error(
                            at: mood.mappingLocation, "mood \"\(name)\" has no emoji",
                            hint:
                                "a mood the theme does not have needs one: \(name): { emoji: \"🌱\", tone: positive, label: { en: …, ko: … } }"
                        ))
                    return []
                }
                let labels = (inherited?.labels ?? [:]).merging(self.labels(&mood)) { _, given in given }
                return [.init(name: name, emoji: emoji ?? "", tone: tone, labels: labels)]
            }
        }
    }

    /// The `name: value` pairs of a mapping section, in file order.
    static func pairs(_ node: YAMLNode?, _ fields: inout FieldReader, what: String) -> [(String, YAMLNode)] {
        guard let node else { return [] }
        guard let mapping = node.mapping else {
            fields.error(at: node, "\"\(what)\" must be a mapping of names")
            return []
        }
        return mapping.compactMap { pair in pair.key.string.map { ($0, pair.value) } }
    }

    /// `label: { en: Heart, ko: 하트 }`, or one label for every language.
    private static func labels(_ fields: inout FieldReader) -> [String: String] {
        guard let node = fields.node("label") else { return [:] }
        if let text = node.scalar?.string { return ["*": text] }
        var result: [String: String] = [:]
        for pair in node.mapping?.pairs ?? [] {
            if let language = pair.key.string, let text = pair.value.scalar?.string { result[language] = text }
        }
        return result
    }
}
