import Dispatch
import Foundation
import KeepsakeCore

#if canImport(Glibc)
    import Glibc
#endif

/// What was put into the hidden previous generation since the build that left it there:
/// symbolic links (and anything else that is neither a file nor a folder), files and folders its
/// manifest does not list. A build writes into that folder by path and then swaps it in as the
/// site, so a link planted there would be written through (a file outside the output
/// overwritten), deleted through, or published. They are removed before anything is written
/// there, and no link is followed on the way (the same tampering in the published folder is
/// found by its check, `OutputCheck`, as files that are not the site's).
///
/// One `stat` per folder of the generation: only a folder whose stamp moved since its
/// generation's stamps were taken, and that changed after its horizon, is read (planting
/// anything in a folder moves its status-change time, which cannot be set back).
enum PlantedFiles {
    /// Removes them from the folder at `rootPath`, which holds the files of `manifest`; returns
    /// the manifest's paths that no longer hold its file (a link in a file's place, or in the
    /// place of a folder holding it).
    /// - Parameter ignoring: names at the top of the folder that are not the site's but stay
    ///   when they are files (the marker, placeholders a diary keeps there).
    static func remove(
        in rootPath: String, manifest: OutputManifest, folders known: FolderStamps, horizon: Int64?,
        ignoring: Set<String>
    ) -> Set<String> {
        let root = open(rootPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard root >= 0 else { return [] }
        defer { close(root) }
        let folders = OutputCheck.folders(of: manifest.files.keys)
        let moved = movedFolders(folders, in: root, known: known, horizon: horizon)
        guard !moved.isEmpty else { return [] }
        let siteFolders = Set(folders.lazy.map(\.key))
        var lost: Set<String> = []
        for index in moved {
            let folder = folders[index].path
            // Through real folders only: a folder on the way that is a link is its parent's to
            // remove (its stamp moved too), never a way out of the output.
            let descriptor = openWithoutLinks(folder, in: root)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            for item in DirectoryListing.items(of: descriptor) ?? [] {
                let path = folder.isEmpty ? item.name : folder + "/" + item.name
                if item.isFolder {
                    // A folder of the site is looked at on its own; any other is foreign, all of it.
                    if !siteFolders.contains(ContentDigest.of(path)) { removeTree(item.name, in: descriptor) }
                    continue
                }
                var info = stat()
                let isFile =
                    fstatat(descriptor, item.name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFREG
                let isListed = manifest.files[path] != nil || (folder.isEmpty && ignoring.contains(item.name))
                guard !isFile || !isListed else { continue }
                unlinkat(descriptor, item.name, 0)
                if isListed || siteFolders.contains(ContentDigest.of(path)) { lost.insert(path) }
            }
        }
        return lost
    }

    /// Whether `path`, or a folder holding it, is one of `lost` (see `remove`).
    static func isLost(_ path: String, in lost: Set<String>) -> Bool {
        var path = path
        while !path.isEmpty {
            if lost.contains(path) { return true }
            path = RelativePath.folder(of: path)
        }
        return false
    }

    /// The places in `folders` of those that are there and may hold something planted: their
    /// stamp moved since it was taken (`known`) and they changed after `horizon`.
    private static func movedFolders(
        _ folders: [(path: String, key: UInt64)], in root: Int32, known: FolderStamps, horizon: Int64?
    ) -> [Int] {
        var moved = [Bool](repeating: false, count: folders.count)
        moved.withUnsafeMutableBufferPointer { buffer in
            // Each chunk writes only its own slots.
            nonisolated(unsafe) let slots = buffer
            let chunks = max(1, min(folders.count / 512, ProcessInfo.processInfo.activeProcessorCount * 4))
            let size = (folders.count + chunks - 1) / chunks
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                for index in chunk * size..<min((chunk + 1) * size, folders.count) {
                    // Not a folder (gone, or a link): its parent's stamp moved, and it is read there.
                    guard let stamp = FolderStamps.Stamp.of(folders[index].path, in: root) else { continue }
                    let unchanged =
                        known.stamps[folders[index].key] == stamp
                        || horizon.map { max(stamp.modified, stamp.changed) < $0 } == true
                    slots[index] = !unchanged
                }
            }
        }
        return moved.indices.filter { moved[$0] }
    }

    /// The folder at `path` below the open folder `root`, opened one name at a time without
    /// following a link; -1 when one of them is not a folder.
    static func openWithoutLinks(_ path: String, in root: Int32) -> Int32 {
        var current = dup(root)
        for name in path.split(separator: "/") where current >= 0 {
            let next = openat(current, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(current)
            current = next
        }
        return current
    }

    /// Removes the folder `name` of the open folder `parent` and everything in it, following no link.
    static func removeTree(_ name: String, in parent: Int32) {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            unlinkat(parent, name, 0)
            return
        }
        for item in DirectoryListing.items(of: descriptor) ?? [] {
            if item.isFolder { removeTree(item.name, in: descriptor) } else { unlinkat(descriptor, item.name, 0) }
        }
        close(descriptor)
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}
