import CYAML

/// A bound on what YAML aliases (`*name`) expand to, checked before the text is composed: a
/// "billion laughs" document stands for hundreds of millions of values. No real diary nears it.
enum YAMLAliases {
    /// Nodes that all aliases of one document may stand for, together.
    static let maxExpansion = 100_000

    /// Where the alias that goes over `maxExpansion` starts (1-based line and column in `text`),
    /// or `nil` when the aliases stay within it (or the text has none, or is not valid YAML: the
    /// composer reports that).
    static func excessiveAlias(in text: String) -> (line: Int, column: Int)? {
        // An alias needs an anchor (`&`) and a reference (`*`): most texts have neither.
        guard text.utf8.contains(UInt8(ascii: "*")), text.utf8.contains(UInt8(ascii: "&")) else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return nil }
        defer { yaml_parser_delete(parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> (line: Int, column: Int)? in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            // Expanded size of each anchored node, and of each collection still open.
            var sizes: [String: Int] = [:]
            var open: [(anchor: String?, size: Int)] = []
            var expanded = 0
            func add(_ size: Int) {
                if !open.isEmpty { open[open.count - 1].size += size }
            }
            func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                anchor.map { String(cString: $0) }
            }
            var event = yaml_event_t()
            while yaml_parser_parse(parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    if let anchor = name(event.data.scalar.anchor) { sizes[anchor] = 1 }
                    add(1)
                case YAML_SEQUENCE_START_EVENT:
                    open.append((name(event.data.sequence_start.anchor), 1))
                case YAML_MAPPING_START_EVENT:
                    open.append((name(event.data.mapping_start.anchor), 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    if let anchor = closed.anchor { sizes[anchor] = closed.size }
                    add(closed.size)
                case YAML_ALIAS_EVENT:
                    let size = name(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1
                    expanded += size
                    if expanded > maxExpansion {
                        return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
                    }
                    add(size)
                default:
                    break
                }
            }
            return nil
        }
    }
}
