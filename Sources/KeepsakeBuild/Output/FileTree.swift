import Foundation
import KeepsakeCore

/// A folder of the site being written, listed and changed with plain POSIX calls on every core.
/// Files are always created new, never written into: one may be a hard link to a published file.
struct FileTree: Sendable {
    let root: String

    /// Every folder (and parent folder) that holds one of `paths` (not the root).
    static func folders(of paths: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            // A folder there already has its parents there too.
            var folder = RelativePath.folder(of: path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = RelativePath.folder(of: folder) }
        }
        return folders
    }

    /// One name in a folder, and what it is (a link is neither a file nor a folder).
    struct Item {
        enum Kind { case file, folder, other }
        let name: String
        let kind: Kind
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
    static func forEach<Item>(_ items: [Item], _ body: (Item) throws -> Void) throws {
        for case .failure(let error) in ParallelMap.mapNow(items, { item in Result { try body(item) } }) { throw error }
    }

    /// Replaces whatever is at `path` by a new file holding `bytes`; returns the new file's stamp.
    /// - Parameter replacing: whether a file is known to be there (removed first, rather than
    ///   found by a create that fails).
    @discardableResult
    func write(_ bytes: [UInt8], to path: String, replacing: Bool = false) throws(OutputWriter.WriteError)
        -> OutputManifest.Stamp?
    {
        let target = root + "/" + path
        if replacing { try remove(target) }
        // Most files are new: create first, and only remove and retry when something is there.
        var descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST {
            try remove(target)
            descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw .posix("cannot create \(path)") }
        defer { close(descriptor) }
        guard bytes.withUnsafeBytes({ AtomicFile.writeAll($0, to: descriptor) }) else {
            throw .posix("cannot write \(path)")
        }
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
        guard unlink(target) == 0 || errno == ENOENT else { throw .posix("cannot replace \(target)") }
    }

    /// Removes the files at `gone` and the folders they leave empty, deepest first; a folder
    /// holding one of `remaining` or something foreign stays.
    func remove(_ gone: [String], keeping remaining: some Sequence<String>) throws(OutputWriter.WriteError) {
        for path in gone { try remove(root + "/" + path) }
        guard !gone.isEmpty else { return }
        for emptied in Self.folders(of: gone).subtracting(Self.folders(of: remaining)).sorted(by: >) {
            rmdir(root + "/" + emptied)
        }
    }

    /// Makes the folder holding `path` unless it is there, and its parents only when missing: one
    /// `mkdir` per file, no list of folders made.
    func makeFolder(holding path: String) throws(OutputWriter.WriteError) {
        func make(_ folder: String) -> Bool {
            if folder.isEmpty || mkdir(root + "/" + folder, 0o755) == 0 || errno == EEXIST { return true }
            guard errno == ENOENT, make(RelativePath.folder(of: folder)) else { return false }
            return mkdir(root + "/" + folder, 0o755) == 0 || errno == EEXIST
        }
        let folder = RelativePath.folder(of: path)
        guard make(folder) else { throw .posix("cannot create \(folder)") }
    }
}
