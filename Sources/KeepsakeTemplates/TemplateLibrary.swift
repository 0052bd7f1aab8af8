/// A theme's templates by name (`entry`, `partials/comment`), so partials and parents resolve.
/// Linked once into a `TemplateProgram`; renders from any thread.
public struct TemplateLibrary: Sendable {
    private let program: TemplateProgram

    public init(templates: [String: Template]) { program = TemplateProgram(templates) }

    /// The room a page's output is given when nothing more is known of its size.
    public static let outputCapacity = 16 * 1024

    /// Renders the named template with `object` as its outermost context; nil when there is no such template.
    /// `capacity`: the bytes the output is expected to take, made room for at once.
    public func render(_ name: String, with object: any TemplateObject, capacity: Int = outputCapacity) -> [UInt8]? {
        guard let index = program.index[name] else { return nil }
        return program.ops.withUnsafeBufferPointer { ops in
            program.bytes.withUnsafeBufferPointer { bytes in
                program.names.withUnsafeBufferPointer { names in
                    program.segments.withUnsafeBufferPointer { segments in
                        var renderer = TemplateRenderer(
                            program: program, ops: ops, bytes: bytes, names: names, segments: segments,
                            root: .object(object), capacity: capacity)
                        renderer.run(program.ranges[Int(index)], TemplateRenderer.Frame())
                        return renderer.output
                    }
                }
            }
        }
    }
}
