import Foundation
import KeepsakeCore

extension FileManager {
    /// Whether `url` names a folder (through a symbolic link too).
    func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether `url` names something that is there and is no folder.
    func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// The files under `folder` (in its subfolders too), relative to it, in byte order
    /// (`RelativePath.precedes`); hidden ones (`.obsidian/`, `.DS_Store`) and all in them left out.
    func visibleFiles(in folder: URL) -> [String] {
        guard let walker = enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                if RelativePath.fileName(of: path).hasPrefix(".") { walker.skipDescendants() }
                continue
            }
            if isFile(folder.appending(path: path)) { paths.append(path) }
        }
        return paths.sorted(by: RelativePath.precedes)
    }
}
