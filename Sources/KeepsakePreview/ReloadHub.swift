/// Fans reload events out to every connected browser. The only shared mutable state of the
/// preview server besides the current snapshot.
///
/// Each stream also gets `heartbeat` every so often. The server never reads from an event
/// connection once the stream has started, so writing is the only way it learns that the browser
/// went away (a page left, reloaded or closed): without the heartbeat every page view kept its
/// connection, its file descriptor and its subscription until the next rebuild, and a writer
/// browsing the diary for a while without saving ran the server out of file descriptors.
public actor ReloadHub {
    /// Not an event: the stream writes it as an SSE comment (`: ping`), which browsers ignore.
    public static let heartbeat = "ping"

    private var clients: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0
    private let heartbeatInterval: Duration

    /// - Parameter heartbeat: how often each stream gets a heartbeat. A connection whose browser
    ///   went away is let go after at most two of them (the first write after the close may
    ///   still succeed).
    public init(heartbeat: Duration = .seconds(10)) {
        heartbeatInterval = heartbeat
    }

    /// A stream of event names (`reload`, `css`, and `heartbeat`) until the client goes away or
    /// the hub finishes.
    public func subscribe() -> AsyncStream<String> {
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
    public func broadcast(_ event: String) -> Int {
        for client in clients.values { client.yield(event) }
        return clients.count
    }

    /// Browsers connected now (a browser that went away counts until a write finds out).
    var listenerCount: Int { clients.count }

    /// Ends every stream, so open event connections close (on shutdown).
    public func finish() {
        for client in clients.values { client.finish() }
        clients = [:]
    }

    private func remove(_ id: Int) { clients[id] = nil }
}
