import KeepsakeCore
import KeepsakeTemplates
import Testing

@testable import KeepsakeRender

/// The view models' schemas say what their `value(named:)` answers: every page of the sample
/// diary is walked through its schema, and each value must be of the kind declared, and each
/// name declared answered by some view model of the sample.
@Suite("View schemas")
struct ViewSchemaTests {
    /// Declared names the sample diary never fills: why each is empty there.
    static let unfilled: Set<String> = [
        // No photo in the sample is processed (tests publish photos as they are).
        "polaroidPicture", "gridPicture",
        // Dates of edits come from git history, which the assembled sample does not read.
        "edited", "editedDatetime",
        // A tag of more than 60 entries, a day of more than 10 in other years: none in the sample.
        "pageLabel", "older", "newer", "onThisDayMore",
    ]

    /// What a walk found: per schema, the names some value answered.
    final class Answers {
        var answered: [ObjectIdentifier: Set<String>] = [:]
        var mismatches: [String] = []
        var walked: Set<ObjectIdentifier> = []
        /// Every object walked, kept alive: a record's object is made when a name asks, and a freed one's
        /// identifier could be taken by the next.
        var kept: [any TemplateObject] = []
    }

    @Test func everyDeclaredNameIsAnsweredWithItsKind() async throws {
        let (settings, diary) = try await AssembledSample.load()
        let renderer = SiteRenderer(diary: diary, theme: settings.theme, language: settings.language)
        var pages = Theme.pageSchemas(words: Words.schema(settings.theme.languages.values))
        // One view model (and schema) for both: the names one answers count for the other.
        pages["month"] = pages["index"]
        var objects: [(String, any TemplateObject)] = [
            ("index", FrontPageKind().view(of: 0, in: renderer)),
            ("tags", TagIndexPageKind().view(of: 0, in: renderer)),
            ("stats", StatsPageKind().view(of: 0, in: renderer)),
            ("on-this-day-index", OnThisDayIndexPageKind().view(of: 0, in: renderer)),
        ]
        // Each month page in one layout, the layouts alternating.
        for index in diary.months.indices {
            objects.append(("month", MonthPageKind().view(of: 2 * index + (index + 1) % 2, in: renderer)))
        }
        for index in diary.entries.indices {
            objects.append(("entry", EntryPageKind().view(of: index, in: renderer)))
        }
        for index in diary.tags.indices {
            objects.append(("tag", TagPageKind().view(of: renderer.tagPageStarts[index], in: renderer)))
        }
        for index in diary.daysOfYear.indices {
            objects.append(("on-this-day", OnThisDayPageKind().view(of: index, in: renderer)))
        }
        let answers = Answers()
        var schemas: [ObjectIdentifier: (String, TemplateSchema)] = [:]
        for (template, object) in objects {
            let schema = try #require(pages[template])
            Self.walk(object, schema, path: template, answers, &schemas)
        }
        #expect(answers.mismatches == [])
        for (id, (path, schema)) in schemas.sorted(by: { $0.value.0 < $1.value.0 }) {
            let missing = Set(schema.fields.keys).subtracting(answers.answered[id] ?? []).subtracting(Self.unfilled)
            #expect(missing.isEmpty, "\(path): never answered: \(missing.sorted())")
        }
    }

    /// Each name of `schema` asked of `object`, and what it holds walked in turn (each view model once).
    static func walk(
        _ object: any TemplateObject, _ schema: TemplateSchema, path: String, _ answers: Answers,
        _ schemas: inout [ObjectIdentifier: (String, TemplateSchema)]
    ) {
        let id = ObjectIdentifier(schema)
        if schemas[id] == nil { schemas[id] = (path, schema) }
        guard answers.walked.insert(ObjectIdentifier(object)).inserted else { return }
        answers.kept.append(object)
        for (name, field) in schema.fields {
            let value = object.value(named: name)
            if case .missing = value { continue }
            answers.answered[id, default: []].insert(name)
            switch (field, value) {
            case (.value, .text), (.value, .number), (.value, .bool), (.custom, .object): break
            case (.object(let make), .object(let inner)):
                walk(inner, make(), path: path + "." + name, answers, &schemas)
            case (.list(let make), .list(let items)):
                for item in items {
                    guard case .object(let inner) = item else {
                        answers.mismatches.append("\(path).\(name): an item is no view model")
                        continue
                    }
                    walk(inner, make(), path: path + "." + name, answers, &schemas)
                }
            default:
                answers.mismatches.append("\(path).\(name): declared \(field), answers \(value)")
            }
        }
    }
}
