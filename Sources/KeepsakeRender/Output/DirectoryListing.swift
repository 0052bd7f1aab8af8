import CDirectory

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names in an open folder, read with `getdents64` straight into a buffer. `opendir` and
/// `readdir` add a `stat`, two `fcntl`s and a 32 KB allocation to every folder, and after a
/// build that rewrote every page, the next build reads all of a big site's ten thousand output
/// folders (their stamps all moved): seven system calls a folder become four.
enum DirectoryListing {
    /// One name in a folder.
    struct Item {
        let name: String
        /// A folder (not followed through a link); asked of the file system with `fstatat` only
        /// where its listing does not say.
        let isFolder: Bool
    }

    /// Every name in the open folder `descriptor` but `.` and `..` (the descriptor stays open);
    /// `nil` when it cannot be read. Where `getdents64` does not exist, `readdir` reads it.
    static func items(of descriptor: Int32) -> [Item]? {
        var items: [Item] = []
        // A leaf folder of a site holds one page: 4 KB holds a hundred names.
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { keepsake_read_directory(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno == ENOSYS ? readingEach(descriptor) : nil
            }
            if count == 0 { return items }
            buffer.withUnsafeBytes { raw in
                // linux_dirent64: inode (8 bytes), offset (8), record length (2), type (1), name.
                var offset = 0
                while offset + 19 < count {
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self))
                    guard length > 19, offset + length <= count else { break }
                    let type = raw[offset + 18]
                    let nameBytes = UnsafeRawBufferPointer(rebasing: raw[(offset + 19)..<(offset + length)])
                    let end = nameBytes.firstIndex(of: 0) ?? nameBytes.count
                    let name = UnsafeRawBufferPointer(rebasing: nameBytes[..<end])
                    offset += length
                    if name.elementsEqual([UInt8(ascii: ".")])
                        || name.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")])
                    {
                        continue
                    }
                    let text = String(decoding: name, as: UTF8.self)
                    items.append(Item(name: text, isFolder: Self.isFolder(text, type: type, in: descriptor)))
                }
            }
        }
    }

    /// Whether `name` in the folder `descriptor` is a folder, by the listing's `type`, or by
    /// `fstatat` on file systems that leave it unknown.
    private static func isFolder(_ name: String, type: UInt8, in descriptor: Int32) -> Bool {
        switch Int32(type) {
        case Int32(DT_DIR): return true
        case Int32(DT_UNKNOWN):
            var info = stat()
            return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        default: return false
        }
    }

    /// `items(of:)` through `readdir`, on a copy of the descriptor (`closedir` closes it).
    private static func readingEach(_ descriptor: Int32) -> [Item]? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let directory = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(directory) }
        var items: [Item] = []
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            items.append(Item(name: name, isFolder: isFolder(name, type: item.pointee.d_type, in: descriptor)))
        }
        return items
    }
}
