/// The pages of the last render, each with the digest of what it was made from, so the next
/// render passes only the pages whose inputs changed through the templates.
struct PageMemo: Sendable {
    /// A value, not an object: a render plans every page, and objects cost allocations.
    struct Page: Sendable {
        let path: String
        let digest: UInt64
        let bytes: [UInt8]
    }

    private var pages: [String: Page] = [:]

    init(_ pages: [Page] = []) {
        for page in pages { self.pages[page.path] = page }
    }

    /// The remembered page at `path`, when it was made from inputs with this digest.
    func page(at path: String, digest: UInt64) -> Page? {
        guard let page = pages[path], page.digest == digest else { return nil }
        return page
    }
}
