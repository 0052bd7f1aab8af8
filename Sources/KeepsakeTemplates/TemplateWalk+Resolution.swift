extension TemplateWalk {
    /// What a name finds on a stack of schemas, resolved as the renderer resolves it on values.
    enum Resolution {
        /// What a section over the name pushes.
        case found(Frame)
        /// Found in what a section of an unknown name pushed: neither answered nor unknown.
        case unchecked
        /// Nothing answers it; `known`: the names that would be answered in its place.
        case unknown(known: [String])

        init(_ name: TemplateName, in stack: [Frame]) {
            let top = stack.count - 1
            switch name.start {
            case .current: self = .found(Frame(content: stack[top].content))
            case .currentOnly: self = Self.resolve(name.segments, from: stack[top], level: top, prefix: ".")
            case .stack:
                guard let first = name.segments.first else {
                    self = .unknown(known: [])
                    return
                }
                for level in stack.indices.reversed() {
                    let frame = stack[level]
                    let answers =
                        switch frame.content {
                        case .anything, .custom: true
                        case .object: frame.schema?.fields[first] != nil
                        case .value: false
                        }
                    if answers {
                        self = Self.resolve(name.segments, from: frame, level: level, prefix: "")
                        return
                    }
                }
                self = .unknown(known: Self.names(in: stack))
            }
        }

        /// `segments` looked up in `frame` and then inside each value found.
        private static func resolve(_ segments: [String], from frame: Frame, level: Int, prefix: String) -> Resolution {
            guard case .object(var schema) = frame.content else {
                switch frame.content {
                case .anything: return .unchecked
                case .custom: return .found(frame)
                case .object, .value: return .unknown(known: [])
                }
            }
            var written = prefix
            for (index, segment) in segments.enumerated() {
                guard let field = schema.fields[segment] else {
                    return .unknown(known: schema.fields.keys.sorted().map { written + $0 })
                }
                written += segment + "."
                let isLast = index == segments.count - 1
                switch field {
                case .value:
                    guard isLast else { return .unknown(known: []) }
                    return .found(Frame(content: .value))
                case .custom: return .found(Frame(content: .custom))
                case .object(let make), .list(let make):
                    let inner = make()
                    guard isLast else {
                        // Only a view model has names inside: a list has none.
                        guard case .object = field else { return .unknown(known: []) }
                        schema = inner
                        continue
                    }
                    let isList = if case .list = field { segments.count == 1 } else { false }
                    return .found(Frame(content: .object(inner), listFoundAt: isList ? level : nil))
                }
            }
            return .found(frame)
        }

        /// Every name some frame of `stack` answers.
        private static func names(in stack: [Frame]) -> [String] {
            Set(stack.flatMap { $0.schema?.fields.keys.map { $0 } ?? [] }).sorted()
        }
    }
}

extension TemplateName {
    /// The name as a tag writes it.
    var written: String {
        switch start {
        case .current: "."
        case .currentOnly: "." + segments.joined(separator: ".")
        case .stack: segments.joined(separator: ".")
        }
    }
}
