import Dispatch
import Foundation
import KeepsakeCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A folder of the site being written, changed with plain POSIX calls on every core
/// (Foundation's `createDirectory(withIntermediateDirectories:)` and `Data.write` were a tenth of
/// a large build).
///
/// Files are always created new, never written into: a file here may be a hard link shared with
/// the published folder, which must not change under a reader.
struct FileTree: Sendable {
    let root: String

    /// Every folder (and parent folder) that holds one of `paths` (not the root).
    static func folders(of paths: some Sequence<String>) -> Set<String> {
        Set(OutputCheck.folders(of: paths).lazy.map(\.path).filter { !$0.isEmpty })
    }

    /// Every file under the root (anything not a folder), relative to it, hidden ones too. The
    /// top-level folders are walked on all cores (a site has a folder per page).
    func list() -> [String] {
        walk(stamping: false).files.map(\.path)
    }

    /// `list()` with each file's stamp, taken in its open folder (one name looked up, not a path).
    func stampedList() -> [(path: String, stamp: OutputManifest.Stamp?)] {
        walk(stamping: true).files
    }

    /// What a stamped walk found: every file with its stamp, and every folder ("" for the root)
    /// with the stamp it had before it was read.
    struct Walk {
        var files: [(path: String, stamp: OutputManifest.Stamp?)] = []
        var folders: [(path: String, stamp: FolderStamps.Stamp?)] = []
    }

    /// `stampedList()` with the folders' stamps (`OutputCheck` learns them this way when it knows none).
    func stampedTree() -> Walk {
        walk(stamping: true)
    }

    private func walk(stamping: Bool) -> Walk {
        let top = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return Walk() }
        defer { close(top) }
        var walk = Walk()
        // `visit` closes what it lists; `top` stays open for opening the top-level folders.
        let listing = dup(top)
        let folders = listing < 0 ? [] : visit(listing, folder: "", stamping: stamping, into: &walk, descending: false)
        let found = Mutex(walk)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            var mine = Walk()
            let child = openat(top, folders[index], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 {
                _ = visit(child, folder: folders[index], stamping: stamping, into: &mine, descending: true)
            }
            found.withLock {
                $0.files += mine.files
                $0.folders += mine.folders
            }
        }
        return found.withLock { $0 }
    }

    /// Lists the open folder `descriptor` (which it closes), whose path relative to the root is
    /// `folder`, into `walk`; descends into its folders through their parent's descriptor (one
    /// name looked up each, not a path from the root), or returns their names when not `descending`.
    private func visit(
        _ descriptor: Int32, folder: String, stamping: Bool, into walk: inout Walk, descending: Bool
    ) -> [String] {
        // Before reading it: a change while it is read moves the stamp again.
        if stamping { walk.folders.append((folder, FolderStamps.Stamp.of(descriptor: descriptor))) }
        defer { close(descriptor) }
        var folders: [String] = []
        for item in DirectoryListing.items(of: descriptor) ?? [] {
            let name = item.name
            if item.isFolder {
                folders.append(name)
            } else {
                let path = folder.isEmpty ? name : folder + "/" + name
                walk.files.append((path, stamping ? OutputManifest.Stamp.of(directory: descriptor, name: name) : nil))
            }
        }
        guard descending else { return folders }
        for name in folders {
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else { continue }
            _ = visit(
                child, folder: folder.isEmpty ? name : folder + "/" + name, stamping: stamping, into: &walk,
                descending: true)
        }
        return []
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
