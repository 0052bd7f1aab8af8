/// The pages of the last render, each with the digest of what it was made from, so the next
/// render passes only the pages whose inputs changed through the templates.
public struct PageMemo: Sendable {
    /// A value, not an object: a render plans every page, and objects cost allocations.
    public struct Page: Sendable {
        public let path: String
        public let digest: UInt64
        public let bytes: [UInt8]
    }

    private var pages: [String: Page] = [:]

    public init() {}

    init(_ pages: [Page]) {
        for page in pages { self.pages[page.path] = page }
    }

    public var count: Int { pages.count }

    /// The remembered page at `path`, when it was made from inputs with this digest.
    func page(at path: String, digest: UInt64) -> Page? {
        guard let page = pages[path], page.digest == digest else { return nil }
        return page
    }
}
