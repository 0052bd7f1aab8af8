/// A compiled Mustache template, parsed once and rendered from any thread: variables, sections, comments,
/// partials (also `{{>*dynamic}}`), inheritance (`{{<parent}}{{$block}}…`), set delimiters and
/// `{{%CONTENT_TYPE:TEXT|HTML}}`. Whitespace follows swift-mustache 2.1.1, which the themes were written for.
public struct Template: Sendable {
    let nodes: [TemplateNode]

    /// How deep sections, blocks and parents may nest, also through partials: rendering recurses once per level.
    public static let nestingLimit = 100

    /// Compiles Mustache source; a syntax error says where.
    public init(_ source: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(source)
        nodes = try parser.parseTemplate()
    }

    init(nodes: [TemplateNode]) { self.nodes = nodes }
}

/// One piece of a compiled template. Tags keep where they were written, for the theme's check.
indirect enum TemplateNode: Sendable {
    case text([UInt8])
    case variable(TemplateName, escaped: Bool, at: TemplatePosition)
    case section(TemplateName, Template, inverted: Bool, at: TemplatePosition)
    case partial(
        String, dynamic: Bool, indentation: [UInt8]?, overrides: [String: Template]?, at: TemplatePosition)
    /// `{{$name}}…{{/name}}` in a template that others inherit from.
    case block(String, defaultContent: Template, indentation: [UInt8], at: TemplatePosition)
    /// `{{$name}}…{{/name}}` inside `{{<parent}}`: content that replaces the parent's block.
    case blockOverride(String, Template)
    case contentType(escapes: Bool)
}

/// Where a tag starts in its template's text: 1-based line and column (in characters).
public struct TemplatePosition: Sendable, Hashable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) { (self.line, self.column) = (line, column) }
}

/// A name as written in a tag, split at its dots once, at compile time.
struct TemplateName: Sendable {
    enum Start: Sendable {
        /// `{{.}}`: the current context itself.
        case current
        /// `{{.name}}`: looked up in the current context only.
        case currentOnly
        /// `{{name}}`: the innermost context that has the first segment.
        case stack
    }

    let start: Start
    let segments: [String]

    init(_ text: String) {
        start = text == "." ? .current : text.first == "." ? .currentOnly : .stack
        segments = text.split(separator: ".").map(String.init)
    }
}

/// A template that cannot be compiled: what is wrong and where.
public struct TemplateSyntaxError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Error, Sendable, Equatable {
        case sectionCloseNameIncorrect(expected: String?, found: String)
        case unfinishedTag
        case expectedSectionEnd(String)
        case invalidSetDelimiter
        case illegalTokenInsideInheritSection
        case unsupportedTransform(String)
        case invalidConfigVariable
        case nestedTooDeep
    }

    public let reason: Reason
    /// 1-based, in the template's text.
    public let line: Int
    public let column: Int

    public var description: String {
        switch reason {
        case .sectionCloseNameIncorrect(let expected?, let found): "{{/\(found)}} closes {{#\(expected)}}"
        case .sectionCloseNameIncorrect(nil, let found): "{{/\(found)}} closes a section that was never opened"
        case .unfinishedTag: "unfinished tag"
        case .expectedSectionEnd(let name): "{{#\(name)}} is never closed"
        case .invalidSetDelimiter: "malformed set-delimiter tag"
        case .illegalTokenInsideInheritSection: "only {{$block}} overrides may appear inside {{<parent}}"
        case .unsupportedTransform(let name): "transforms like \(name) are not supported"
        case .invalidConfigVariable: "unknown {{% … }} setting (only CONTENT_TYPE: HTML or TEXT)"
        case .nestedTooDeep: "sections nested more than \(Template.nestingLimit) deep"
        }
    }
}
