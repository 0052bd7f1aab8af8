import KeepsakeCore

#if canImport(Glibc)
    import Glibc
#endif

/// Which build of keepsake is running, keying every cache and manifest: its executable's device,
/// inode, size and modification time. Not its status-change time: a hard link to the file or a
/// `chmod` moves that (a profiler's link once made the next build read every entry again).
enum ProgramIdentity {
    /// The running program's identity, worked out now.
    static func current() -> UInt64 {
        var digest = ContentDigest()
        var info = stat()
        if stat("/proc/self/exe", &info) == 0 {
            digest.add(UInt64(info.st_dev))
            digest.add(UInt64(info.st_ino))
            digest.add(Int(info.st_size))
            digest.add(Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
        }
        return digest.value
    }
}
