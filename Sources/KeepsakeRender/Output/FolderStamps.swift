import Foundation
import KeepsakeCore

#if canImport(Glibc)
    import Glibc
#endif

/// What `stat` said of each folder of an output generation when its listing was last read (or,
/// for a folder unchanged since its generation's horizon, when it was checked: see `OutputCheck`):
/// a folder whose stamp still matches holds exactly the names it held then (adding, removing or
/// renaming a name in a folder moves its modification and status-change times). So a check for
/// files put into the output by hand costs one `stat` per folder instead of opening and reading
/// each of a big site's ten thousand folders. Kept beside the generation's manifest
/// (`<generation>.folders`); missing or damaged, every folder is simply read.
struct FolderStamps: Sendable, Equatable {
    struct Stamp: Sendable, Equatable {
        let inode: UInt64
        let modified: Int64
        let changed: Int64

        /// The stamp of the folder at `path` (relative to the open folder `root`; "" for `root`
        /// itself), `nil` when there is no folder there.
        static func of(_ path: String, in root: Int32) -> Stamp? {
            var info = stat()
            guard (path.isEmpty ? "." : path).withCString({ fstatat(root, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0,
                info.st_mode & S_IFMT == S_IFDIR
            else { return nil }
            return Stamp(info)
        }

        /// The stamp of an open folder.
        static func of(descriptor: Int32) -> Stamp? {
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            return Stamp(info)
        }

        private init(_ info: stat) {
            inode = UInt64(info.st_ino)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }

        init(inode: UInt64, modified: Int64, changed: Int64) {
            (self.inode, self.modified, self.changed) = (inode, modified, changed)
        }

        /// Changed so shortly before `instant` (ns) that another change in the same clock tick
        /// would leave it the same: such a stamp proves nothing and is not kept.
        func isRecent(comparedTo instant: Int64) -> Bool {
            FileSignature.isRecent(max(modified, changed), comparedTo: instant)
        }
    }

    /// By `ContentDigest.of(folder path)`.
    var stamps: [UInt64: Stamp] = [:]

    init() {}

    // MARK: - Storage

    static let magic: UInt64 = 0x3172_6564_6C6F_464B  // "KFolder1", little-endian

    /// The table at `path`; empty when there is none or it is damaged.
    static func load(from path: String) -> FolderStamps {
        var table = FolderStamps()
        guard let data = MappedBytes.contents(of: path), data.count >= 24, data.count % 8 == 0 else { return table }
        data.withUnsafeBytes { raw in
            let words = raw.count / 8
            func word(_ index: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
            }
            // The magic, the count, (key, inode, modified, changed) per folder, a digest of it all.
            guard word(0) == magic, (words - 3) % 4 == 0, word(1) == UInt64((words - 3) / 4) else { return }
            var digest = ContentDigest()
            for index in 0..<words - 1 { digest.add(word(index)) }
            guard digest.value == word(words - 1) else { return }
            table.stamps.reserveCapacity((words - 3) / 4)
            for record in 0..<(words - 3) / 4 {
                let at = 2 + 4 * record
                table.stamps[word(at)] = Stamp(
                    inode: word(at + 1), modified: Int64(bitPattern: word(at + 2)),
                    changed: Int64(bitPattern: word(at + 3)))
            }
        }
        return table
    }

    /// Saves atomically (temporary file, then rename); a table that cannot be saved only costs the
    /// next check some reading.
    func save(to path: String) {
        var words: [UInt64] = [Self.magic, UInt64(stamps.count)]
        words.reserveCapacity(3 + 4 * stamps.count)
        for (key, stamp) in stamps {
            words.append(key)
            words.append(stamp.inode)
            words.append(UInt64(bitPattern: stamp.modified))
            words.append(UInt64(bitPattern: stamp.changed))
        }
        var digest = ContentDigest()
        for word in words { digest.add(word) }
        words.append(digest.value)
        let data = words.map(\.littleEndian).withUnsafeBytes { Data($0) }
        let temporary = path + ".tmp-\(getpid())"
        guard (try? data.write(to: URL(filePath: temporary))) != nil else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}
