import Foundation

#if canImport(Glibc)
    import Glibc

    /// A tiny HTTP/1.1 client on a real loopback socket, for tests against the running preview.
    enum LoopbackClient {
        struct Response {
            let status: Int
            let headers: String
            let body: String
        }

        /// One request with `Connection: close`, read to the end.
        static func request(_ method: String = "GET", port: UInt16, path: String) throws -> Response {
            let socket = try connect(port: port)
            defer { close(socket) }
            try send(socket, "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            let text = readToEnd(socket)
            let parts = text.components(separatedBy: "\r\n\r\n")
            let head = parts.first ?? ""
            let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
            return Response(status: status, headers: head, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
        }

        /// Everything the server sends until it closes the connection.
        static func readToEnd(_ socket: Int32) -> String {
            var data = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { break }
                data += buffer[..<count]
            }
            return String(decoding: data, as: UTF8.self)
        }

        /// Opens `/__keepsake/events` and keeps reading on a thread of its own.
        final class EventListener: @unchecked Sendable {
            private let socket: Int32
            private let lock = NSLock()
            private var received = ""

            init(port: UInt16) throws {
                socket = try LoopbackClient.connect(port: port)
                try LoopbackClient.send(socket, "GET /__keepsake/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                let thread = Thread { [self] in
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    while true {
                        let count = recv(socket, &buffer, buffer.count, 0)
                        if count <= 0 { break }
                        let chunk = String(decoding: buffer[..<count], as: UTF8.self)
                        lock.withLock { received += chunk }
                    }
                }
                thread.start()
            }

            deinit { shutdown(socket, Int32(SHUT_RDWR)) }

            /// Everything received so far.
            var text: String { lock.withLock { received } }

            /// Waits until `needle` has been received `count` times; false after `limit`.
            func wait(for needle: String, count: Int = 1, within limit: Duration = .seconds(30)) async -> Bool {
                let deadline = ContinuousClock.now + limit
                while ContinuousClock.now < deadline {
                    if text.components(separatedBy: needle).count - 1 >= count { return true }
                    try? await Task.sleep(for: .milliseconds(5))
                }
                return false
            }

            func close() { shutdown(socket, Int32(SHUT_RDWR)) }
        }

        static func connect(port: UInt16) throws -> Int32 {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else {
                Glibc.close(socket)
                throw POSIXError(.ECONNREFUSED)
            }
            return socket
        }

        static func send(_ socket: Int32, _ text: String) throws {
            let bytes = Array(text.utf8)
            guard Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
                throw POSIXError(.EPIPE)
            }
        }
    }
#endif
