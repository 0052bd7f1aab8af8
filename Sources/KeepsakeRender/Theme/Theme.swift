import KeepsakeCore
import KeepsakeTemplates

/// A loaded theme: compiled templates, the decoration catalog, language files and the static
/// files (CSS, scripts, stickers, icons) it publishes under `theme/`.
public struct Theme: Sendable {
    /// Templates every theme must have.
    public static let requiredTemplates = SiteRenderer.pageKinds.compactMap { ($0 as? any TemplatePageKind)?.page.name }

    public let files: ThemeFiles
    public let catalog: DecorationCatalog
    public let languages: [String: Language]
    public let templates: TemplateLibrary
    /// Theme paths published as they are, under `theme/` in the site.
    public let assets: [String]

    /// The theme's style sheets besides `assets/style.css` (a diary's `assets/custom.css`, say), which
    /// every page links after it, in name order: a small change needs no copy of the whole style sheet.
    public var addedStylesheets: [String] { ThemeFiles.addedStylesheets(in: assets) }

    /// Compiles a theme's files. Every template and language file is checked; all problems are returned.
    public static func load(_ files: ThemeFiles) -> (Theme?, [Diagnostic]) {
        let paths = files.files.keys.sorted()
        // Problems are listed in the order of the paths (i18n/ before templates/).
        let (catalog, languages, yamlProblems) = readYAML(files, paths: paths)
        let (templates, templateProblems) = compileTemplates(files, paths: paths)
        var diagnostics = yamlProblems + templateProblems
        // Checked only when every template compiled: a missing one would be reported again at each inclusion.
        if templateProblems.isEmpty { diagnostics += check(templates, languages: languages, files: files) }
        let assets = paths.filter { $0 != "theme.yaml" && !$0.hasPrefix("templates/") && !$0.hasPrefix("i18n/") }
        for name in requiredTemplates where templates[name] == nil {
            diagnostics.append(
                .error(
                    at: SourceLocation(path: "Themes/\(files.name)/templates/\(name).mustache"),
                    "theme \"\(files.name)\" has no \(name) template"))
        }
        guard let catalog, !diagnostics.hasErrors else { return (nil, diagnostics) }
        let theme = Theme(
            files: files, catalog: catalog, languages: languages, templates: TemplateLibrary(templates: templates),
            assets: assets)
        return (theme, diagnostics)
    }

    /// theme.yaml's catalog and the language files, with their problems.
    private static func readYAML(
        _ files: ThemeFiles, paths: [String]
    ) -> (DecorationCatalog?, [String: Language], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var catalog: DecorationCatalog?
        if let text = files.text("theme.yaml") {
            // A diary's own theme.yaml adds to (or changes entries of) the built-in one it replaces.
            let builtIn = files.replaced["theme.yaml"].flatMap { SourceText.decode($0.bytes) }.flatMap {
                DecorationCatalogLoader.load($0, path: "(built-in) theme.yaml").0
            }
            (catalog, diagnostics) = DecorationCatalogLoader.load(text, path: files.origin("theme.yaml"), over: builtIn)
        } else {
            diagnostics.append(.error(at: SourceLocation(path: files.origin("theme.yaml")), "theme has no theme.yaml"))
        }
        var languages: [String: Language] = [:]
        for path in paths where path.hasPrefix("i18n/") && path.hasSuffix(".yaml") {
            let (language, problems) = Language.load(files.text(path) ?? "", origin: files.origin(path))
            diagnostics += problems
            if let language { languages[language.code] = language }
        }
        // A language file that lacks words the English one has (an override made before a theme
        // gained them) shows the English words, never the keys, and says which are missing.
        if let english = languages["en"] {
            for (code, language) in languages where code != "en" {
                let (whole, missing) = language.fallingBack(to: english)
                guard let first = missing.first else { continue }
                languages[code] = whole
                let more =
                    missing.count > 1
                    ? " (and \(missing.count - 1) more: \(missing.dropFirst().prefix(5).joined(separator: ", "))\(missing.count > 6 ? ", …" : ""))"
                    : ""
                let path = paths.first { $0 == "i18n/\(code).yaml" } ?? "i18n/\(code).yaml"
                diagnostics.append(
                    .warning(
                        at: SourceLocation(path: files.origin(path)),
                        "the language file has no \"\(first)\"\(more): the English words are shown",
                        hint: "add the missing keys, translated (the default theme's i18n/en.yaml has them all)"))
            }
        }
        return (catalog, languages, diagnostics)
    }

    /// Every template, compiled, by name, with the problems of those that do not compile.
    private static func compileTemplates(_ files: ThemeFiles, paths: [String]) -> ([String: Template], [Diagnostic]) {
        var templates: [String: Template] = [:]
        var diagnostics: [Diagnostic] = []
        for path in paths where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            let name = String(path.dropFirst("templates/".count).dropLast(".mustache".count))
            do {
                templates[name] = try Template(files.text(path) ?? "")
            } catch {
                diagnostics.append(
                    .error(
                        at: SourceLocation(path: files.origin(path), line: error.line, column: error.column),
                        "template error: \(error)",
                        hint: error.reason == .nestedTooDeep
                            ? "each level is a step of recursion when a page renders; no theme needs that many"
                            : "check that every {{#section}} is closed by {{/section}}"))
            }
        }
        return (templates, diagnostics)
    }
}
