import Dispatch
import Foundation
import KeepsakeCore
import KeepsakeRender
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A folder of the site being written, listed and changed with plain POSIX calls on every core
/// (Foundation's `createDirectory(withIntermediateDirectories:)` and `Data.write` were a tenth of
/// a large build).
///
/// Files are always created new, never written into: a file here may be a hard link shared with
/// the published folder, which must not change under a reader.
struct FileTree: Sendable {
    let root: String

    /// Every folder (and parent folder) that holds one of `paths` (not the root).
    static func folders(of paths: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            // By its bytes: a `String`'s characters are slow to search.
            var end = path.utf8.endIndex
            while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")),
                folders.insert(String(path[..<slash])).inserted
            {
                end = slash
            }
        }
        return folders
    }

    /// One name in a folder, and what it is (a link is neither a file nor a folder).
    struct Item {
        enum Kind { case file, folder, other }
        let name: String
        let kind: Kind
    }

    /// Walks the folder at `root` without following a link below it: `visit` is handed each
    /// folder reached (open), its path relative to the root ("" for the root) and its names, and
    /// gives back those of the folders in it to go into. The root's folders are walked on all
    /// cores (a site has a folder per page).
    static func walk(_ root: String, _ visit: @Sendable (_ folder: Int32, _ path: String, [Item]) -> [String]) {
        let top = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return }
        listing(top) { top, items in
            let folders = visit(top, "", items)
            DispatchQueue.concurrentPerform(iterations: folders.count) { index in
                descend(into: folders[index], of: top, at: folders[index], visit)
            }
        }
    }

    /// `walk` from the folder `name` of the open folder `parent`, whose path is `path`.
    private static func descend(
        into name: String, of parent: Int32, at path: String, _ visit: (Int32, String, [Item]) -> [String]
    ) {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        listing(descriptor) { folder, items in
            for name in visit(folder, path, items) { descend(into: name, of: folder, at: path + "/" + name, visit) }
        }
    }

    /// Reads the names in the open folder `descriptor` but `.` and `..` with `readdir`, and hands
    /// them to `body` with the folder, still open; the descriptor is closed after.
    static func listing(_ descriptor: Int32, _ body: (_ folder: Int32, [Item]) -> Void) {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var items: [Item] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            items.append(Item(name: name, kind: kind(of: name, type: entry.pointee.d_type, in: descriptor)))
        }
        body(descriptor, items)
    }

    /// What `name` in the open folder `descriptor` is, by its listing's `type`, or by `fstatat` on
    /// file systems that leave it unknown.
    private static func kind(of name: String, type: UInt8, in descriptor: Int32) -> Item.Kind {
        var mode = mode_t(0)
        switch Int32(type) {
        case Int32(DT_DIR): return .folder
        case Int32(DT_REG): return .file
        case Int32(DT_UNKNOWN):
            var info = stat()
            if fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 { mode = info.st_mode & S_IFMT }
        default: break
        }
        return mode == S_IFDIR ? .folder : mode == S_IFREG ? .file : .other
    }

    /// Runs `body` for every item, spread over the cores; the first error is thrown at the end.
    static func forEach<Item: Sendable>(_ items: [Item], _ body: @Sendable (Item) throws -> Void) throws {
        let failure = Mutex<(any Error)?>(nil)
        let chunks = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount * 4))
        guard chunks > 0 else { return }
        let chunkSize = (items.count + chunks - 1) / chunks
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = min(chunk * chunkSize, items.count)..<min((chunk + 1) * chunkSize, items.count)
            do {
                for item in items[range] { try body(item) }
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// Replaces whatever is at `path` by a new file holding `bytes`; returns the new file's stamp.
    /// - Parameter replacing: whether a file is known to be there (removed first, rather than
    ///   found by a create that fails).
    @discardableResult
    func write(_ bytes: [UInt8], to path: String, replacing: Bool = false) throws(OutputWriter.WriteError)
        -> OutputManifest.Stamp?
    {
        try write(to: path, replacing: replacing) { emit in bytes.withUnsafeBytes { emit($0) } }
    }

    /// Replaces whatever is at `path` by a new file holding the pieces `make` hands to its
    /// argument, in order (none is kept: a big diary's sitemap is megabytes); returns the new
    /// file's stamp. `replacing` as for `write(_:to:replacing:)`.
    func write(
        to path: String, replacing: Bool = false, pieces make: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(OutputWriter.WriteError) -> OutputManifest.Stamp? {
        let target = root + "/" + path
        if replacing { try remove(target) }
        // Most files are new: create first, and only remove and retry when something is there.
        var descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST {
            try remove(target)
            descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw .io("cannot create \(path): \(String(cString: strerror(errno)))", code: errno)
        }
        defer { close(descriptor) }
        // The first error ends the writing; the pieces after it are let go unwritten.
        var failure: Int32?
        make { piece in
            var written = 0
            while failure == nil, written < piece.count {
                let result = Glibc.write(descriptor, piece.baseAddress! + written, piece.count - written)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    failure = result < 0 ? errno : ENOSPC
                    break
                }
                written += result
            }
        }
        if let failure { throw .io("cannot write \(path): \(String(cString: strerror(failure)))", code: failure) }
        return OutputManifest.Stamp.of(descriptor: descriptor)
    }

    /// Replaces whatever is at `path` by a hard link to `source`; `false` when the file system
    /// cannot link (then the caller copies). `replacing` as for `write(_:to:replacing:)`.
    func link(_ source: String, to path: String, replacing: Bool = false) throws(OutputWriter.WriteError) -> Bool {
        let target = root + "/" + path
        if replacing { try remove(target) }
        if Glibc.link(source, target) == 0 { return true }
        guard errno == EEXIST else { return false }
        try remove(target)
        return Glibc.link(source, target) == 0
    }

    /// Replaces whatever is at `path` by a copy of `source`.
    func copy(_ source: String, to path: String) throws(OutputWriter.WriteError) {
        let target = root + "/" + path
        try remove(target)
        do {
            try FileManager.default.copyItem(atPath: source, toPath: target)
        } catch {
            throw .io("cannot copy \(source) to \(path)", error)
        }
    }

    func remove(_ target: String) throws(OutputWriter.WriteError) {
        guard unlink(target) == 0 || errno == ENOENT else {
            throw .io("cannot replace \(target): \(String(cString: strerror(errno)))", code: errno)
        }
    }
}
