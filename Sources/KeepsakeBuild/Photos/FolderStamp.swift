import KeepsakeRender
import KeepsakeCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` said of a folder (the photo cache's): adding, removing or renaming a name in it
/// moves its modification and status-change times, so a stamp unmoved means the same names.
struct FolderStamp: Sendable, Equatable {
    let inode: UInt64
    let modified: Int64
    let changed: Int64

    /// The stamp of the folder at `path` (not followed through a link), `nil` when there is none.
    static func of(_ path: String) -> FolderStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return FolderStamp(
            inode: UInt64(info.st_ino),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
    }

    /// Changed so shortly before `instant` (ns) that another change in the same clock tick
    /// would leave it the same: such a stamp proves nothing.
    func isRecent(comparedTo instant: Int64) -> Bool {
        FileSignature.isRecent(max(modified, changed), comparedTo: instant)
    }
}
