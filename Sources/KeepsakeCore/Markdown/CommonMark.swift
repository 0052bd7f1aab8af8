import CCommonMark
import Foundation

/// Markdown to HTML through libcmark, always in safe mode with smart punctuation; links and images
/// with a scheme other than http, https or mailto are emptied (`LinkAddress`).
public enum CommonMark {
    /// An image in the document, with its position in the Markdown text (1-based).
    public struct Image: Sendable, Equatable {
        public let url: String
        public let line: Int
        public let column: Int
    }

    /// Renders `markdown` to HTML; `rewriteImage` gives the URL to publish for each image (`nil`:
    /// leave it as written).
    public static func render(
        _ markdown: String, rewriteImage: ((Image) -> String?)? = nil
    ) -> String {
        // No CMARK_OPT_VALIDATE_UTF8: a Swift String is valid UTF-8 already (cmark's test and
        // Swift's reject the same sequences), and cmark replaces NUL bytes whatever the options.
        guard let root = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_SMART) else { return "" }
        defer { cmark_node_free(root) }
        // Without a colon (or an entity that may spell one) no address has a scheme.
        let mayHaveSchemes = markdown.utf8.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "&") }
        if mayHaveSchemes || rewriteImage != nil { walkLinks(in: root, rewritingImages: rewriteImage) }
        // Safe by default: CMARK_OPT_UNSAFE is never passed.
        guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// Empties the address of every link and image that `LinkAddress` does not allow, and hands
    /// every image that keeps its address to `rewrite`.
    private static func walkLinks(in root: OpaquePointer, rewritingImages rewrite: ((Image) -> String?)?) {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            // Links and images are visited on ENTER and EXIT; act once.
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else {
                continue
            }
            let allowed = url.withMemoryRebound(to: UInt8.self, capacity: 1) {
                LinkAddress.isAllowed(UnsafeBufferPointer(start: $0, count: strlen(url)))
            }
            guard allowed else {
                cmark_node_set_url(node, "")
                continue
            }
            guard type == CMARK_NODE_IMAGE, let rewrite else { continue }
            let image = Image(
                url: String(cString: url), line: Int(cmark_node_get_start_line(node)),
                column: Int(cmark_node_get_start_column(node)))
            if let replacement = rewrite(image) { cmark_node_set_url(node, replacement) }
        }
    }
}
