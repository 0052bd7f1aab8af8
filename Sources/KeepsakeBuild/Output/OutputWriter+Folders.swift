import KeepsakeRender
import KeepsakeCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Operations on whole folders: the marker, the kept placeholder files, the swap.
extension OutputWriter {
    /// Writes `folder`'s marker file (see `markerName`) through a temporary file and a rename.
    func writeMarker(_ text: String, in folder: URL) throws {
        let marker = folder.appending(path: Self.markerName).path
        try Data(text.utf8).write(to: URL(filePath: marker + ".tmp"))
        guard rename(marker + ".tmp", marker) == 0 else {
            throw WriteError.posix("cannot mark \(layout.display(folder))")
        }
    }

    /// A placeholder the diary keeps in its output folder (tracked in git) goes along.
    func carryKeptNames(from output: URL, to folder: URL) throws {
        let tree = FileTree(root: folder.path)
        for name in Self.keptNames {
            let kept = output.appending(path: name).path
            if FileManager.default.fileExists(atPath: kept) {
                if !(try tree.link(kept, to: name)) { try tree.copy(kept, to: name) }
            } else {
                try tree.remove(folder.path + "/" + name)
            }
        }
    }

    /// Puts `folder` in place of `output` with one atomic exchange where the kernel offers it;
    /// the old site becomes the previous generation.
    func swap(_ folder: URL, into output: URL, existing: Bool) throws(WriteError) {
        guard existing else {
            guard rename(folder.path, output.path) == 0 else { throw .posix("cannot move the site into place") }
            return
        }
        if let exchange = Self.renameExchange, exchange(AT_FDCWD, folder.path, AT_FDCWD, output.path, 2) == 0 {
            return
        }
        // Fallback: three renames; the old site is kept until the new one is in place.
        let old = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).old-\(getpid())")
        guard rename(output.path, old.path) == 0 else { throw .posix("cannot move the old site aside") }
        guard rename(folder.path, output.path) == 0 else {
            let code = errno
            _ = rename(old.path, output.path)
            throw .posix("cannot move the site into place", code)
        }
        _ = rename(old.path, folder.path)
    }

    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2` (with `RENAME_EXCHANGE` = 2), looked up at run time because Swift's Glibc
    /// module does not declare it.
    static let renameExchange: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
}
