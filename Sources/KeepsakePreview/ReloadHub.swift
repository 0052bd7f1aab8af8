/// Fans reload events out to every connected browser. Each stream also gets `heartbeat` every so often:
/// writing is the only way the server learns a browser went away, and each left page held a file descriptor.
actor ReloadHub {
    /// Not an event: the stream writes it as an SSE comment (`: ping`), which browsers ignore.
    static let heartbeat = "ping"

    private var clients: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0
    private let heartbeatInterval: Duration

    /// A connection whose browser went away is let go after at most two heartbeats.
    init(heartbeat: Duration = .seconds(10)) { heartbeatInterval = heartbeat }

    /// Event names (`reload`, `css`, `heartbeat`) until the client goes away or the hub finishes.
    func subscribe() -> AsyncStream<String> {
        let id = nextID
        nextID += 1
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        clients[id] = continuation
        let interval = heartbeatInterval
        let beat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                if case .terminated = continuation.yield(Self.heartbeat) { return }
            }
        }
        continuation.onTermination = { _ in
            beat.cancel()
            Task { await self.remove(id) }
        }
        return stream
    }

    /// - Returns: how many clients were told.
    @discardableResult
    func broadcast(_ event: String) -> Int {
        for client in clients.values { client.yield(event) }
        return clients.count
    }

    /// Browsers connected now (a browser that went away counts until a write finds out).
    var listenerCount: Int { clients.count }

    /// Ends every stream, so open event connections close (on shutdown).
    func finish() {
        for client in clients.values { client.finish() }
        clients = [:]
    }

    private func remove(_ id: Int) { clients[id] = nil }
}
