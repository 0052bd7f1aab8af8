/// Runs a `TemplateLibrary`'s instructions into bytes: one growing buffer, one context stack pushed and popped
/// in place. Only valid inside `TemplateLibrary.render`, which lends it the library's buffers.
struct TemplateRenderer {
    /// What instructions run under besides the context stack. Trivial, so passing it is free.
    struct Frame {
        /// Prefix for each new line, from standalone indented partials and blocks (into `indentations`; 0: none).
        var indentation: Int32 = 0
        /// The innermost `{{<parent}}` overrides in force (an index into `scopes`), or -1.
        var scope: Int32 = -1
        var escapes = true
    }

    private typealias Op = TemplateLibrary.Op

    private let ops: UnsafeBufferPointer<Op>
    private let bytes: UnsafeBufferPointer<UInt8>
    private let names: UnsafeBufferPointer<TemplateLibrary.Name>
    private let segments: UnsafeBufferPointer<String>
    private let library: TemplateLibrary
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue]
    /// The object of each frame of `stack` (`nil` for other values), not retained (`stack` holds it): reading
    /// objects out of `stack` retained and released each for every lookup that passed it.
    private var objects: [Borrowed?]

    private struct Borrowed {
        unowned(unsafe) let object: any TemplateObject
    }
    /// Indentations made while rendering; a frame refers to one by index.
    private var indentations: [[UInt8]] = [[]]
    private var madeIndentations: [Int64: Int32] = [:]
    /// Override tables in force: `(table, enclosing scope)`, a chain per frame.
    private var scopes: [(table: Int32, parent: Int32)] = []

    init(
        library: TemplateLibrary, ops: UnsafeBufferPointer<TemplateLibrary.Op>, bytes: UnsafeBufferPointer<UInt8>,
        names: UnsafeBufferPointer<TemplateLibrary.Name>, segments: UnsafeBufferPointer<String>, root: TemplateValue,
        capacity: Int
    ) {
        (self.library, self.ops, self.bytes, self.names, self.segments) = (library, ops, bytes, names, segments)
        stack = [root]
        objects = [Self.borrowed(root)]
        output.reserveCapacity(capacity)
    }

    /// Runs instructions `range` as one template (or section body) would render.
    mutating func run(_ range: Range<Int32>, _ initial: Frame) {
        var frame = initial
        guard frame.indentation != 0 else {
            var pc = Int(range.lowerBound)
            while pc < Int(range.upperBound) { pc = step(pc, &frame) }
            return
        }
        let start = output.count
        var pc = Int(range.lowerBound)
        while pc < Int(range.upperBound) {
            let before = output.count
            pc = step(pc, &frame)
            // Indent an instruction's output when it starts a new line of this range's output.
            if output.count > before, before > start, output[before - 1] == UInt8(ascii: "\n"),
                before - 1 == start || output[before - 2] != UInt8(ascii: "\r")
            {
                output.insert(contentsOf: indentations[Int(frame.indentation)], at: before)
            }
        }
    }

    /// Runs the instruction at `pc`; returns the next one's index.
    private mutating func step(_ pc: Int, _ frame: inout Frame) -> Int {
        let op = ops[pc]
        switch op.code {
        case .text: output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(op.a)..<Int(op.a + op.b)]))
        case .variable:
            switch lookup(op.a) {
            case .text(let text):
                if op.flag && frame.escapes {
                    HTMLEscaping.append(text, to: &output)
                } else {
                    output.append(contentsOf: text.utf8)
                }
            case .number(let number): output.append(contentsOf: String(number).utf8)
            case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .missing, .list, .object: break
            }
        case .section:
            let body = Int32(pc + 1)..<op.b
            let value = lookup(op.a)
            if op.flag {
                // Like swift-mustache, an empty list becomes the context; false and absent add none.
                if value.isTruthy {
                } else if case .list = value {
                    runPushing(value, body, frame)
                } else {
                    run(body, frame)
                }
                return Int(op.b)
            }
            switch value {
            case .missing: break
            case .bool(let flag): if flag { run(body, frame) }
            case .list(let items): for item in items { runPushing(item, body, frame) }
            case .text, .number, .object: runPushing(value, body, frame)
            }
            return Int(op.b)
        case .partial:
            var template = op.a
            if op.flag {
                guard case .text(let name) = lookup(op.a), let index = library.index[name] else { break }
                template = index
            }
            guard template >= 0 else { break }
            var inner = Frame(indentation: frame.indentation, scope: frame.scope, escapes: true)
            if op.c >= 0 { inner.indentation = indentation(frame.indentation, adding: op.b, count: op.c) }
            if op.d >= 0 {
                scopes.append((op.d, frame.scope))
                inner.scope = Int32(scopes.count - 1)
            }
            run(library.ranges[Int(template)], inner)
        case .block:
            var inner = frame
            inner.indentation = indentation(frame.indentation, adding: op.c, count: op.d)
            run(override(of: op.a, in: frame.scope) ?? Int32(pc + 1)..<op.b, inner)
            return Int(op.b)
        case .contentType: frame.escapes = op.flag
        }
        return pc + 1
    }

    private static func borrowed(_ value: TemplateValue) -> Borrowed? {
        if case .object(let object) = value { return Borrowed(object: object) }
        return nil
    }

    private mutating func runPushing(_ value: TemplateValue, _ body: Range<Int32>, _ frame: Frame) {
        stack.append(value)
        objects.append(Self.borrowed(value))
        run(body, frame)
        stack.removeLast()
        objects.removeLast()
    }

    /// The content that replaces block `block`: overrides from further out win.
    private func override(of block: Int32, in scope: Int32) -> Range<Int32>? {
        var found: Range<Int32>?
        var scope = scope
        while scope >= 0 {
            let (table, parent) = scopes[Int(scope)]
            for entry in library.overrideTables[Int(table)] where entry.block == block {
                found = entry.start..<entry.end
            }
            scope = parent
        }
        return found
    }

    /// Indentation `base` followed by `bytes[offset..<offset+count]`, made once per render.
    private mutating func indentation(_ base: Int32, adding offset: Int32, count: Int32) -> Int32 {
        guard count > 0 else { return base }
        let key = Int64(base) << 40 | Int64(offset) << 20 | Int64(count)
        if let made = madeIndentations[key] { return made }
        indentations.append(
            indentations[Int(base)] + UnsafeBufferPointer(rebasing: bytes[Int(offset)..<Int(offset + count)]))
        let made = Int32(indentations.count - 1)
        madeIndentations[key] = made
        return made
    }

    /// The first segment in the innermost context that has it, the rest inside that value only.
    private func lookup(_ index: Int32) -> TemplateValue {
        let name = names[Int(index)]
        let first = Int(name.first)
        let end = first + Int(name.count)
        switch name.start {
        case .current: return stack[stack.count - 1]
        case .currentOnly: return resolve(first..<end, in: stack[stack.count - 1])
        case .stack:
            guard end > first else { return .missing }
            let segment = segments[first]
            var level = objects.count - 1
            while level >= 0 {
                if let frame = objects[level] {
                    let child = frame.object.value(named: segment)
                    if case .missing = child {} else { return resolve(first + 1..<end, in: child) }
                }
                level -= 1
            }
            return .missing
        }
    }

    private func resolve(_ range: Range<Int>, in value: TemplateValue) -> TemplateValue {
        var value = value
        for index in range {
            guard case .object(let object) = value else { return .missing }
            value = object.value(named: segments[index])
        }
        return value
    }
}
