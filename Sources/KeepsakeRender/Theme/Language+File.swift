import KeepsakeCore

// Reading a theme's language file (`i18n/ko.yaml`) into a `Language`.

extension Language {
    /// The keys of a language file, every one of them required.
    static let keys = [
        "code", "name", "months", "months_short", "weekdays", "weekdays_short", "am", "pm", "formats", "counts",
        "strings",
    ]

    /// Reads a language file with every problem located: a missing or misspelt key, a wrong number of names, a
    /// value that is not text. From the YAML nodes, not `YAMLDecoder`, whose errors named coding keys, not lines.
    public static func load(_ text: String, origin: String) -> (Language?, [Diagnostic]) {
        let node: YAMLNode
        switch YAMLSource.compose(text, path: origin, firstLine: 1) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(nil): return (nil, [.error(at: SourceLocation(path: origin), "the language file is empty")])
        case .success(let composed?): node = composed
        }
        var fields = FieldReader(node, path: origin, firstLine: 1, known: keys, what: "a language file")
        let hint =
            "a language file has " + keys.map { "\($0):" }.joined(separator: ", ")
            + " (see the default theme's i18n/en.yaml)"
        var missing: [String] = []
        func present(_ key: String) -> YAMLNode? {
            let value = fields.node(key)
            if value == nil { missing.append(key) }
            return value
        }
        func word(_ key: String) -> String? { present(key) == nil ? nil : fields.string(key) }
        func names(_ key: String, _ count: Int, of what: String) -> [String]? {
            guard let value = present(key) else { return nil }
            let items = fields.located(key)
            guard items.count == count else {
                fields.error(
                    at: value, "\"\(key)\" must list \(count) \(what), found \(items.count)",
                    hint: count == 7 ? "Sunday first" : "January first")
                return nil
            }
            return items.map(\.text)
        }
        let (code, name) = (word("code"), word("name"))
        let months = names("months", 12, of: "month names")
        let monthsShort = names("months_short", 12, of: "month names")
        let weekdays = names("weekdays", 7, of: "weekday names")
        let weekdaysShort = names("weekdays_short", 7, of: "weekday names")
        let (am, pm) = (word("am"), word("pm"))
        let formats = present("formats").flatMap { texts($0, "formats", fields: &fields) }
        let strings = present("strings").flatMap { texts($0, "strings", fields: &fields) }
        let counts = present("counts").flatMap { Self.counts($0, fields: &fields) }
        if !missing.isEmpty {
            let names = missing.map { "\"\($0)\"" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            fields.report(.error(at: fields.mappingLocation, "the language file has no \(list)", hint: hint))
        }
        guard let code, let name, let months, let monthsShort, let weekdays, let weekdaysShort, let am, let pm,
            let formats, let counts, let strings, !fields.diagnostics.hasErrors
        else { return (nil, fields.diagnostics) }
        let language = Language(
            code: code, name: name, months: months, monthsShort: monthsShort, weekdays: weekdays,
            weekdaysShort: weekdaysShort, am: am, pm: pm, formats: formats, counts: counts, strings: strings)
        return (language, fields.diagnostics)
    }

    /// A mapping of names to texts (`strings:`, `formats:`, each of `counts:`).
    private static func texts(_ value: YAMLNode, _ what: String, fields: inout FieldReader) -> [String: String]? {
        guard let mapping = value.mapping else {
            fields.error(
                at: value, "\"\(what)\" must be a mapping of names to texts, found \(FieldReader.describe(value))")
            return nil
        }
        var result: [String: String] = [:]
        for (key, item) in mapping {
            guard let name = key.string, let text = item.scalar?.string else {
                fields.error(
                    at: item, "\"\(what).\(key.string ?? "?")\" must be text, found \(FieldReader.describe(item))")
                continue
            }
            result[name] = text
        }
        return result
    }

    /// `counts:`, a mapping of names to the texts of their forms (`{ one: …, other: … }`).
    private static func counts(_ value: YAMLNode, fields: inout FieldReader) -> [String: [String: String]]? {
        guard let mapping = value.mapping else {
            fields.error(
                at: value,
                "\"counts\" must be a mapping of names to { one: …, other: … }, found \(FieldReader.describe(value))"
            )
            return nil
        }
        var counts: [String: [String: String]] = [:]
        for (key, forms) in mapping {
            guard let name = key.string else { continue }
            counts[name] = texts(forms, "counts.\(name)", fields: &fields)
        }
        return counts
    }
}

extension Language {
    /// This language with the `strings`, `formats` and `counts` it lacks taken from `other`, and the
    /// missing keys (`strings.on_this_day`), sorted.
    func fallingBack(to other: Language) -> (Language, missing: [String]) {
        func merged<Value>(
            _ mine: [String: Value], _ theirs: [String: Value], _ section: String, _ missing: inout [String]
        )
            -> [String: Value]
        {
            var result = mine
            for (key, value) in theirs where mine[key] == nil {
                result[key] = value
                missing.append("\(section).\(key)")
            }
            return result
        }
        var missing: [String] = []
        let strings = merged(strings, other.strings, "strings", &missing)
        let formats = merged(formats, other.formats, "formats", &missing)
        let counts = merged(counts, other.counts, "counts", &missing)
        let language = Language(
            code: code, name: name, months: months, monthsShort: monthsShort, weekdays: weekdays,
            weekdaysShort: weekdaysShort, am: am, pm: pm, formats: formats, counts: counts, strings: strings)
        return (language, missing.sorted())
    }
}
