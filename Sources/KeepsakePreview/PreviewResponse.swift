/// A response of the preview server, independent of the HTTP library (so the router is tested without a socket).
struct PreviewResponse: Sendable, Equatable {
    /// A file sent from disk in pieces, never held whole; `size`: when the answer was made.
    struct StreamedFile: Sendable, Equatable {
        let path: String
        let size: Int
    }

    let status: Int
    var headers: [String: String]
    var body: [UInt8] = []
    /// Sent instead of `body`, when set.
    var file: StreamedFile? = nil

    static func plain(_ status: Int, _ message: String, headers: [String: String] = [:]) -> PreviewResponse {
        PreviewResponse(
            status: status,
            headers: headers.merging(["Content-Type": "text/plain; charset=utf-8"]) { current, _ in current },
            body: Array((message + "\n").utf8))
    }
}
