import NIOCore
import NIOHTTP1
import NIOPosix

#if canImport(Glibc)
    import Glibc
#endif

/// The preview's HTTP server (SwiftNIO's HTTP/1.1 pipeline): the event stream at `/__keepsake/events`,
/// everything else through `PreviewRouter`. One task per connection, serving its requests in order.
public struct PreviewServer: Sendable {
    public enum StartError: Error {
        case invalidHost(String)
        case noFreePort(host: String, from: UInt16)
        /// The address is not one of this machine's (`EADDRNOTAVAIL`).
        case addressNotAvailable(String)
        /// A port below 1024, which only the administrator may listen on (`EACCES`).
        case portNotAllowed(host: String, port: UInt16)

        /// What went wrong, on one line.
        public var message: String {
            switch self {
            case .invalidHost(let host): "\(host) is not an IPv4 address"
            case .noFreePort(let host, let port) where port == 0: "no free port on \(host)"
            case .noFreePort(let host, let port): "ports \(port)–\(Int(port) + 9) on \(host) are all in use"
            case .addressNotAvailable(let host): "address not available: \(host) is not an address of this machine"
            case .portNotAllowed(let host, let port): "port \(port) on \(host) may only be used by the administrator"
            }
        }

        /// What to do about it.
        public var hint: String {
            switch self {
            case .invalidHost: "give an IPv4 address such as 127.0.0.1 (or 0.0.0.0 for every interface)"
            case .noFreePort: "pick another one with --port N"
            case .addressNotAvailable:
                "use 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or one of this machine's addresses: "
                    + (NetworkAddresses.ipv4().isEmpty
                        ? "it has none but the loopback" : NetworkAddresses.ipv4().joined(separator: ", "))
            case .portNotAllowed: "pick a port from 1024 up with --port N (the default is 4000)"
            }
        }
    }

    let store: SiteStore
    let hub: ReloadHub
    let router: PreviewRouter
    /// A connection quiet this long is closed, so vanished clients hold no socket; an event stream's
    /// heartbeat keeps it busy.
    var idleTimeout: TimeAmount = .seconds(60)
    /// A request must be read in full within this long of its first byte (`RequestDeadline`).
    var requestTimeout: TimeAmount = .seconds(10)

    typealias Connection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    /// A server listening on `host`, on `port` or the next free one of ten (any free one for 0).
    struct Running: Sendable {
        let port: UInt16
        let listener: any Channel
        let task: Task<Void, Never>

        /// Closes the listening socket and every connection (event streams included).
        func stop() async {
            task.cancel()
            try? await listener.close()
            await task.value
        }
    }

    func start(host: String, port: UInt16) async throws -> Running {
        guard case .v4? = try? SocketAddress(ipAddress: host, port: 0) else { throw StartError.invalidHost(host) }
        let listener = try await listen(host: host, from: port)
        let free = listener.channel.localAddress?.port.map { UInt16($0) } ?? port
        let task = Task { [self] in
            // A discarding group: connections come and go for the whole session.
            await withDiscardingTaskGroup { group in
                // Ends when `stop` cancels this task (and so every connection's) and closes the listener.
                _ = try? await listener.executeThenClose { connections in
                    for try await connection in connections { group.addTask { await serve(connection) } }
                }
            }
        }
        return Running(port: free, listener: listener.channel, task: task)
    }

    /// Listens on `host` at the first port from `port` on that it can bind, of ten (for 0, the
    /// system's choice); only a port in use moves on to the next one.
    private func listen(host: String, from port: UInt16) async throws -> NIOAsyncChannel<Connection, Never> {
        let last = port == 0 ? 0 : min(Int(port) + 9, Int(UInt16.max))
        for candidate in Int(port)...last {
            do {
                return try await listen(host: host, port: candidate)
            } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
                throw StartError.addressNotAvailable(host)
            } catch let error as IOError where error.errnoCode == EACCES {
                throw StartError.portNotAllowed(host: host, port: UInt16(candidate))
            } catch is IOError {
                continue
            }
        }
        throw StartError.noFreePort(host: host, from: port)
    }

    /// Listens on `host` at `port`, bound and listening once this returns.
    private func listen(host: String, port: Int) async throws -> NIOAsyncChannel<Connection, Never> {
        let (idleTimeout, requestTimeout) = (idleTimeout, requestTimeout)
        return try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(.backlog, value: 256)
            .bind(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    let idle = IdleStateHandler(allTimeout: idleTimeout)
                    let deadline = RequestDeadline(limit: requestTimeout)
                    try pipeline.addHandler(idle)
                    try pipeline.addHandler(deadline)
                    try pipeline.configureHTTPServerPipeline(withErrorHandling: true)
                    // Right after the decoder: a request held back by pipelining is read already.
                    let pipelining = try pipeline.handler(type: HTTPServerPipelineHandler.self)
                    try pipeline.addHandler(
                        RequestDeadline.RequestEnded(deadline, idle: idle), position: .before(pipelining))
                    return try Connection(wrappingChannelSynchronously: channel)
                }
            }
    }

    /// Answers the connection's requests in order until it closes, fails or asks to be closed.
    private func serve(_ connection: Connection) async {
        _ = try? await connection.executeThenClose { requests, responses in
            var head: HTTPRequestHead?
            for try await part in requests {
                switch part {
                case .head(let request): head = request
                case .body: continue  // GET and HEAD only: a request's body is dropped as it comes.
                case .end:
                    guard let request = head else { continue }
                    head = nil
                    if Self.isEventStream(request) { return try await streamEvents(answering: request, to: responses) }
                    let response = router.respond(
                        method: request.method.rawValue, target: request.uri, in: await store.snapshot)
                    try await write(response, answering: request, to: responses)
                    guard request.isKeepAlive else {
                        // Closing at once would drop what the socket has not sent yet: shut the output once it has.
                        try? await connection.channel.close(mode: .output).get()
                        return
                    }
                }
            }
        }
    }

    private func write(
        _ response: PreviewResponse, answering request: HTTPRequestHead,
        to responses: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        var headers = HTTPHeaders(response.headers.map { ($0.key, $0.value) })
        // A HEAD answer carries the length of the body it leaves out (the router sets it).
        if !headers.contains(name: "Content-Length") {
            headers.add(name: "Content-Length", value: String(response.file?.size ?? response.body.count))
        }
        if !request.isKeepAlive { headers.replaceOrAdd(name: "Connection", value: "close") }
        let status = HTTPResponseStatus(statusCode: response.status)
        try await responses.write(.head(HTTPResponseHead(version: request.version, status: status, headers: headers)))
        if !response.body.isEmpty { try await responses.write(.body(.byteBuffer(ByteBuffer(bytes: response.body)))) }
        if let file = response.file { try await FileSender.send(file, to: responses) }
        try await responses.write(.end(nil))
    }

    /// A Server-Sent Events stream: a comment and `retry:` at once, then an `event:` block per reload event and
    /// `: ping` per heartbeat, until the hub ends it or a write fails (the browser went away).
    private func streamEvents(
        answering request: HTTPRequestHead, to responses: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        let headers = HTTPHeaders([
            ("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"), ("X-Accel-Buffering", "no"),
        ])
        try await responses.write(.head(HTTPResponseHead(version: request.version, status: .ok, headers: headers)))
        try await responses.write(Self.text(": keepsake serve\nretry: 250\n\n"))
        for await event in await hub.subscribe() {
            try await responses.write(
                Self.text(event == ReloadHub.heartbeat ? ": ping\n\n" : "event: \(event)\ndata: \(event)\n\n"))
        }
        try await responses.write(.end(nil))
    }

    private static func text(_ text: String) -> HTTPServerResponsePart { .body(.byteBuffer(ByteBuffer(string: text))) }

    /// Whether `request` asks for the event stream (its target's path, without the query).
    static func isEventStream(_ request: HTTPRequestHead) -> Bool {
        request.method == .GET && request.uri.prefix { $0 != "?" } == LiveReload.eventsPath
    }
}
