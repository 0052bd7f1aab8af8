/// A response of the preview server, independent of the HTTP library (so the router is tested without a socket).
public struct PreviewResponse: Sendable, Equatable {
    /// A file sent from disk in pieces, never held whole; `size`: when the answer was made.
    public struct StreamedFile: Sendable, Equatable {
        public let path: String
        public let size: Int
    }

    public let status: Int
    public let headers: [String: String]
    public let body: [UInt8]
    /// Sent instead of `body`, when set.
    public let file: StreamedFile?

    public init(status: Int, headers: [String: String], body: [UInt8] = [], file: StreamedFile? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.file = file
    }

    public var text: String { String(decoding: body, as: UTF8.self) }

    static func plain(_ status: Int, _ message: String, headers: [String: String] = [:]) -> PreviewResponse {
        PreviewResponse(
            status: status,
            headers: headers.merging(["Content-Type": "text/plain; charset=utf-8"]) { current, _ in current },
            body: Array((message + "\n").utf8))
    }
}
