import Foundation
import Testing

#if canImport(Glibc)
    import Glibc

    /// `keepsake serve` as a person runs it: a child process, asked over a loopback socket.
    @Suite("keepsake serve")
    struct ServeCommandTests {
        /// A running `keepsake serve`, found listening once it printed where.
        struct Server {
            let started: CLI.Started
            let port: UInt16

            /// Starts `keepsake serve arguments…` in `folder` and waits for its "Serving … at" line.
            static func start(_ arguments: [String], in folder: URL) async throws -> Server {
                let started = try CLI.start(CLI.binary.path, ["serve", "--port", "0"] + arguments, in: folder)
                let deadline = ContinuousClock.now + .seconds(120)
                while ContinuousClock.now < deadline, started.process.isRunning {
                    let text = String(decoding: (try? Data(contentsOf: started.error)) ?? Data(), as: UTF8.self)
                    if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Serving ") }),
                        let address = line.firstMatch(of: /at http:\/\/[0-9.]+:([0-9]+)\//),
                        let port = UInt16(address.1)
                    {
                        return Server(started: started, port: port)
                    }
                    try await Task.sleep(for: .milliseconds(50))
                }
                started.process.terminate()
                let run = await started.finish()
                throw Failure(description: "serve did not start: exit \(run.status): \(run.error)")
            }

            /// Everything it printed on standard error so far.
            var errorText: String {
                String(decoding: (try? Data(contentsOf: started.error)) ?? Data(), as: UTF8.self)
            }

            /// The anonymous memory it holds now (RssAnon, in bytes): what a file read into
            /// memory takes, unlike a file mapped or in the page cache.
            var anonymousMemory: Int? { Self.anonymousMemory(of: started.process.processIdentifier) }

            static func anonymousMemory(of process: Int32) -> Int? {
                let status = (try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)) ?? ""
                guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }) else {
                    return nil
                }
                return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
            }

            func stop() async -> CLI.Run {
                started.process.terminate()
                return await started.finish()
            }
        }

        struct Failure: Error, CustomStringConvertible { let description: String }

        /// A picture far larger than memory should hold goes from disk to the socket in pieces:
        /// the server's memory while it sends 127 MB (just under the largest picture a body may
        /// show) grows by less than the file (it held the file whole, three times over: one GET
        /// of a 1 GB picture peaked at 2.12 GB); the margin is the noise of a loaded machine.
        @Test(.timeLimit(.minutes(5))) func aLargePictureIsSentFromDiskInPieces() async throws {
            let diary = try await CLI.newDiary()
            defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
            let folder = diary.appending(path: "Content/entries/2026/05", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("---\ntitle: Big\n---\n![a big animation](big.gif)\n".utf8)
                .write(to: folder.appending(path: "2026-05-03-big.md"))
            // A GIF is published as it is (no libvips needed); sparse, so it costs no disk.
            let size = 127 << 20
            let picture = folder.appending(path: "big.gif")
            try Data("GIF89a\u{1}\u{0}\u{1}\u{0}\u{0}\u{0}\u{0}".utf8).write(to: picture)
            #expect(truncate(picture.path, off_t(size)) == 0)

            let server = try await Server.start(["--no-git"], in: diary)
            let page = await Self.get("/2026/05/big/", port: server.port)
            #expect(page.head.hasPrefix("HTTP/1.1 200"), "\(page.head)")
            let published = "/media/entries/2026/05/big.gif"
            // Sampled while the body comes (every 4 MB or so): the file mapped to compute its
            // digest, or in the page cache, is not anonymous memory; a copy of it is.
            let before = server.anonymousMemory ?? 0
            let answer = await Self.get(
                published, port: server.port, sampling: server.started.process.processIdentifier)
            let peak = answer.mostAnonymousMemory ?? .max
            let run = await server.stop()
            #expect(answer.head.hasPrefix("HTTP/1.1 200"), "\(answer.head)\n\(run.error)")
            #expect(answer.head.contains("Content-Length: \(size)\r\n"), "\(answer.head)")
            #expect(answer.bodyBytes == size)
            #expect(peak - before < size * 3 / 4, "at most \(peak >> 20) MB, \(before >> 20) MB before the GET")
        }

        /// `--host 0.0.0.0` says the preview is open to the network, and where it can be reached;
        /// an address that is not this machine's is a usage error that says so.
        @Test(.timeLimit(.minutes(3))) func hostsBeyondTheLoopbackAreSaidOutLoud() async throws {
            let diary = try await CLI.newDiary()
            defer { try? FileManager.default.removeItem(at: diary.deletingLastPathComponent()) }
            let server = try await Server.start(["--host", "0.0.0.0", "--no-git"], in: diary)
            let deadline = ContinuousClock.now + .seconds(30)
            while ContinuousClock.now < deadline, !server.errorText.contains("On the network: ") {
                try await Task.sleep(for: .milliseconds(20))
            }
            let local = await Self.get("/", port: server.port)
            let run = await server.stop()
            #expect(local.head.hasPrefix("HTTP/1.1 200"))
            #expect(
                run.error.contains(
                    "--host 0.0.0.0: warning: the preview is open to the network: any device that reaches this machine can read the diary\n"
                ), "\(run.error)")
            #expect(run.error.contains("Serving Content/ at http://127.0.0.1:\(server.port)/"), "\(run.error)")
            let line = try #require(run.error.split(separator: "\n").first { $0.hasPrefix("On the network: ") })
            let addresses = line.matches(of: /http:\/\/([0-9.]+):([0-9]+)\//).map { (String($0.1), String($0.2)) }
            #expect(!addresses.isEmpty || line.contains("no address found"), "\(line)")
            for (address, port) in addresses {
                #expect(port == String(server.port))
                #expect(!address.hasPrefix("127."), "\(line)")
                #expect(Self.bindError(address) == 0, "\(address) is not an address of this machine")
            }

            // An address no interface here has (a documentation address).
            let foreign = "198.51.100.77"
            guard Self.bindError(foreign) == EADDRNOTAVAIL else { return }
            let refused = try await CLI.keepsake(["serve", "--host", foreign, "--no-git"], in: diary)
            #expect(refused.status == 2, "\(refused.error)")
            #expect(
                refused.error.contains(
                    "--host \(foreign): error: address not available: \(foreign) is not an address of this machine\n  hint: use 127.0.0.1"
                ), "\(refused.error)")
            #expect(!refused.error.contains("in use"))
        }

        /// 0 when this machine can listen on `address`, else the error number.
        static func bindError(_ address: String) -> Int32 {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var place = sockaddr_in()
            place.sin_family = sa_family_t(AF_INET)
            place.sin_addr.s_addr = inet_addr(address)
            let bound = withUnsafePointer(to: &place) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            return bound == 0 ? 0 : errno
        }

        /// One GET with `Connection: close`, on a thread of its own: the head, and the body's length
        /// (the body itself is counted, not kept); with `sampling`, the most anonymous memory that
        /// process held while the body came.
        static func get(_ path: String, port: UInt16, sampling process: Int32? = nil) async -> (
            head: String, bodyBytes: Int, mostAnonymousMemory: Int?
        ) {
            await withCheckedContinuation { continuation in
                Thread {
                    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                    defer { close(socket) }
                    var address = sockaddr_in()
                    address.sin_family = sa_family_t(AF_INET)
                    address.sin_port = port.bigEndian
                    address.sin_addr.s_addr = inet_addr("127.0.0.1")
                    let connected = withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                    guard connected == 0 else { return continuation.resume(returning: ("cannot connect", 0, nil)) }
                    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
                    _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
                    var head: [UInt8] = []
                    var body = 0
                    var headIsRead = false
                    var buffer = [UInt8](repeating: 0, count: 1 << 16)
                    var most: Int?
                    var reads = 0
                    while true {
                        let count = recv(socket, &buffer, buffer.count, 0)
                        if count <= 0 { break }
                        reads += 1
                        if let process, reads % 64 == 1, let now = Server.anonymousMemory(of: process) {
                            most = max(most ?? 0, now)
                        }
                        if headIsRead {
                            body += count
                            continue
                        }
                        head += buffer[..<count]
                        if let end = head.firstRange(of: Array("\r\n\r\n".utf8)) {
                            body += head.count - end.upperBound
                            head.removeSubrange(end.upperBound...)
                            headIsRead = true
                        }
                    }
                    continuation.resume(returning: (String(decoding: head, as: UTF8.self), body, most))
                }.start()
            }
        }
    }
#endif
