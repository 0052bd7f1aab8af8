import Foundation
import KeepsakeCore
import Synchronization

/// What was put into the hidden previous generation since a build left it: links (anything not
/// a file or folder) and what its manifest does not list. A build writes there by path and
/// publishes it, so all of it goes first, following no link. A folder is listed only when its
/// times say a name in it changed since the manifest was saved (a `stat` costs a fifth of a listing).
enum PlantedFiles {
    /// Removes them from the folder at `rootPath`, which holds `manifest`'s files; returns the
    /// paths removed (a manifest path is lost when it or a folder holding it is one, `isLost`).
    /// - Parameter ignoring: files at the top that stay (the marker, placeholders).
    /// - Parameter horizon: when the manifest was saved: older folders hold what it lists; `nil`: list all.
    /// - Parameter removing: `false` only finds them.
    static func remove(
        in rootPath: String, manifest: OutputManifest, ignoring: Set<String>, horizon: Int64? = nil,
        removing: Bool = true
    ) -> Set<String> {
        let siteFolders = FileTree.folders(of: manifest.files.keys)
        let subfolders = Dictionary(grouping: siteFolders, by: RelativePath.folder(of:)).mapValues {
            $0.map(RelativePath.fileName(of:))
        }
        let removed = Mutex<Set<String>>([])
        /// The site's folders in `folder` to go into, after removing what is planted in it.
        @Sendable func cleared(_ descriptor: Int32, _ folder: String, _ items: [FileTree.Item]) -> [String] {
            var descend: [String] = []
            for item in items {
                let path = folder.isEmpty ? item.name : folder + "/" + item.name
                switch item.kind {
                case .folder where siteFolders.contains(path):
                    descend.append(item.name)
                    continue
                case .folder:
                    if removing { removeTree(item.name, in: descriptor) }  // foreign, all of it
                case .file where manifest.files[path] != nil || (folder.isEmpty && ignoring.contains(item.name)):
                    continue
                case .file, .other:
                    if removing { unlinkat(descriptor, item.name, 0) }
                }
                _ = removed.withLock { $0.insert(path) }
            }
            return descend
        }
        /// The site's folder `name` of the open folder `parent`, at `path`: listed, or only
        /// stat'ed when unchanged since the manifest.
        @Sendable func visit(_ name: String, of parent: Int32, at path: String) {
            var info = stat()
            if let horizon, fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR,
                latestTime(info) < horizon
            {
                guard let inside = subfolders[path], !inside.isEmpty else { return }
                let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard descriptor >= 0 else { return }
                defer { close(descriptor) }
                for child in inside { visit(child, of: descriptor, at: path + "/" + child) }
                return
            }
            let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            FileTree.listing(descriptor) { folder, items in
                for child in cleared(folder, path, items) { visit(child, of: folder, at: path + "/" + child) }
            }
        }
        let top = open(rootPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return [] }
        // The top folder always: the swap and the marker change it after the manifest.
        FileTree.listing(top) { top, items in
            let folders = cleared(top, "", items)
            DispatchQueue.concurrentPerform(iterations: folders.count) { index in
                visit(folders[index], of: top, at: folders[index])
            }
        }
        return removed.withLock { $0 }
    }

    /// The latest of a `stat`'s modification and status-change times, in nanoseconds.
    private static func latestTime(_ info: stat) -> Int64 {
        max(nanoseconds(info.st_mtim), nanoseconds(info.st_ctim))
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// `remove`'s horizon: the modification time of the manifest file at `path` (in ns), `nil`
    /// without one.
    static func horizon(ofManifest path: String) -> Int64? {
        var info = stat()
        return lstat(path, &info) == 0 ? nanoseconds(info.st_mtim) : nil
    }

    /// Sets the modification time of the manifest file at `path` to `horizon` (see `horizon`).
    static func setHorizon(_ horizon: Int64, ofManifest path: String) {
        let time = timespec(tv_sec: Int(horizon / 1_000_000_000), tv_nsec: Int(horizon % 1_000_000_000))
        _ = utimensat(AT_FDCWD, path, [time, time], AT_SYMLINK_NOFOLLOW)
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

    /// Removes the folder `name` of the open folder `parent` and everything in it, following no link.
    static func removeTree(_ name: String, in parent: Int32) {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            unlinkat(parent, name, 0)
            return
        }
        FileTree.listing(descriptor) { folder, items in
            for item in items {
                if item.kind == .folder { removeTree(item.name, in: folder) } else { unlinkat(folder, item.name, 0) }
            }
        }
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}
