import Foundation
import Testing

@testable import KeepsakePreview

#if canImport(Glibc)
    import Glibc

    /// Browsers that leave a page close its event stream; the server must let go of the connection
    /// even when no rebuild comes (a writer reading through the preview without saving): before the
    /// heartbeat, 2000 page views kept 2000 connections and file descriptors open.
    @Suite("Preview event streams of browsers that left")
    struct LeftBrowsersTests {
        @Test(.timeLimit(.minutes(1))) func closedEventStreamsAreLetGoWithoutARebuild() async throws {
            let root = FileManager.default.temporaryDirectory.appending(path: "keepsake-left-\(UUID().uuidString)")
            let hub = ReloadHub(heartbeat: .milliseconds(50))
            let server = try await PreviewServer(store: SiteStore(), hub: hub, router: PreviewRouter(root: root))
                .start(host: "127.0.0.1", port: 0)
            defer { Task { await server.stop() } }

            // Twenty page views: each opens the event stream, reads its first line and closes it. On a
            // thread of its own: blocking one of the few async threads would starve the server.
            let firstLines = await Self.offThePool { () -> [String] in
                (0..<20).map { _ in
                    guard let socket = try? LoopbackClient.connect(port: server.port) else { return "cannot connect" }
                    defer { close(socket) }
                    guard
                        (try? LoopbackClient.send(socket, "GET /__keepsake/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
                            != nil
                    else {
                        return "cannot send"
                    }
                    var buffer = [UInt8](repeating: 0, count: 1024)
                    var received = ""
                    while !received.contains(": keepsake serve") {
                        let count = recv(socket, &buffer, buffer.count, 0)
                        guard count > 0 else { break }
                        received += String(decoding: buffer[..<count], as: UTF8.self)
                    }
                    return received
                }
            }
            #expect(firstLines.allSatisfy { $0.contains(": keepsake serve") }, "\(firstLines)")
            // One page still open.
            let open = try LoopbackClient.EventListener(port: server.port)
            defer { open.close() }
            #expect(await open.wait(for: ": keepsake serve"))
            #expect(await hub.listenerCount >= 1)

            // Only the open one is left after a few heartbeats, with no rebuild in between.
            let deadline = ContinuousClock.now + .seconds(10)
            while await hub.listenerCount > 1, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(await hub.listenerCount == 1)
            #expect(await open.wait(for: ": ping\n\n", count: 2))
            #expect(!open.text.contains("event: ping"))
            // And it still gets reloads.
            #expect(await hub.broadcast("reload") == 1)
            #expect(await open.wait(for: "event: reload\ndata: reload\n\n"))
        }

        /// A client that connects and goes quiet is let go after the idle timeout; an event stream has
        /// none, and outlives it with no heartbeat in between (they are 30 s apart here).
        @Test(.timeLimit(.minutes(1))) func quietConnectionsAreClosedButEventStreamsStay() async throws {
            let root = FileManager.default.temporaryDirectory.appending(path: "keepsake-idle-\(UUID().uuidString)")
            let hub = ReloadHub(heartbeat: .seconds(30))
            let server = try await PreviewServer(
                store: SiteStore(), hub: hub, router: PreviewRouter(root: root), idleTimeout: .seconds(1)
            )
            .start(host: "127.0.0.1", port: 0)
            defer { Task { await server.stop() } }
            let stream = try LoopbackClient.EventListener(port: server.port)
            defer { stream.close() }
            // Generous: with other suites running beside this one, tasks start late.
            #expect(await stream.wait(for: ": keepsake serve", within: .seconds(30)))
            let quiet = try LoopbackClient.connect(port: server.port)
            defer { close(quiet) }
            let start = ContinuousClock.now
            // Blocks until the server closes the connection (nothing was sent, so nothing comes).
            let received = await Self.offThePool { LoopbackClient.readToEnd(quiet) }
            #expect(received.isEmpty)
            #expect(ContinuousClock.now - start < .seconds(10))
            // No heartbeat came (30 s apart): the stream outlived the idle timeout all the same.
            #expect(!stream.text.contains(": ping"))
            #expect(await hub.broadcast("reload") == 1)
            #expect(await stream.wait(for: "event: reload\ndata: reload\n\n"), "the stream outlived the idle timeout")
        }

        /// A client that sends its request a byte at a time, never finishing it (slowloris), is
        /// closed once the request timeout has passed since its first byte, though it is never
        /// quiet for as long as the idle timeout; a request that comes whole is answered.
        @Test(.timeLimit(.minutes(1))) func aRequestTrickledInIsCutOff() async throws {
            let root = FileManager.default.temporaryDirectory.appending(path: "keepsake-slow-\(UUID().uuidString)")
            let server = try await PreviewServer(
                store: SiteStore(), hub: ReloadHub(heartbeat: .seconds(30)), router: PreviewRouter(root: root),
                idleTimeout: .seconds(30), requestTimeout: .milliseconds(500)
            )
            .start(host: "127.0.0.1", port: 0)
            defer { Task { await server.stop() } }
            let port = server.port
            let (closedAfter, bytesSent) = await Self.offThePool { () -> (Duration?, Int) in
                guard let socket = try? LoopbackClient.connect(port: port) else { return (nil, 0) }
                defer { close(socket) }
                let start = ContinuousClock.now
                var sent = 0
                // A byte every 100 ms for up to 10 s: the head never ends.
                for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8)
                    + Array(repeating: UInt8(ascii: "z"), count: 100)
                {
                    var one = byte
                    guard Glibc.send(socket, &one, 1, Int32(MSG_NOSIGNAL)) == 1 else { break }
                    sent += 1
                    var poll = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                    if Glibc.poll(&poll, 1, 100) > 0 {
                        var buffer = [UInt8](repeating: 0, count: 512)
                        if recv(socket, &buffer, buffer.count, 0) <= 0 { return (ContinuousClock.now - start, sent) }
                    }
                }
                return (nil, sent)
            }
            let closed = try #require(closedAfter, "still open after \(bytesSent) bytes, a byte every 100 ms")
            #expect(closed >= .milliseconds(400) && closed < .seconds(5), "closed after \(closed)")
            // A whole request is answered.
            let answer = await Self.offThePool { try? LoopbackClient.request(port: port, path: "/") }
            #expect(answer?.status == 404, "\(String(describing: answer))")
        }

        private static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
            await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: work()) }.start()
            }
        }
    }
#endif
