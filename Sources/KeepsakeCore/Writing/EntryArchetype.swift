import Foundation

/// The text `keepsake new` starts an entry from (`Content/archetypes/entry.md`, else the built-in one) with
/// `placeholders` filled in, quoted in front matter as YAML needs; a front matter line that is only
/// `key: {{placeholder}}` is left out when the value is empty, and an unknown placeholder is an error.
public struct EntryArchetype: Sendable {
    /// Where a diary keeps its own archetype. The build does not treat it as an entry.
    public static let path = "Content/archetypes/entry.md"
    public static let placeholders = ["title", "date", "author", "mood", "tags", "slug"]

    public static let builtIn = EntryArchetype(
        text: DiaryScaffold.embedded("entry.md"), origin: "(built-in) archetypes/entry.md")

    /// The archetype's text, normalised by `SourceText`.
    public let text: String
    /// Its path for messages (`Content/archetypes/entry.md`).
    public let origin: String

    public init(text: String, origin: String) { (self.text, self.origin) = (text, origin) }

    /// The entry's text for `request` and the page's `slug`, or an error for each unknown placeholder
    /// (with its line and column).
    public func fill(_ request: EntryRequest, slug: String) throws(EditFailure) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let frontMatter = Self.frontMatterLines(lines)
        var output: [String] = []
        var problems: [Diagnostic] = []
        for (index, line) in lines.enumerated() {
            let inFrontMatter = frontMatter.contains(index)
            var allEmpty = true
            let result = DiaryScaffold.fill(line) { placeholder, column in
                let name = placeholder.trimmingCharacters(in: .whitespaces)
                guard let value = value(of: name, request, slug: slug, inFrontMatter: inFrontMatter) else {
                    problems.append(
                        .error(
                            at: SourceLocation(path: origin, line: index + 1, column: column),
                            "unknown placeholder {{\(name)}}",
                            hint: Suggestion.hint(for: name, known: Self.placeholders, noun: "placeholders")))
                    return nil
                }
                allEmpty = allEmpty && value.isEmpty
                return value
            }
            if inFrontMatter, allEmpty, Self.isLonePlaceholderLine(line) { continue }
            output.append(result)
        }
        guard problems.isEmpty else { throw EditFailure(problems) }
        return output.joined(separator: "\n")
    }

    // MARK: - Helpers

    private func value(of name: String, _ values: EntryRequest, slug: String, inFrontMatter: Bool) -> String? {
        switch name {
        case "title": return inFrontMatter && !values.title.isEmpty ? YAMLText.scalar(values.title) : values.title
        case "date": return values.date.written
        case "author": return (values.author.map { inFrontMatter ? YAMLText.scalar($0) : $0 }) ?? ""
        case "mood": return (values.mood.map { inFrontMatter ? YAMLText.scalar($0) : $0 }) ?? ""
        case "tags":
            guard !values.tags.isEmpty else { return "" }
            return inFrontMatter ? YAMLText.list(values.tags) : values.tags.joined(separator: ", ")
        case "slug": return slug
        default: return nil
        }
    }

    /// The indices of the lines between the opening and closing `---`, if the text opens with one.
    private static func frontMatterLines(_ lines: [Substring]) -> Range<Int> {
        func isFence(_ line: Substring) -> Bool {
            line.hasPrefix("---") && line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
        }
        guard let first = lines.first, isFence(first),
            let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) || lines[$0] == "..." })
        else { return 0..<0 }
        return 1..<close
    }

    /// `key: {{placeholder}}` and nothing else.
    private static func isLonePlaceholderLine(_ line: Substring) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        let key = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return !key.isEmpty && !key.contains(" ") && value.hasPrefix("{{") && value.hasSuffix("}}")
            && value.dropFirst(2).dropLast(2).allSatisfy { $0.isLetter || $0 == " " || $0 == "_" }
    }
}
