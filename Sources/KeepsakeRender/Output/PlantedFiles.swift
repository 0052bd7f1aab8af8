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
    /// the manifest's paths that no longer hold its file (a link in a file's place, or in the
    /// place of a folder holding it).
    /// - Parameter ignoring: names at the top of the folder that are not the site's but stay
    ///   when they are files (the marker, placeholders a diary keeps there).
    static func remove(in rootPath: String, manifest: OutputManifest, ignoring: Set<String>) -> Set<String> {
        let siteFolders = FileTree.folders(of: manifest.files.keys)
        let lost = Mutex<Set<String>>([])
        FileTree.walk(rootPath) { descriptor, folder, items in
            var descend: [String] = []
            for item in items {
                let path = folder.isEmpty ? item.name : folder + "/" + item.name
                if item.kind == .folder {
                    // A folder of the site is walked; any other is foreign, all of it.
                    if siteFolders.contains(path) {
                        descend.append(item.name)
                    } else {
                        removeTree(item.name, in: descriptor)
                    }
                    continue
                }
                let isListed = manifest.files[path] != nil || (folder.isEmpty && ignoring.contains(item.name))
                guard item.kind != .file || !isListed else { continue }
                unlinkat(descriptor, item.name, 0)
                if isListed || siteFolders.contains(path) { _ = lost.withLock { $0.insert(path) } }
            }
            return descend
        }
        return lost.withLock { $0 }
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
