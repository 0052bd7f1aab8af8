import Foundation
import KeepsakeCore
import KeepsakeRender

#if canImport(Glibc)
    import Glibc
#endif

/// Hard links from one output generation's folder into another's, by paths relative to the two
/// open folders: each link walks the few names of its path in the site, not the path from `/`.
final class TwinLinker: Sendable {
    private let source: Int32
    private let target: Int32

    /// `nil` when either folder cannot be opened.
    init?(from source: String, to target: String) {
        let (from, to) = (
            open(source, O_RDONLY | O_DIRECTORY | O_CLOEXEC), open(target, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        )
        guard from >= 0, to >= 0 else {
            if from >= 0 { close(from) }
            if to >= 0 { close(to) }
            return nil
        }
        (self.source, self.target) = (from, to)
    }

    deinit {
        close(source)
        close(target)
    }

    /// Links the source's file at `path` to the same path in the target, replacing a file there
    /// and making missing folders; `false` when it cannot (no links there, or the file is gone).
    /// - Parameter isNew: nothing is at `path` in the target (and its folder is likely missing).
    func link(_ path: String, isNew: Bool) -> Bool {
        if isNew, case let folder = RelativePath.folder(of: path), !folder.isEmpty,
            !FileTree.makeFolder(folder, in: target)
        {
            return false
        }
        if linkat(source, path, target, path, 0) == 0 { return true }
        switch errno {
        case EEXIST:
            guard unlinkat(target, path, 0) == 0 else { return false }
        case ENOENT:
            let folder = RelativePath.folder(of: path)
            guard !folder.isEmpty, FileTree.makeFolder(folder, in: target) else { return false }
        default:
            return false
        }
        return linkat(source, path, target, path, 0) == 0
    }
}
