/// A theme's templates by name (`entry`, `partials/comment`), so partials and parents resolve.
/// Linked once into a `TemplateProgram`; renders from any thread.
public struct TemplateLibrary: Sendable {
    private let templates: [String: Template]
    private let program: TemplateProgram

    public init(templates: [String: Template]) {
        self.templates = templates
        program = TemplateProgram(templates)
    }

    /// The room a page's output is given when nothing more is known of its size.
    public static let outputCapacity = 16 * 1024

    public func template(named name: String) -> Template? {
        templates[name]
    }

    /// Renders the named template with `object` as its outermost context; nil when there is no
    /// such template. `capacity`: the bytes the output is expected to take, made room for at once
    /// (a page of megabytes grown by doubling held up to three times its size as it grew).
    /// `reusing`: a buffer to render into (emptied first), whose room a page rendered before left.
    public func render(
        _ name: String, with object: any TemplateObject, capacity: Int = outputCapacity,
        reusing buffer: consuming [UInt8] = []
    ) -> [UInt8]? {
        run(name, with: object, capacity: capacity, reusing: consume buffer, emit: nil)
    }

    /// `render`, its output handed to `emit` a piece at a time (about `TemplateRenderer.flushAt`
    /// bytes each) instead of kept whole: a page of hundreds of kilobytes written as it is made
    /// needs no buffer of its size. Gives back the buffer, emptied, for the next page; `nil`
    /// when there is no such template (and nothing was emitted).
    public func stream(
        _ name: String, with object: any TemplateObject, reusing buffer: consuming [UInt8] = [],
        emit: (UnsafeRawBufferPointer) -> Void
    ) -> [UInt8]? {
        var output = consume buffer
        return withoutActuallyEscaping(emit) { emit in
            // Moved, not copied, as in `run`.
            let taken = output
            output = []
            return run(
                name, with: object, capacity: TemplateRenderer.flushAt + Self.outputCapacity, reusing: consume taken,
                emit: emit)
        }
    }

    private func run(
        _ name: String, with object: any TemplateObject, capacity: Int, reusing buffer: consuming [UInt8],
        emit: ((UnsafeRawBufferPointer) -> Void)?
    ) -> [UInt8]? {
        guard let index = program.index[name] else { return nil }
        var buffer = buffer
        return program.ops.withUnsafeBufferPointer { ops in
            program.bytes.withUnsafeBufferPointer { bytes in
                program.names.withUnsafeBufferPointer { names in
                    program.segments.withUnsafeBufferPointer { segments in
                        // Moved, not copied: the renderer appends to it without copying it first.
                        let output = buffer
                        buffer = []
                        var renderer = TemplateRenderer(
                            program: program, ops: ops, bytes: bytes, names: names, segments: segments,
                            root: .object(object), capacity: capacity, output: consume output, emit: emit)
                        renderer.run(program.ranges[Int(index)], TemplateRenderer.Frame())
                        renderer.flush()
                        return renderer.output
                    }
                }
            }
        }
    }
}
