/// Checks a theme's templates against the view models of the pages they render (unknown names and partials,
/// cycles, nesting too deep): a partial may include itself only inside sections over lists, which end.
public enum TemplateCheck {
    /// Every problem found rendering each of `pages` (template name → its view model's schema), once each:
    /// unknown names last.
    public static func problems(in templates: [String: Template], pages: [String: TemplateSchema])
        -> [TemplateProblem]
    {
        var walk = TemplateWalk(templates: templates)
        for page in pages.keys.sorted() {
            guard let template = templates[page], let schema = pages[page] else { continue }
            walk.check(page: page, template, schema)
        }
        return walk.problems + walk.unresolvedNames
    }
}

/// What `TemplateCheck` found, and where.
public struct TemplateProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A name no view model in scope answers in any page that reaches it; `known`: what they would answer.
        case unknownName(String, section: Bool, known: [String])
        /// `{{> name}}` (or `{{< name}}` when `parent`) naming no template.
        case unknownPartial(String, parent: Bool, known: [String])
        /// A partial included inside itself: the templates from its first inclusion to this one.
        case includesItself([String])
        /// Sections, partials, parents and blocks nested more than `Template.nestingLimit` deep.
        case nestedTooDeep
        /// `{{>*name}}`: which template it includes comes from the data, so it cannot be checked.
        case dynamicPartial(String)
        /// The page includes its partials in more ways than the check follows.
        case tooManyIncludes
    }

    /// The template the tag is in (`partials/footer`).
    public let template: String
    public let position: TemplatePosition?
    /// The page template whose rendering reaches it (`entry`).
    public let page: String
    public let kind: Kind
}

/// `TemplateCheck`'s walk: the renderer's run over schemas instead of values.
struct TemplateWalk {
    /// A context on the stack.
    struct Frame: Hashable {
        enum Content: Hashable {
            case object(TemplateSchema)
            /// Text, a number, a flag: no names.
            case value
            /// What a section of an unknown name pushed (already reported): answers anything.
            case anything
            /// The diary's own table or what is inside it: answers anything, unchecked.
            case custom
        }

        let content: Content
        /// Set when a section over a list of view models pushed it: the stack level the list was found at.
        var listFoundAt: Int? = nil

        /// The names a view model answers.
        var schema: TemplateSchema? { if case .object(let schema) = content { schema } else { nil } }
    }

    /// Overrides of a `{{<parent}}` tag in force, and the template that wrote them.
    struct Scope {
        let overrides: [String: Template]
        let owner: String
        let tag: TemplatePosition
    }

    /// A template being walked, included at stack depth `depth`; `isRecursion`: included inside itself.
    struct Include {
        let name: String
        let depth: Int
        let isRecursion: Bool
    }

    struct Context {
        var stack: [Frame]
        var template: String
        var chain: [Include]
        var scopes: [Scope] = []
        var depth = 0
    }

    /// One template walked in one context: walked once, however many ways it is reached.
    struct Visit: Hashable {
        let template: String
        let stack: [Frame]
        let scopes: [String]
        let depth: Int
        let isRecursion: Bool
    }

    /// A tag naming something: where it is, and the name.
    struct NameTag: Hashable {
        let template: String
        let position: TemplatePosition
        let name: String
    }

    let templates: [String: Template]
    private(set) var problems: [TemplateProblem] = []
    private var reported: Set<TemplateProblem> = []
    /// Names unknown wherever their tag was reached so far, in the order first found.
    private var unknownNames: [NameTag: TemplateProblem] = [:]
    private var unknownOrder: [NameTag] = []
    /// Tags whose name some page answered.
    private var answered: Set<NameTag> = []
    private var reportedDepth = false
    private var visited: Set<Visit> = []
    /// Tags the check visits in all, through every page's includes: past it a theme is refused.
    static let budget = 200_000
    private var left = budget
    private var page = ""
    /// Where the walk is: pushed and popped in place, as the renderer's stack is.
    private var context = Context(stack: [], template: "", chain: [])

    init(templates: [String: Template]) { self.templates = templates }

    mutating func check(page: String, _ template: Template, _ schema: TemplateSchema) {
        guard left >= 0 else { return }
        self.page = page
        let root = Frame(content: .object(schema))
        context = Context(stack: [root], template: page, chain: [Include(name: page, depth: 1, isRecursion: false)])
        walk(template.nodes)
        if left < 0 { report(.tooManyIncludes, in: page, at: nil) }
    }

    private mutating func walk(_ nodes: [TemplateNode]) {
        for node in nodes {
            left -= 1
            guard left >= 0 else { return }
            switch node {
            case .text, .blockOverride, .contentType: continue
            case .variable(let name, _, let at):
                switch Resolution(name, in: context.stack) {
                case .unknown(let known): unknown(name, section: false, known: known, at: at)
                case .found: answered.insert(NameTag(template: context.template, position: at, name: name.written))
                case .unchecked: break
                }
            case .section(let name, let body, let inverted, let at): section(name, body, inverted: inverted, at: at)
            case .partial(let name, let dynamic, _, let overrides, let at):
                include(name, dynamic: dynamic, overrides: overrides, at: at)
            case .block(let name, let defaultContent, _, let at):
                guard deeper(at: at) else { continue }
                // The outermost override wins, as in the renderer.
                if let scope = context.scopes.first(where: { $0.overrides[name] != nil }) {
                    let template = context.template
                    context.template = scope.owner
                    walk(scope.overrides[name]!.nodes)
                    context.template = template
                } else {
                    walk(defaultContent.nodes)
                }
                context.depth -= 1
            }
        }
    }

    private mutating func section(_ name: TemplateName, _ body: Template, inverted: Bool, at: TemplatePosition) {
        guard deeper(at: at) else { return }
        defer { context.depth -= 1 }
        let pushed: Frame
        switch Resolution(name, in: context.stack) {
        case .unknown(let known):
            unknown(name, section: true, known: known, at: at)
            pushed = Frame(content: .anything)
        case .found(let frame):
            answered.insert(NameTag(template: context.template, position: at, name: name.written))
            pushed = frame
        case .unchecked: pushed = Frame(content: .anything)
        }
        guard !inverted else { return walk(body.nodes) }
        context.stack.append(pushed)
        walk(body.nodes)
        context.stack.removeLast()
    }

    private mutating func include(_ name: String, dynamic: Bool, overrides: [String: Template]?, at: TemplatePosition) {
        guard !dynamic else { return report(.dynamicPartial(name), in: context.template, at: at) }
        guard let target = templates[name] else {
            let known = templates.keys.sorted()
            return report(.unknownPartial(name, parent: overrides != nil, known: known), in: context.template, at: at)
        }
        var isRecursion = false
        if let earlier = context.chain.lastIndex(where: { $0.name == name }) {
            let entry = context.chain[earlier]
            guard Self.descends(context.stack, since: entry.depth) else {
                let cycle = context.chain[earlier...].map(\.name) + [name]
                return report(.includesItself(cycle), in: context.template, at: at)
            }
            // Down the data: walked once more (its names in the deeper context), then not again.
            guard !entry.isRecursion else { return }
            isRecursion = true
        }
        guard deeper(at: at) else { return }
        let outer = context
        if let overrides { context.scopes.append(Scope(overrides: overrides, owner: context.template, tag: at)) }
        context.template = name
        context.chain.append(Include(name: name, depth: context.stack.count, isRecursion: isRecursion))
        let visit = Visit(
            template: name, stack: context.stack, scopes: context.scopes.map { "\($0.owner):\($0.tag)" },
            depth: context.depth, isRecursion: isRecursion)
        if visited.insert(visit).inserted { walk(target.nodes) }
        context = outer
    }

    /// Whether everything pushed since stack depth `depth` (at least one) was a plain value or pushed by sections
    /// over lists found at or above the partial's context: each inclusion then renders deeper items of a tree.
    static func descends(_ stack: [Frame], since depth: Int) -> Bool {
        var listed = false
        for frame in stack[min(depth, stack.count)...] {
            switch frame.content {
            case .value: continue
            case .anything: return true
            case .custom: return false
            case .object:
                guard let level = frame.listFoundAt, level >= depth - 1 else { return false }
                listed = true
            }
        }
        return listed
    }

    /// One level deeper (undone by the caller), or `false` (and the problem reported) past the limit.
    private mutating func deeper(at: TemplatePosition) -> Bool {
        guard context.depth < Template.nestingLimit else {
            // Once: the same chain reached from pages that nest it differently crosses the limit at each.
            if !reportedDepth { report(.nestedTooDeep, in: context.template, at: at) }
            reportedDepth = true
            return false
        }
        context.depth += 1
        return true
    }

    /// The unknown names of tags no page answered, with the names any of them knew there.
    var unresolvedNames: [TemplateProblem] { unknownOrder.filter { !answered.contains($0) }.map { unknownNames[$0]! } }

    private mutating func unknown(_ name: TemplateName, section: Bool, known: [String], at: TemplatePosition) {
        let tag = NameTag(template: context.template, position: at, name: name.written)
        let earlier = unknownNames[tag]
        var allKnown = known
        if let earlier, case .unknownName(_, _, let before) = earlier.kind {
            allKnown = Set(before + known).sorted()
        } else {
            unknownOrder.append(tag)
        }
        let kind = TemplateProblem.Kind.unknownName(name.written, section: section, known: allKnown)
        unknownNames[tag] = TemplateProblem(
            template: tag.template, position: at, page: earlier?.page ?? page, kind: kind)
    }

    private mutating func report(_ kind: TemplateProblem.Kind, in template: String, at: TemplatePosition?) {
        let problem = TemplateProblem(template: template, position: at, page: page, kind: kind)
        let key = TemplateProblem(template: template, position: at, page: "", kind: kind)
        if reported.insert(key).inserted { problems.append(problem) }
    }
}
