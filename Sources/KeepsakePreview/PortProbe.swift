import Foundation

#if canImport(Glibc)
    import Glibc

    /// Finds a port the preview can listen on before the server starts, so a busy port is a clear message.
    enum PortProbe {
        /// The first port from `port` on (of `attempts`) that `host` can bind (0: any); only a port in use
        /// moves on to the next one.
        static func firstFree(host: String, from port: UInt16, attempts: Int) throws(PreviewServer.StartError)
            -> UInt16
        {
            var candidate = Int(port)
            for _ in 0..<max(1, attempts) where candidate <= Int(UInt16.max) {
                switch bind(host: host, port: UInt16(candidate)) {
                case .success(let bound): return bound
                case .failure(let failure) where failure.code == EADDRNOTAVAIL: throw .addressNotAvailable(host)
                case .failure(let failure) where failure.code == EACCES:
                    throw .portNotAllowed(host: host, port: UInt16(candidate))
                case .failure: break
                }
                if port == 0 { break }
                candidate += 1
            }
            throw .noFreePort(host: host, from: port)
        }

        /// Whether `host` is an IPv4 address this machine could listen on.
        static func isIPv4(_ host: String) -> Bool {
            var address = in_addr()
            return inet_pton(AF_INET, host, &address) == 1
        }

        /// The port bound (the one asked, or the system's choice for 0), or the error number.
        private static func bind(host: String, port: UInt16) -> Result<UInt16, BindError> {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { return .failure(BindError(code: errno)) }
            defer { close(socket) }
            var reuse: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return .failure(BindError(code: EINVAL)) }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { return .failure(BindError(code: errno)) }
            var actual = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &actual) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
            }
            return .success(UInt16(bigEndian: actual.sin_port))
        }

        /// Why a port could not be bound: `errno`.
        struct BindError: Error {
            let code: Int32
        }
    }

#endif
