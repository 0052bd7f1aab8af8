import KeepsakeCore
import KeepsakeTemplates

extension Theme {
    /// Each page kind's template and the schema of its view model, with the names its frame answers
    /// that the view model lacks.
    static func pageSchemas(words: TemplateSchema) -> [String: TemplateSchema] {
        let frame = PageFrame.schema(words: words).fields
        let pages = SiteRenderer.pageKinds.compactMap { ($0 as? any TemplatePageKind)?.page }.map {
            ($0.name, TemplateSchema($0.schema.fields.merging(frame) { own, _ in own }))
        }
        return Dictionary(pages, uniquingKeysWith: { first, _ in first })
    }

    /// The templates checked against the pages they render (`TemplateCheck`), as located errors.
    static func check(
        _ templates: [String: Template], languages: [String: Language], files: ThemeFiles
    ) -> [Diagnostic] {
        let pages = pageSchemas(words: Words.schema(languages.values))
        return TemplateCheck.problems(in: templates, pages: pages).map { diagnostic(for: $0, files: files) }
    }

    private static func diagnostic(for problem: TemplateProblem, files: ThemeFiles) -> Diagnostic {
        let location = SourceLocation(
            path: files.origin("templates/\(problem.template).mustache"), line: problem.position?.line,
            column: problem.position?.column)
        let shared = problem.template == problem.page ? "" : "no page that includes it answers it; "
        func guess(_ name: String, _ known: [String]) -> String {
            Suggestion.closest(to: name, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
        }
        switch problem.kind {
        case .unknownName(let name, let section, let known):
            let listed = known.prefix(30).joined(separator: ", ") + (known.count > 30 ? ", …" : "")
            return .error(
                at: location, "unknown \(section ? "section" : "variable") \"\(name)\"\(guess(name, known))",
                hint: shared + (known.isEmpty ? "nothing here has names" : "names known here: \(listed)"))
        case .unknownPartial(let name, let parent, let known):
            return .error(
                at: location, "unknown \(parent ? "parent template" : "partial") \"\(name)\"\(guess(name, known))",
                hint: "\(parent ? "{{<name}}" : "{{> name}}") names a file templates/name.mustache of the theme")
        case .includesItself(let cycle):
            return .error(
                at: location, "partial \"\(cycle[0])\" includes itself (\(cycle.joined(separator: " → ")))",
                hint: recursionRule)
        case .nestedTooDeep:
            return .error(
                at: location, "sections, partials and blocks nested more than \(Template.nestingLimit) deep",
                hint: "on the \(problem.page) page; each level is a step of recursion when a page renders, and no"
                    + " theme needs that many")
        case .dynamicPartial(let name):
            return .error(
                at: location, "{{>*\(name)}}: a theme's partials are named in the template, not by the data",
                hint: "a template named by the data could not be checked, and could include itself; write {{> name}}")
        case .tooManyIncludes:
            return .error(
                at: location, "the page's templates include each other in too many ways to check",
                hint: "include each partial from fewer places")
        }
    }

    /// The rule the check enforces on recursion, for its hint (and the README's theme section).
    static let recursionRule =
        "a partial may include itself only inside a section over a list of the view model it shows"
        + " (a comment's replies), so that each level renders items further down; any other cycle never ends"
}
