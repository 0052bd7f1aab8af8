/// Turns Mustache source into template nodes.
///
/// The standalone-line and indentation rules are those of swift-mustache 2.1.1 (its parser's
/// structure is kept, step for step), so themes written for it render byte for byte the same.
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
            var state = self
            state.sectionName = name
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            state.depth += 1
            return state
        }
    }

    private let characters: [Character]
    private var position = 0
    /// The last place `location(of:)` worked out, so that tags (which come in order) cost no rescan.
    private var cursor = (offset: 0, line: 1, column: 1)

    init(_ source: String) {
        characters = Array(source)
    }

    mutating func parseTemplate() throws(TemplateSyntaxError) -> [TemplateNode] {
        do {
            return try parse(State())
        } catch {
            let at = location(of: min(position, characters.count))
            throw TemplateSyntaxError(reason: error, line: at.line, column: at.column)
        }
    }

    // MARK: - Tags

    private mutating func parse(_ initial: State) throws(Reason) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var state = initial
        var whiteSpaceBefore: [Character] = []
        func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty { nodes.append(.text(Self.bytes(whiteSpaceBefore))) }
        }
        while !atEnd {
            if state.newLine {
                let whiteSpace = read { $0 == " " || $0 == "\t" }
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    // Inside a block override, lines lose the indentation of the block's first line.
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = Array(whiteSpace.dropFirst(indent))
                    } else {
                        state.partialDefinitionIndent = whiteSpace.count
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = readUntilDelimiterOrNewline(state)
            if current.isNewline {
                nodes.append(.text(Self.bytes(whiteSpaceBefore + text + [current])))
                state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(Self.bytes(whiteSpaceBefore + text)))
                whiteSpaceBefore = []
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
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try parseName(state)
                if isStandalone(state) {
                    setNewLine = true
                } else {
                    flushWhiteSpace()
                    whiteSpaceBefore = []
                }
                let body = try parse(state.entering(section: name, newLine: setNewLine))
                nodes.append(.section(TemplateName(name), Template(nodes: body), inverted: inverted, at: at))

            case "/":
                position += 1
                let namePosition = position
                let name = try parseName(state)
                guard name == state.sectionName else {
                    position = namePosition
                    throw .sectionCloseNameIncorrect(expected: state.sectionName, found: name)
                }
                if !isStandalone(state) { flushWhiteSpace() }
                return nodes

            case "!":
                position += 1
                guard skip(past: state.endDelimiter) else { throw .unfinishedTag }
                setNewLine = isStandalone(state)

            case "{", "&":
                let triple = current == "{"
                flushWhiteSpace()
                whiteSpaceBefore = []
                position += 1
                let name = try parseName(state)
                if triple {
                    guard current == "}" else { throw .unfinishedTag }
                    position += 1
                }
                nodes.append(.variable(TemplateName(name), escaped: false, at: at))

            case ">":
                position += 1
                _ = read { $0.isWhitespace }
                let dynamic = current == "*"
                if dynamic { position += 1 }
                let name = try parsePartialName(state)
                flushWhiteSpace()
                if isStandalone(state) {
                    setNewLine = true
                    nodes.append(
                        .partial(
                            name, dynamic: dynamic, indentation: Self.bytes(whiteSpaceBefore), overrides: nil, at: at))
                } else {
                    nodes.append(.partial(name, dynamic: dynamic, indentation: nil, overrides: nil, at: at))
                }
                whiteSpaceBefore = []

            case "<":
                position += 1
                _ = read { $0.isWhitespace }
                let sectionName = try parsePartialName(state)
                let dynamic = sectionName.first == "*"
                let name = dynamic ? String(sectionName.dropFirst()) : sectionName
                flushWhiteSpace()
                if isStandalone(state) { setNewLine = true }
                var overrides: [String: Template] = [:]
                for node in try parse(state.entering(parent: sectionName)) {
                    switch node {
                    case .blockOverride(let block, let content): overrides[block] = content
                    case .text: break
                    default: throw .illegalTokenInsideInheritSection
                    }
                }
                nodes.append(
                    .partial(
                        name, dynamic: dynamic, indentation: Self.bytes(whiteSpaceBefore), overrides: overrides, at: at)
                )
                whiteSpaceBefore = []

            case "$":
                position += 1
                let name = try parseName(state)
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state) { setNewLine = true }
                    let body = try parse(state.entering(section: name, newLine: setNewLine))
                    nodes.append(.blockOverride(name, Template(nodes: body)))
                } else {
                    flushWhiteSpace()
                    if isStandalone(state) { setNewLine = true }
                    let body = try parse(state.entering(section: name, newLine: setNewLine))
                    nodes.append(
                        .block(
                            name, defaultContent: Template(nodes: body), indentation: Self.bytes(whiteSpaceBefore),
                            at: at))
                    whiteSpaceBefore = []
                }

            case "=":
                position += 1
                state = try parseDelimiters(state)
                setNewLine = isStandalone(state)

            case "%":
                position += 1
                nodes.append(try parseContentType(state))
                setNewLine = isStandalone(state)

            default:
                flushWhiteSpace()
                whiteSpaceBefore = []
                let name = try parseName(state)
                nodes.append(.variable(TemplateName(name), escaped: true, at: at))
            }
            state.newLine = setNewLine
        }
        if let open = state.sectionName { throw .expectedSectionEnd(open) }
        return nodes
    }

    private mutating func parseName(_ state: State) throws(Reason) -> String {
        _ = read { $0.isWhitespace }
        let name = String(read { Self.nameCharacters.contains($0) })
        _ = read { $0.isWhitespace }
        guard read(state.endDelimiter) else { throw .unfinishedTag }
        if name.contains("(") || name.contains(")") { throw .unsupportedTransform(name) }
        return name
    }

    private mutating func parsePartialName(_ state: State) throws(Reason) -> String {
        _ = read { $0.isWhitespace }
        let name = String(read { Self.nameCharacters.contains($0) || $0 == "/" })
        _ = read { $0.isWhitespace }
        guard read(state.endDelimiter) else { throw .unfinishedTag }
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
        state.startDelimiter = start
        state.endDelimiter = end
        state.isPartialDefinitionTopLevel = false
        return state
    }

    private mutating func parseContentType(_ state: State) throws(Reason) -> TemplateNode {
        _ = read { $0.isWhitespace }
        let variable = String(read { Self.nameCharacters.contains($0) })
        _ = read { $0.isWhitespace }
        guard current == ":" else { throw .invalidConfigVariable }
        position += 1
        _ = read { $0.isWhitespace }
        let value = String(read { Self.nameCharacters.contains($0) })
        _ = read { $0.isWhitespace }
        guard read(state.endDelimiter), variable == "CONTENT_TYPE" else { throw .invalidConfigVariable }
        switch value {
        case "HTML": return .contentType(escapes: true)
        case "TEXT": return .contentType(escapes: false)
        default: throw .invalidConfigVariable
        }
    }

    // MARK: - Reading

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

    private mutating func skip(past delimiter: [Character]) -> Bool {
        while !atEnd {
            if read(delimiter) { return true }
            position += 1
        }
        return false
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
            if character.isNewline {
                cursor.line += 1
                cursor.column = 1
            } else {
                cursor.column += 1
            }
        }
        cursor.offset = offset
        return TemplatePosition(line: cursor.line, column: cursor.column)
    }

    private static func bytes(_ characters: [Character]) -> [UInt8] {
        Array(String(characters).utf8)
    }

    private static let nameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*()")
}
