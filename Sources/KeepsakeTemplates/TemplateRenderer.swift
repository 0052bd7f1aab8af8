/// Renders compiled templates into bytes: one growing buffer, one context stack pushed and
/// popped in place, names already split.
struct TemplateRenderer {
    /// What a template renders under besides the context stack.
    struct Frame {
        /// Prefix for each new line, from a standalone indented partial.
        var indentation: [UInt8]?
        /// Block overrides from `{{<parent}}` tags further out.
        var inherited: [String: Template]?
        var escapes = true
    }

    let library: TemplateLibrary
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue]

    init(library: TemplateLibrary, root: TemplateValue) {
        self.library = library
        stack = [root]
        output.reserveCapacity(16 * 1024)
    }

    mutating func render(_ template: Template, _ initial: Frame) {
        var frame = initial
        guard let indentation = frame.indentation, !indentation.isEmpty else {
            for node in template.nodes { render(node, &frame) }
            return
        }
        let start = output.count
        for node in template.nodes {
            let before = output.count
            render(node, &frame)
            // Indent a node's output when it starts a new line of this template's output.
            if output.count > before, before > start, output[before - 1] == UInt8(ascii: "\n"),
                before - 1 == start || output[before - 2] != UInt8(ascii: "\r")
            {
                output.insert(contentsOf: indentation, at: before)
            }
        }
    }

    private mutating func render(_ node: TemplateNode, _ frame: inout Frame) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)

        case .variable(let name, let escaped):
            switch lookup(name) {
            case .text(let text):
                if escaped && frame.escapes {
                    HTMLEscaping.append(text, to: &output)
                } else {
                    HTMLEscaping.appendUnescaped(text, to: &output)
                }
            case .number(let number): output.append(contentsOf: String(number).utf8)
            case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .missing, .list, .object: break
            }

        case .section(let name, let body, let inverted):
            let value = lookup(name)
            if inverted {
                guard !value.isTruthy else { return }
                // Like swift-mustache, an empty list becomes the context; false and absent add none.
                if case .list = value { renderPushing(value, body, frame) } else { render(body, frame) }
                return
            }
            switch value {
            case .missing: break
            case .bool(let flag): if flag { render(body, frame) }
            case .list(let items): for item in items { renderPushing(item, body, frame) }
            case .text, .number, .object: renderPushing(value, body, frame)
            }

        case .partial(let name, let dynamic, let indentation, let overrides):
            var templateName = name
            if dynamic {
                guard case .text(let resolved) = lookup(TemplateName(name)) else { return }
                templateName = resolved
            }
            guard let template = library.template(named: templateName) else { return }
            var inner = Frame(indentation: frame.indentation, inherited: frame.inherited, escapes: true)
            if let indentation { inner.indentation = (frame.indentation ?? []) + indentation }
            if let overrides {
                // Overrides from further out win over the parent tag's own.
                inner.inherited = frame.inherited.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            render(template, inner)

        case .block(let name, let defaultContent, let indentation):
            var inner = frame
            inner.indentation = (frame.indentation ?? []) + indentation
            render(frame.inherited?[name] ?? defaultContent, inner)

        case .blockOverride:
            break

        case .contentType(let escapes):
            frame.escapes = escapes
        }
    }

    private mutating func renderPushing(_ value: TemplateValue, _ body: Template, _ frame: Frame) {
        stack.append(value)
        render(body, frame)
        stack.removeLast()
    }

    /// Mustache name resolution: the first segment in the innermost context that has it, the
    /// rest inside that value only.
    private func lookup(_ name: TemplateName) -> TemplateValue {
        switch name.start {
        case .current:
            return stack[stack.count - 1]
        case .currentOnly:
            return resolve(name.segments[...], in: stack[stack.count - 1])
        case .stack:
            guard let first = name.segments.first else { return .missing }
            for value in stack.reversed() {
                guard case .object(let object) = value else { continue }
                let child = object.value(named: first)
                if case .missing = child { continue }
                return resolve(name.segments.dropFirst(), in: child)
            }
            return .missing
        }
    }

    private func resolve(_ segments: ArraySlice<String>, in value: TemplateValue) -> TemplateValue {
        var value = value
        for segment in segments {
            guard case .object(let object) = value else { return .missing }
            value = object.value(named: segment)
        }
        return value
    }
}
