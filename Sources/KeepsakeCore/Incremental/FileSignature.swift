#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file: enough to tell, without reading it, that it has not changed
/// since the last build (the same test git and make use). Any difference means "read it again".
public struct FileSignature: Sendable, Hashable, Codable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let changed: Int64

    /// Adds every field to a digest (for a stamp of many files).
    public func add(to digest: inout ContentDigest) {
        digest.add(device)
        digest.add(inode)
        digest.add(Int(size))
        digest.add(Int(modified))
        digest.add(Int(changed))
    }

    /// The later of the modification and status-change times (ns).
    public var latestChange: Int64 { max(modified, changed) }

    /// Now, on the clock file times come from, in nanoseconds.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Modified so close to `instant` (ns, from `now()`) that a write after it could leave the
    /// same signature (file times advance in coarse ticks).
    public func isRecent(comparedTo instant: Int64) -> Bool { Self.isRecent(latestChange, comparedTo: instant) }

    /// `isRecent(comparedTo:)` of a file whose `latestChange` this is.
    public static func isRecent(_ latestChange: Int64, comparedTo instant: Int64) -> Bool {
        latestChange >= instant - 100_000_000
    }

    /// - Returns: `nil` when the file cannot be stat'ed (it is gone, or unreadable).
    public static func of(path: String) -> FileSignature? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileSignature(info)
    }

    /// The signature of `name` in the open folder `directory` (one name looked up, not a path).
    public static func of(directory: Int32, name: String) -> FileSignature? {
        var info = stat()
        // `withCString` hands over the string's own bytes (passing the `String` copied it).
        guard name.withCString({ fstatat(directory, $0, &info, 0) }) == 0 else { return nil }
        return FileSignature(info)
    }

    /// The digest of a file's path (`ContentDigest.of(path)`, which a scan works out anyway) and
    /// signature, as a stamp of many files adds them up.
    public static func digest(ofPath path: UInt64, _ signature: FileSignature?) -> UInt64 {
        var digest = ContentDigest()
        digest.add(path)
        if let signature { signature.add(to: &digest) } else { digest.add("missing") }
        return digest.value
    }
}

extension FileSignature {
    fileprivate init(_ info: stat) {
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
            let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified,
            changed: changed)
    }
}
