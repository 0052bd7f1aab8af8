/// A theme's templates by name (`entry`, `partials/comment`), so partials and parents resolve.
public struct TemplateLibrary: Sendable {
    private let templates: [String: Template]

    public init(templates: [String: Template]) {
        self.templates = templates
    }

    public func template(named name: String) -> Template? {
        templates[name]
    }

    /// Renders the named template with `object` as its outermost context; nil when there is no
    /// such template.
    public func render(_ name: String, with object: any TemplateObject) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var renderer = TemplateRenderer(library: self, root: .object(object))
        renderer.render(template, TemplateRenderer.Frame())
        return renderer.output
    }
}
