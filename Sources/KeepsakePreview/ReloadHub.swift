/// Fans reload events out to every connected browser. The only shared mutable state of the
/// preview server besides the current snapshot.
public actor ReloadHub {
    private var clients: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 0

    public init() {}

    /// A stream of event names (`reload`, `css`) until the client goes away or the hub finishes.
    public func subscribe() -> AsyncStream<String> {
        let id = nextID
        nextID += 1
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        clients[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    /// - Returns: how many clients were told.
    @discardableResult
    public func broadcast(_ event: String) -> Int {
        for client in clients.values { client.yield(event) }
        return clients.count
    }

    /// Ends every stream, so open event connections close (on shutdown).
    public func finish() {
        for client in clients.values { client.finish() }
        clients = [:]
    }

    private func remove(_ id: Int) { clients[id] = nil }
}
