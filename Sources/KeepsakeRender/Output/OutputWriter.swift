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
/// `--output` can never delete a person's files; and it never replaces the diary, a folder that
/// holds it, its `Content/` or `Themes/`, `/` or the home folder, marker or not (`refusal`).
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
        /// The folder is one that must never be replaced (see `refusal`).
        case forbidden(Refusal)
        case io(String)

        public var description: String {
            switch self {
            case .notKeepsakeOutput(let path):
                return "\(path) is not empty and was not written by keepsake; refusing to replace it"
                    + "\n  hint: choose an empty or new folder with --output, or delete it yourself if it holds nothing you need"
            case .forbidden(let refusal): return refusal.message + "\n  hint: " + refusal.hint
            case .io(let message): return message
            }
        }
    }

    /// Why the output folder can never be written, whatever it holds.
    public struct Refusal: Sendable, Equatable {
        /// `/home/me/diary is the diary folder: …`
        public let message: String
        public let hint: String
    }

    /// Whether the output folder is one that replacing would destroy the diary or a person's files
    /// with: the diary folder or a folder holding it, its `Content/` or `Themes/` or a folder in
    /// them (the next build would read the site back as content), `/`, the home folder or a folder
    /// holding it. Symbolic links are followed. Checked before the marker: a marker copied into the
    /// wrong place must not make the diary replaceable.
    /// - Parameter home: the home folder (`$HOME`), if known.
    public func refusal(home: String? = ProcessInfo.processInfo.environment["HOME"]) -> Refusal? {
        let output = Self.resolved(layout.output.path)
        let root = Self.resolved(layout.root.path)
        func isInside(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/") }
        let shown = layout.output.path
        let why: String? =
            if output == "/" {
                "\(shown) is the root of the file system"
            } else if output == root {
                "\(shown) is the diary folder: replacing it with the site would delete Content/"
            } else if isInside(root, output) {
                "\(shown) holds the diary (\(layout.root.path)): replacing it with the site would delete the diary"
            } else if output == Self.resolved(layout.content.path) {
                "\(shown) is the diary's Content/ folder: replacing it with the site would delete the entries"
            } else if isInside(output, Self.resolved(layout.content.path)) {
                "\(shown) is inside the diary's Content/ folder: the next build would read the site as entries and photos"
            } else if output == Self.resolved(layout.themes.path) {
                "\(shown) is the diary's Themes/ folder: replacing it with the site would delete the themes"
            } else if isInside(output, Self.resolved(layout.themes.path)) {
                "\(shown) is inside the diary's Themes/ folder: the next build would read the site as theme files"
            } else if let home, !home.isEmpty, output == Self.resolved(home) {
                "\(shown) is the home folder: replacing it with the site would delete everything in it"
            } else if let home, !home.isEmpty, isInside(Self.resolved(home), output) {
                "\(shown) holds the home folder: replacing it with the site would delete everything in it"
            } else {
                nil
            }
        return why.map {
            Refusal(
                message: $0,
                hint: "write the site into a folder of its own, such as \(layout.root.appending(path: "Output").path) (the default) "
                    + "or a new folder outside the diary")
        }
    }

    /// `path` with symbolic links resolved in the part that exists (`realpath`), the rest as it is.
    static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var rest: [String] = []
        while existing != "/" {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return "/" + rest.reversed().joined(separator: "/")
    }

    /// Writes `site`, reading copied files from the diary root.
    public func write(_ site: RenderedSite) throws(WriteError) {
        let output = layout.output
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        if let refusal = refusal() { throw .forbidden(refusal) }
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
        let fileManager = FileManager.default
        var made = Set<String>()
        for file in site.files {
            let target = folder.appending(path: file.path)
            let directory = RelativePath.folder(of: file.path)
            if !directory.isEmpty, made.insert(directory).inserted {
                try fileManager.createDirectory(
                    at: folder.appending(path: directory, directoryHint: .isDirectory), withIntermediateDirectories: true)
            }
            switch file.contents {
            case .bytes(let bytes):
                try Data(bytes).write(to: target)
            case .copy(let source):
                try fileManager.copyItem(at: layout.url(for: source), to: target)
            case .processed(let path):
                // Cache files are never changed in place (only replaced by a rename), so a hard
                // link is as good as a copy, and free.
                let cached = layout.url(for: path)
                if link(cached.path, target.path) != 0 {
                    try fileManager.copyItem(at: cached, to: target)
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
