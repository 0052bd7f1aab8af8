#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator is asked to behave for a build.
enum MallocTuning {
    /// Buffers above 256 KB get pages of their own, given back when freed. Left to itself, glibc
    /// raises that bar each time such a buffer is freed, and a big diary's build then keeps every
    /// freed table and page buffer in its heap: about 17 MB of the peak at 50,000 entries, for
    /// no measurable time.
    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module: looked up at run time (like `renameat2`).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-3 /* M_MMAP_THRESHOLD */, 256 << 10)
        #endif
    }
}
