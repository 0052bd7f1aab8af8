import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server (FlyingFox: plain sockets, no SwiftNIO, so it builds in seconds):
/// the event stream at `/__keepsake/events`, everything else through `PreviewRouter`.
public struct PreviewServer: Sendable {
    public enum StartError: Error, CustomStringConvertible {
        case invalidHost(String)
        case noFreePort(host: String, from: UInt16)

        public var description: String {
            switch self {
            case .invalidHost(let host): "--host \(host): give an IPv4 address such as 127.0.0.1 (or 0.0.0.0 for every interface)"
            case .noFreePort(let host, let port): "ports \(port)–\(Int(port) + 9) on \(host) are all in use; pick one with --port N"
            }
        }
    }

    let store: SiteStore
    let hub: ReloadHub
    let router: PreviewRouter

    public init(store: SiteStore, hub: ReloadHub, router: PreviewRouter) {
        self.store = store
        self.hub = hub
        self.router = router
    }

    /// A server listening on `host`, on `port` or the next free one of ten (any free one for 0).
    public struct Running: Sendable {
        public let port: UInt16
        let server: HTTPServer
        let task: Task<Void, Error>

        /// Closes the listening socket and every connection.
        public func stop() async {
            await server.stop(timeout: 0)
            task.cancel()
        }
    }

    public func start(host: String, port: UInt16) async throws -> Running {
        guard PortProbe.isIPv4(host) else { throw StartError.invalidHost(host) }
        guard let free = PortProbe.firstFree(host: host, from: port, attempts: port == 0 ? 1 : 10) else {
            throw StartError.noFreePort(host: host, from: port)
        }
        let server = HTTPServer(address: try .inet(ip4: host, port: free), logger: .disabled, handler: Handler(server: self))
        let task = Task { try await server.run() }
        // Listening takes milliseconds; the bound is for a machine busy with other work (the
        // whole test suite at once on two cores once took longer than 5 s).
        try await server.waitUntilListening(timeout: 30)
        return Running(port: free, server: server, task: task)
    }

    private struct Handler: HTTPHandler {
        let server: PreviewServer

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            let method = request.method.rawValue
            if request.target.path() == LiveReload.eventsPath, method == "GET" {
                let events = await server.hub.subscribe()
                return HTTPResponse(
                    statusCode: .ok,
                    headers: [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPHeader("X-Accel-Buffering"): "no"],
                    body: HTTPBodySequence(from: EventStream(events: events)))
            }
            let response = server.router.respond(
                method: method, target: request.target.rawValue, in: await server.store.snapshot)
            var headers = HTTPHeaders()
            for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
            return HTTPResponse(
                statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)), headers: headers,
                body: Data(response.body))
        }

        static func phrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 301: "Moved Permanently"
            case 400: "Bad Request"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 500: "Internal Server Error"
            default: "Status"
            }
        }
    }
}
