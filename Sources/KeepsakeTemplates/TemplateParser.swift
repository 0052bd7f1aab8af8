/// Turns Mustache source into template nodes. The standalone-line and indentation rules are swift-mustache
/// 2.1.1's (its parser's structure kept step for step), so themes written for it render byte for byte the same.
struct TemplateParser {
    typealias Reason = TemplateSyntaxError.Reason

    private struct State {
        var sectionName: String?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var startDelimiter: [Character] = ["{", "{"]
        var endDelimiter: [Character] = ["}", "}"]
        var partialDefinitionIndent: Int?
        /// Sections, blocks and parents open around this point.
        var depth = 0

        func entering(section name: String, newLine: Bool) -> State {
            var state = self
            state.sectionName = name
            state.isPartialDefinitionTopLevel = false
            state.depth += 1
            if !newLine { state.newLine = false }
            return state
        }

        func entering(parent name: String) -> State {
            var state = entering(section: name, newLine: true)
            (state.newLine, state.isPartialDefinition, state.isPartialDefinitionTopLevel) = (true, true, true)
            return state
        }
    }

    private let characters: [Character]
    private var position = 0
    /// The last place `location(of:)` worked out, so that tags (which come in order) cost no rescan.
    private var cursor = (offset: 0, line: 1, column: 1)

    init(_ source: String) { characters = Array(source) }

    mutating func parseTemplate() throws(TemplateSyntaxError) -> [TemplateNode] {
        do {
            return try parse(State())
        } catch {
            let at = location(of: min(position, characters.count))
            throw TemplateSyntaxError(reason: error, line: at.line, column: at.column)
        }
    }

    /// The nodes of one nesting level, and the spaces that began the current line.
    private struct Level {
        var nodes: [TemplateNode] = []
        /// Written out as text before the next node, unless a standalone tag takes its line.
        var whiteSpaceBefore: [Character] = []

        /// Writes the line's leading spaces out as text; returns them (a standalone tag's indentation).
        @discardableResult mutating func flushWhiteSpace() -> [Character] {
            let pending = whiteSpaceBefore
            if !pending.isEmpty { nodes.append(.text(TemplateParser.bytes(pending))) }
            whiteSpaceBefore = []
            return pending
        }
    }

    private mutating func parse(_ initial: State) throws(Reason) -> [TemplateNode] {
        var level = Level()
        var state = initial
        while !atEnd {
            if state.newLine { readIndentation(&state, into: &level) }
            let text = readUntilDelimiterOrNewline(state)
            if current.isNewline {
                level.nodes.append(.text(Self.bytes(level.whiteSpaceBefore + text + [current])))
                state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                level.nodes.append(.text(Self.bytes(level.whiteSpaceBefore + text)))
                level.whiteSpaceBefore = []
                state.newLine = false
            }
            if atEnd { break }

            let tagStart = position - state.startDelimiter.count
            let at = location(of: tagStart)
            var setNewLine = false
            if "#^<$".contains(current), state.depth >= Template.nestingLimit {
                position = tagStart
                throw .nestedTooDeep
            }
            switch current {
            case "#", "^": setNewLine = try parseSection(state, at: at, into: &level)
            case "/":
                try parseSectionEnd(state, into: &level)
                return level.nodes
            case "!":
                position += 1
                while !read(state.endDelimiter) {
                    guard !atEnd else { throw .unfinishedTag }
                    position += 1
                }
                setNewLine = isStandalone(state)
            case ">": setNewLine = try parsePartial(state, at: at, into: &level)
            case "<": setNewLine = try parseParent(state, at: at, into: &level)
            case "$": setNewLine = try parseBlock(state, at: at, into: &level)
            case "=":
                position += 1
                state = try parseDelimiters(state)
                setNewLine = isStandalone(state)
            case "%":
                position += 1
                level.nodes.append(try parseContentType(state))
                setNewLine = isStandalone(state)
            default: try parseVariable(state, at: at, into: &level)
            }
            state.newLine = setNewLine
        }
        if let open = state.sectionName { throw .expectedSectionEnd(open) }
        return level.nodes
    }

    /// Reads the spaces that begin a line into `level.whiteSpaceBefore`.
    private mutating func readIndentation(_ state: inout State, into level: inout Level) {
        let whiteSpace = read { $0 == " " || $0 == "\t" }
        if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
            // Inside a block override, lines lose the indentation of the block's first line.
            if let indent = state.partialDefinitionIndent {
                level.whiteSpaceBefore = Array(whiteSpace.dropFirst(indent))
            } else {
                state.partialDefinitionIndent = whiteSpace.count
            }
        } else {
            level.whiteSpaceBefore = whiteSpace
        }
    }

    /// `{{#name}}` or `{{^name}}` and its body; returns whether the tag stood alone, as the functions below do.
    private mutating func parseSection(
        _ state: State, at: TemplatePosition, into level: inout Level
    ) throws(Reason) -> Bool {
        let inverted = current == "^"
        position += 1
        let name = try parseName(state)
        let standalone = isStandalone(state)
        if !standalone { level.flushWhiteSpace() }
        let body = try parse(state.entering(section: name, newLine: standalone))
        level.nodes.append(.section(TemplateName(name), Template(nodes: body), inverted: inverted, at: at))
        return standalone
    }

    /// The end tag (`{{/name}}`) of the section, block or parent being read, which it must name.
    private mutating func parseSectionEnd(_ state: State, into level: inout Level) throws(Reason) {
        position += 1
        let namePosition = position
        let name = try parseName(state)
        guard name == state.sectionName else {
            position = namePosition
            throw .sectionCloseNameIncorrect(expected: state.sectionName, found: name)
        }
        if !isStandalone(state) { level.flushWhiteSpace() }
    }

    /// A variable: `{{name}}`, or written out unescaped, `{{{name}}}` or `{{&name}}`.
    private mutating func parseVariable(_ state: State, at: TemplatePosition, into level: inout Level) throws(Reason) {
        let (triple, escaped) = (current == "{", current != "{" && current != "&")
        level.flushWhiteSpace()
        if !escaped { position += 1 }
        let name = try parseName(state)
        if triple {
            guard current == "}" else { throw .unfinishedTag }
            position += 1
        }
        level.nodes.append(.variable(TemplateName(name), escaped: escaped, at: at))
    }

    /// A partial (`{{>name}}`, or `{{>*name}}` named by a variable), indented like its line if standalone.
    private mutating func parsePartial(
        _ state: State, at: TemplatePosition, into level: inout Level
    ) throws(Reason) -> Bool {
        position += 1
        _ = read { $0.isWhitespace }
        let dynamic = current == "*"
        if dynamic { position += 1 }
        let name = try parseName(state, partial: true)
        let pending = level.flushWhiteSpace()
        let standalone = isStandalone(state)
        let indentation = standalone ? Self.bytes(pending) : nil
        level.nodes.append(.partial(name, dynamic: dynamic, indentation: indentation, overrides: nil, at: at))
        return standalone
    }

    /// A parent (`{{<name}}`) and the block overrides inside it, up to its end tag.
    private mutating func parseParent(
        _ state: State, at: TemplatePosition, into level: inout Level
    ) throws(Reason) -> Bool {
        position += 1
        _ = read { $0.isWhitespace }
        let sectionName = try parseName(state, partial: true)
        let dynamic = sectionName.first == "*"
        let name = dynamic ? String(sectionName.dropFirst()) : sectionName
        let pending = level.flushWhiteSpace()
        let standalone = isStandalone(state)
        var overrides: [String: Template] = [:]
        for node in try parse(state.entering(parent: sectionName)) {
            switch node {
            case .blockOverride(let block, let content): overrides[block] = content
            case .text: break
            default: throw .illegalTokenInsideInheritSection
            }
        }
        level.nodes.append(
            .partial(name, dynamic: dynamic, indentation: Self.bytes(pending), overrides: overrides, at: at))
        return standalone
    }

    /// `{{$name}}` and its content: directly inside a parent, an override; anywhere else, the default content.
    private mutating func parseBlock(
        _ state: State, at: TemplatePosition, into level: inout Level
    ) throws(Reason) -> Bool {
        position += 1
        let name = try parseName(state)
        let standalone = isStandalone(state)
        let body = Template(nodes: try parse(state.entering(section: name, newLine: standalone)))
        if state.isPartialDefinitionTopLevel {
            level.nodes.append(.blockOverride(name, body))
        } else {
            let pending = level.flushWhiteSpace()
            level.nodes.append(.block(name, defaultContent: body, indentation: Self.bytes(pending), at: at))
        }
        return standalone
    }

    /// A name between optional spaces; `extra`: one more character names may hold.
    private mutating func readName(also extra: Character? = nil) -> String {
        _ = read { $0.isWhitespace }
        let name = String(read { Self.nameCharacters.contains($0) || $0 == extra })
        _ = read { $0.isWhitespace }
        return name
    }

    /// A tag's name; a partial's may hold `/` and a variable's no `(` or `)`.
    private mutating func parseName(_ state: State, partial: Bool = false) throws(Reason) -> String {
        let name = readName(also: partial ? "/" : nil)
        guard read(state.endDelimiter) else { throw .unfinishedTag }
        if !partial, name.contains("(") || name.contains(")") { throw .unsupportedTransform(name) }
        return name
    }

    private mutating func parseDelimiters(_ state: State) throws(Reason) -> State {
        _ = read { $0.isWhitespace }
        let start = read { !$0.isWhitespace }
        _ = read { $0.isWhitespace }
        let end = read { $0 != "=" && !$0.isWhitespace }
        _ = read { $0.isWhitespace }
        guard !start.isEmpty, !end.isEmpty, current == "=" else { throw .invalidSetDelimiter }
        position += 1
        guard read(state.endDelimiter) else { throw .invalidSetDelimiter }
        var state = state
        (state.startDelimiter, state.endDelimiter) = (start, end)
        state.isPartialDefinitionTopLevel = false
        return state
    }

    private mutating func parseContentType(_ state: State) throws(Reason) -> TemplateNode {
        let variable = readName()
        guard current == ":" else { throw .invalidConfigVariable }
        position += 1
        let value = readName()
        guard read(state.endDelimiter), variable == "CONTENT_TYPE" else { throw .invalidConfigVariable }
        switch value {
        case "HTML": return .contentType(escapes: true)
        case "TEXT": return .contentType(escapes: false)
        default: throw .invalidConfigVariable
        }
    }

    private var atEnd: Bool { position >= characters.count }
    private var current: Character { atEnd ? "\0" : characters[position] }

    /// Text up to the next tag or line end; a lone first character of the delimiter is text.
    private mutating func readUntilDelimiterOrNewline(_ state: State) -> [Character] {
        let first = state.startDelimiter[0]
        var text: [Character] = []
        while !atEnd {
            text += read { $0 != "\n" && $0 != "\r\n" && $0 != first }
            if current.isNewline || atEnd { break }
            if read(state.startDelimiter) { break }
            text.append(first)
            position += 1
        }
        return text
    }

    private mutating func read(while matches: (Character) -> Bool) -> [Character] {
        let start = position
        while !atEnd, matches(characters[position]) { position += 1 }
        return Array(characters[start..<position])
    }

    private mutating func read(_ expected: [Character]) -> Bool {
        guard position + expected.count <= characters.count,
            characters[position..<position + expected.count].elementsEqual(expected)
        else { return false }
        position += expected.count
        return true
    }

    /// A tag alone on its line (only spaces around it) takes the line with it.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var probe = position
        while probe < characters.count, characters[probe] == " " || characters[probe] == "\t" { probe += 1 }
        guard probe < characters.count, characters[probe].isNewline else { return false }
        position = probe + 1
        return true
    }

    private mutating func location(of offset: Int) -> TemplatePosition {
        if offset < cursor.offset { cursor = (0, 1, 1) }
        for character in characters[cursor.offset..<offset] {
            if character.isNewline { cursor.line += 1 }
            cursor.column = character.isNewline ? 1 : cursor.column + 1
        }
        cursor.offset = offset
        return TemplatePosition(line: cursor.line, column: cursor.column)
    }

    private static func bytes(_ characters: [Character]) -> [UInt8] { Array(String(characters).utf8) }

    private static let nameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*()")
}
