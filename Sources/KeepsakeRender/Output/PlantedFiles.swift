import Foundation
import KeepsakeCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What was put into the hidden previous generation since the build that left it there:
/// symbolic links (and anything else that is neither a file nor a folder), files and folders its
/// manifest does not list. A build writes into that folder by path and then swaps it in as the
/// site, so a link planted there would be written through (a file outside the output
/// overwritten), deleted through, or published; a file put into the published folder by hand
/// is there too once the build after it has hidden that folder. All of it is removed before
/// anything is written there, every folder listed, and no link followed on the way.
enum PlantedFiles {
    /// Removes them from the folder at `rootPath`, which holds the files of `manifest`; returns
    /// the paths removed: a path of the manifest that no longer holds its file is one of them, or
    /// in a folder that is (`isLost`).
    /// - Parameter ignoring: names at the top of the folder that are not the site's but stay
    ///   when they are files (the marker, placeholders a diary keeps there).
    static func remove(in rootPath: String, manifest: OutputManifest, ignoring: Set<String>) -> Set<String> {
        let siteFolders = FileTree.folders(of: manifest.files.keys)
        let removed = Mutex<Set<String>>([])
        FileTree.walk(rootPath) { descriptor, folder, items in
            var descend: [String] = []
            for item in items {
                let path = folder.isEmpty ? item.name : folder + "/" + item.name
                switch item.kind {
                case .folder where siteFolders.contains(path):
                    descend.append(item.name)
                    continue
                case .folder:
                    removeTree(item.name, in: descriptor)  // foreign, all of it
                case .file where manifest.files[path] != nil || (folder.isEmpty && ignoring.contains(item.name)):
                    continue
                case .file, .other:
                    unlinkat(descriptor, item.name, 0)
                }
                _ = removed.withLock { $0.insert(path) }
            }
            return descend
        }
        return removed.withLock { $0 }
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
