#if canImport(Glibc)
    import Glibc

    /// The addresses other machines reach this one at (each IPv4 address of an interface that is up and not
    /// the loopback, once), for `serve --host 0.0.0.0` to print.
    public enum NetworkAddresses {
        public static func ipv4() -> [String] {
            var first: UnsafeMutablePointer<ifaddrs>?
            guard getifaddrs(&first) == 0 else { return [] }
            defer { freeifaddrs(first) }
            var found: [String] = []
            var next = first
            while let interface = next?.pointee {
                next = interface.ifa_next
                let flags = Int(interface.ifa_flags)
                guard let address = interface.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                    flags & IFF_UP != 0, flags & IFF_LOOPBACK == 0
                else { continue }
                var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
                let written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    var raw = ipv4.pointee.sin_addr
                    return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
                }
                guard written != nil else { continue }
                let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !found.contains(name) { found.append(name) }
            }
            return found
        }
    }
#endif
