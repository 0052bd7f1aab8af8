// libyaml (Debian's libyaml-dev, through our CYAML module), read event by event into `YAMLNode`s
// (a YAML library's own nodes cost most of reading a large diary's front matter).
import CYAML

/// Composes YAML text into a `YAMLNode` from libyaml's events, without recursion, and refuses
/// lists and mappings nested deeper than `maxDepth` (which every later walk of the tree, and its
/// release, would otherwise recurse through) and aliases that stand for more than `maxExpansion`
/// nodes (a "billion laughs" document stands for hundreds of millions).
package enum YAMLComposer {
    /// How deep lists and mappings may be nested: far beyond any front matter or diary.yaml.
    package static let maxDepth = 1000
    /// Nodes that all aliases of one document may stand for, together: no real diary nears it.
    package static let maxExpansion = 100_000

    /// Why a text is not one YAML document.
    package enum Failure: Error, Sendable {
        /// Bytes YAML does not allow (control characters); `offset` counts characters.
        case reader(problem: String, offset: Int?)
        /// libyaml's scanner or parser found the text malformed, or it holds more than one
        /// document or an alias to no anchor; `context` says what was being read, and where.
        case syntax(context: (text: String, mark: YAMLNode.Mark)?, problem: String, mark: YAMLNode.Mark)
        /// A mapping uses these keys more than once (sorted); `mark` is where the first of them
        /// is used again.
        case duplicateKeys([String], mark: YAMLNode.Mark?)
        /// The list or mapping starting at `mark` is nested deeper than `maxDepth`.
        case tooDeep(mark: YAMLNode.Mark)
        /// With the alias at `mark`, the aliases stand for more than `maxExpansion` nodes.
        case tooManyAliased(mark: YAMLNode.Mark)
    }

    /// The document `text` holds, or `nil` when it holds none (empty, or only comments).
    package static func compose(_ text: String) throws(Failure) -> YAMLNode? {
        var text = text
        let result: Result<YAMLNode?, Failure> = text.withUTF8 { bytes in
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                return .failure(
                    .syntax(context: nil, problem: "out of memory", mark: YAMLNode.Mark(line: 1, column: 1)))
            }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            var composer = Composer(parser: parser, bytes: bytes)
            return Result { () throws(Failure) in try composer.document() }
        }
        return try result.get()
    }

    /// One pass over the events: open lists and mappings on a stack, finished nodes added to the
    /// innermost.
    private struct Composer {
        let parser: UnsafeMutablePointer<yaml_parser_t>
        let bytes: UnsafeBufferPointer<UInt8>
        /// Each anchored node, with how many lists and mappings deep it goes itself and how many
        /// nodes it stands for (with its aliases expanded).
        var anchors: [String: (node: YAMLNode, height: Int, size: Int)] = [:]
        /// The nodes the aliases so far stand for.
        var expanded = 0
        var open: [Open] = []
        var root: YAMLNode?

        /// A list or mapping whose end has not come yet.
        struct Open {
            var items: [YAMLNode] = []
            /// The most lists and mappings deep any of its items goes.
            var itemHeight = 0
            /// The nodes it stands for so far, itself included.
            var size = 1
            let isMapping: Bool
            let mark: YAMLNode.Mark
            let anchor: String?
        }

        mutating func document() throws(Failure) -> YAMLNode? {
            var documents = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
                defer { yaml_event_delete(&event) }
                let mark = Self.mark(event.start_mark)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return root
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        throw .syntax(
                            context: ("expected a single document in the stream", YAMLNode.Mark(line: 1, column: 1)),
                            problem: "but found another document", mark: mark)
                    }
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let style: YAMLNode.Scalar.Style =
                        switch scalar.style {
                        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                        case YAML_LITERAL_SCALAR_STYLE: .literal
                        case YAML_FOLDED_SCALAR_STYLE: .folded
                        default: .plain
                        }
                    // A quoted text is text, whatever it says (as YAML reads it).
                    let tag = scalar.quoted_implicit == 1 ? YAMLNode.Scalar.textTag : Self.string(scalar.tag)
                    let text = String(
                        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    let node = YAMLNode.scalar(YAMLNode.Scalar(string: text, style: style, tag: tag, mark: mark))
                    add(node, height: 0, size: 1, anchor: Self.string(scalar.anchor))
                case YAML_ALIAS_EVENT:
                    guard let name = Self.string(event.data.alias.anchor), let anchored = anchors[name] else {
                        throw .syntax(context: nil, problem: "found undefined alias", mark: mark)
                    }
                    expanded += anchored.size
                    if expanded > YAMLComposer.maxExpansion { throw .tooManyAliased(mark: mark) }
                    // What an alias stands for is nested where the alias is.
                    if open.count + anchored.height > YAMLComposer.maxDepth { throw .tooDeep(mark: mark) }
                    add(anchored.node, height: anchored.height, size: anchored.size, anchor: nil)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if open.count >= YAMLComposer.maxDepth { throw .tooDeep(mark: mark) }
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                    open.append(Open(isMapping: isMapping, mark: mark, anchor: Self.string(anchor)))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let finished = open.popLast() else { break }
                    let node: YAMLNode
                    if finished.isMapping {
                        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                        pairs.reserveCapacity(finished.items.count / 2)
                        for index in stride(from: 0, to: finished.items.count - 1, by: 2) {
                            pairs.append((finished.items[index], finished.items[index + 1]))
                        }
                        try Self.checkKeys(pairs)
                        node = .mapping(YAMLNode.Mapping(pairs: pairs, mark: finished.mark))
                    } else {
                        node = .sequence(YAMLNode.Sequence(items: finished.items, mark: finished.mark))
                    }
                    add(node, height: finished.itemHeight + 1, size: finished.size, anchor: finished.anchor)
                default:
                    break  // stream start, document end
                }
            }
        }

        /// Adds a finished node to the list or mapping it is in (as its next key or value), or
        /// makes it the document's root.
        private mutating func add(_ node: YAMLNode, height: Int, size: Int, anchor: String?) {
            if let anchor { anchors[anchor] = (node, height, size) }
            if open.isEmpty {
                root = node
            } else {
                open[open.count - 1].items.append(node)
                open[open.count - 1].itemHeight = max(open[open.count - 1].itemHeight, height)
                open[open.count - 1].size += size
            }
        }

        /// Keys that are texts may appear once per mapping (others are compared by nobody).
        private static func checkKeys(_ pairs: [(key: YAMLNode, value: YAMLNode)]) throws(Failure) {
            guard pairs.count > 1 else { return }
            var seen = Set<String>(minimumCapacity: pairs.count)
            var again: [(name: String, mark: YAMLNode.Mark?)] = []
            for (key, _) in pairs {
                guard let name = key.string else { continue }
                if !seen.insert(name).inserted { again.append((name, key.mark)) }
            }
            guard !again.isEmpty else { return }
            let names = Set(again.map(\.name)).sorted()
            throw .duplicateKeys(names, mark: again.first { $0.name == names[0] }?.mark)
        }

        /// What libyaml reported: its problem, context and marks.
        private func failure() -> Failure {
            let state = parser.pointee
            let problem = state.problem.map { String(cString: $0) } ?? "unknown problem"
            switch state.error {
            case YAML_READER_ERROR:
                // libyaml counts bytes; a character offset is what the text's reader shows.
                let offset = Int(state.problem_offset)
                let characters: Int? =
                    offset <= bytes.count
                    ? String(decoding: UnsafeBufferPointer(rebasing: bytes[..<offset]), as: UTF8.self).count : nil
                return .reader(problem: problem, offset: characters)
            default:
                let context = state.context.map { (String(cString: $0), Self.mark(state.context_mark)) }
                return .syntax(context: context, problem: problem, mark: Self.mark(state.problem_mark))
            }
        }

        private static func mark(_ mark: yaml_mark_t) -> YAMLNode.Mark {
            YAMLNode.Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }

        private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
