/// A theme's templates by name (`entry`, `partials/comment`), so partials and parents resolve; renders from any
/// thread. Linked once into one flat list of instructions (sections, blocks and overrides ranges of it, all text
/// one byte array), so rendering through buffer pointers retains nothing, unlike a tree of nodes.
public final class TemplateLibrary: Sendable {
    /// One instruction. Trivial on purpose (no references): see the type's comment.
    struct Op: Sendable {
        enum Code: UInt8, Sendable {
            /// `bytes[a..<a+b]`.
            case text
            /// Name `a`; `flag`: escaped.
            case variable
            /// Name `a`, body `next..<b`; `flag`: inverted.
            case section
            /// Template `a` (or, with `flag`, the template named by name `a`); indentation
            /// `bytes[b..<b+c]` when `c >= 0`; override table `d` when `d >= 0` (`{{<parent}}`).
            case partial
            /// Block `a`, default content `next..<b`, indentation `bytes[c..<c+d]`.
            case block
            /// `flag`: HTML (escaping) or TEXT.
            case contentType
        }

        var code: Code
        var flag = false
        var a: Int32 = 0
        var b: Int32 = 0
        var c: Int32 = 0
        var d: Int32 = 0
    }

    /// A name as written in a tag: where lookup starts and its dot-separated segments.
    struct Name: Sendable {
        var start: TemplateName.Start
        /// `segments[first..<first+count]`.
        var first: Int32
        var count: Int32
    }

    /// A block override of a `{{<parent}}` tag: block `block` is replaced by `start..<end`.
    struct Override: Sendable {
        var block: Int32
        var start: Int32
        var end: Int32
    }

    let ops: [Op]
    let bytes: [UInt8]
    let names: [Name]
    let segments: [String]
    /// Each template's instructions, by template index.
    let ranges: [Range<Int32>]
    /// Template index by name, for dynamic partials and `render(_:)`.
    let index: [String: Int32]
    let overrideTables: [[Override]]

    public init(templates: [String: Template]) {
        var linker = Linker()
        // Sorted, so the program (and any bug in it) is the same on every run.
        let names = templates.keys.sorted()
        for (number, name) in names.enumerated() { linker.templateIndex[name] = Int32(number) }
        let ranges = names.map { linker.emit(templates[$0]!.nodes) }
        linker.emitPendingOverrides()
        (ops, bytes, self.names, segments) = (linker.ops, linker.bytes, linker.names, linker.segments)
        (self.ranges, index, overrideTables) = (ranges, linker.templateIndex, linker.overrideTables)
    }

    /// The room a page's output is given when nothing more is known of its size.
    public static let outputCapacity = 16 * 1024

    /// Renders the named template with `object` as its outermost context; nil when there is no such template.
    /// `capacity`: the bytes the output is expected to take, made room for at once.
    public func render(_ name: String, with object: any TemplateObject, capacity: Int = outputCapacity) -> [UInt8]? {
        guard let template = index[name] else { return nil }
        return ops.withUnsafeBufferPointer { ops in
            bytes.withUnsafeBufferPointer { bytes in
                names.withUnsafeBufferPointer { names in
                    segments.withUnsafeBufferPointer { segments in
                        var renderer = TemplateRenderer(
                            library: self, ops: ops, bytes: bytes, names: names, segments: segments,
                            root: .object(object), capacity: capacity)
                        renderer.run(ranges[Int(template)], TemplateRenderer.Frame())
                        return renderer.output
                    }
                }
            }
        }
    }

    /// Flattens template trees into `TemplateLibrary`'s lists.
    private struct Linker {
        var ops: [Op] = []
        var bytes: [UInt8] = []
        var names: [Name] = []
        var segments: [String] = []
        var templateIndex: [String: Int32] = [:]
        var overrideTables: [[Override]] = []
        var blockIDs: [String: Int32] = [:]
        var textOffsets: [[UInt8]: Int32] = [:]
        /// Override bodies are placed after all templates, so no template runs into one.
        var pendingOverrides: [(table: Int, slot: Int, body: Template)] = []

        mutating func emit(_ nodes: [TemplateNode]) -> Range<Int32> {
            let start = Int32(ops.count)
            for node in nodes { emit(node) }
            return start..<Int32(ops.count)
        }

        private mutating func emit(_ node: TemplateNode) {
            switch node {
            case .text(let text): ops.append(Op(code: .text, a: offset(of: text), b: Int32(text.count)))
            case .variable(let name, let escaped, _): ops.append(Op(code: .variable, flag: escaped, a: intern(name)))
            case .section(let name, let body, let inverted, _):
                let at = ops.count
                ops.append(Op(code: .section, flag: inverted, a: intern(name)))
                ops[at].b = emit(body.nodes).upperBound
            case .partial(let name, let dynamic, let indentation, let overrides, _):
                var op = Op(
                    code: .partial, flag: dynamic, a: dynamic ? intern(TemplateName(name)) : templateIndex[name] ?? -1)
                (op.b, op.c) = indentation.map { (offset(of: $0), Int32($0.count)) } ?? (0, -1)
                if let overrides { op.d = table(overrides) } else { op.d = -1 }
                ops.append(op)
            case .block(let name, let defaultContent, let indentation, _):
                let at = ops.count
                ops.append(Op(code: .block, a: blockID(name), c: offset(of: indentation), d: Int32(indentation.count)))
                ops[at].b = emit(defaultContent.nodes).upperBound
            case .blockOverride: break
            case .contentType(let escapes): ops.append(Op(code: .contentType, flag: escapes))
            }
        }

        mutating func emitPendingOverrides() {
            while !pendingOverrides.isEmpty {
                let (table, slot, body) = pendingOverrides.removeFirst()
                let range = emit(body.nodes)
                overrideTables[table][slot].start = range.lowerBound
                overrideTables[table][slot].end = range.upperBound
            }
        }

        private mutating func table(_ overrides: [String: Template]) -> Int32 {
            let table = overrideTables.count
            overrideTables.append([])
            for (slot, (name, body)) in overrides.sorted(by: { $0.key < $1.key }).enumerated() {
                overrideTables[table].append(Override(block: blockID(name), start: 0, end: 0))
                pendingOverrides.append((table, slot, body))
            }
            return Int32(table)
        }

        private mutating func blockID(_ name: String) -> Int32 {
            if let id = blockIDs[name] { return id }
            let id = Int32(blockIDs.count)
            blockIDs[name] = id
            return id
        }

        private mutating func intern(_ name: TemplateName) -> Int32 {
            names.append(Name(start: name.start, first: Int32(segments.count), count: Int32(name.segments.count)))
            segments += name.segments
            return Int32(names.count - 1)
        }

        private mutating func offset(of text: [UInt8]) -> Int32 {
            if let offset = textOffsets[text] { return offset }
            let offset = Int32(bytes.count)
            bytes += text
            textOffsets[text] = offset
            return offset
        }
    }
}
