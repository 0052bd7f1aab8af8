import Foundation
import KeepsakeCore

#if canImport(Glibc)
import Glibc
#endif

/// Writes a `RenderedSite` to disk so that the output folder is never half-written: the site is
/// built in a staging folder beside it, then swapped in with one atomic exchange. Files that no
/// longer belong disappear with the old folder.
///
/// It refuses to replace a non-empty folder that it did not write (no marker file), so a wrong
/// `--output` can never delete a person's files.
public struct OutputWriter: Sendable {
    /// Written into every output folder; its presence allows the next build to replace the folder.
    public static let markerName = ".keepsake-output"
    /// Files a diary keeps in its output folder (a placeholder tracked in git), carried over.
    static let keptNames: Set<String> = [".gitkeep", "README.md"]

    public let layout: SiteLayout

    public init(layout: SiteLayout) {
        self.layout = layout
    }

    public enum WriteError: Error, CustomStringConvertible {
        case notKeepsakeOutput(String)
        case io(String)

        public var description: String {
            switch self {
            case .notKeepsakeOutput(let path):
                return "\(path) is not empty and was not written by keepsake; refusing to replace it"
                    + "\n  hint: choose an empty or new folder with --output, or delete it yourself if it holds nothing you need"
            case .io(let message): return message
            }
        }
    }

    /// Writes `site`, reading copied files from the diary root.
    public func write(_ site: RenderedSite) throws(WriteError) {
        let output = layout.output
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let existing = fileManager.fileExists(atPath: output.path)
        if existing { try checkReplaceable(output) }
        StaleStaging.removeLeftovers(beside: output)
        let staging = parent.appending(path: ".\(output.lastPathComponent).staging-\(getpid())", directoryHint: .isDirectory)
        do {
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            try writeFiles(site, into: staging)
            try Data().write(to: staging.appending(path: Self.markerName))
            if existing {
                for name in Self.keptNames {
                    let kept = output.appending(path: name)
                    if fileManager.fileExists(atPath: kept.path) {
                        try fileManager.copyItem(at: kept, to: staging.appending(path: name))
                    }
                }
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw .io("cannot write the site into \(layout.display(staging)): \(error.localizedDescription)")
        }
        do {
            try swap(staging, into: output, existing: existing)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    // MARK: - Steps

    private func checkReplaceable(_ output: URL) throws(WriteError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        let isMarked = names.contains(Self.markerName)
        guard isMarked || names.allSatisfy(Self.keptNames.contains) else {
            throw .notKeepsakeOutput(layout.display(output))
        }
    }

    private func writeFiles(_ site: RenderedSite, into folder: URL) throws {
        let tree = FileTree(root: folder.path)
        try tree.makeFolders(for: site.files.map(\.path))
        try tree.write(site.files) { file in
            let target = folder.appending(path: file.path)
            switch file.contents {
            case .bytes:
                break
            case .copy(let source):
                try FileManager.default.copyItem(at: layout.url(for: source), to: target)
            case .processed(let path):
                // Cache files are never changed in place (only replaced by a rename), so a hard
                // link is as good as a copy, and free.
                let cached = layout.url(for: path)
                if link(cached.path, target.path) != 0 {
                    try FileManager.default.copyItem(at: cached, to: target)
                }
            }
        }
    }

    /// Puts `staging` in place of `output` with one atomic exchange where the kernel offers it.
    private func swap(_ staging: URL, into output: URL, existing: Bool) throws(WriteError) {
        guard existing else {
            guard rename(staging.path, output.path) == 0 else { throw .io("cannot move the site into place: \(Self.errnoText())") }
            return
        }
        if let exchange = Self.renameExchange, exchange(AT_FDCWD, staging.path, AT_FDCWD, output.path, 2) == 0 {
            try? FileManager.default.removeItem(at: staging)  // now holds the previous site
            return
        }
        // Fallback: two renames; the old site is kept until the new one is in place.
        let old = staging.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).old-\(getpid())")
        guard rename(output.path, old.path) == 0 else { throw .io("cannot move the old site aside: \(Self.errnoText())") }
        guard rename(staging.path, output.path) == 0 else {
            _ = rename(old.path, output.path)
            throw .io("cannot move the site into place: \(Self.errnoText())")
        }
        try? FileManager.default.removeItem(at: old)
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2` (with `RENAME_EXCHANGE` = 2), looked up at run time because Swift's Glibc
    /// module does not declare it.
    private static let renameExchange: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
