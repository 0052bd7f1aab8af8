import FlyingFox
import FlyingSocks

/// A Server-Sent Events body: a comment line at once (so the browser knows it is connected), then
/// one `event:` block per reload event and a `: ping` comment per heartbeat, until the hub ends
/// the stream or a write fails (the browser went away).
struct EventStream: AsyncBufferedSequence {
    typealias Element = UInt8
    let events: AsyncStream<String>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<String>.AsyncIterator
        // Tells EventSource to wait a quarter of a second before reconnecting (after a restart).
        var pending: [UInt8] = Array(": keepsake serve\nretry: 250\n\n".utf8)

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            guard let event = await events.next() else { return nil }
            if event == ReloadHub.heartbeat { return Array(": ping\n\n".utf8) }
            return Array("event: \(event)\ndata: \(event)\n\n".utf8)
        }

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty {
                guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
                pending = buffer
            }
            return pending.removeFirst()
        }
    }
}
