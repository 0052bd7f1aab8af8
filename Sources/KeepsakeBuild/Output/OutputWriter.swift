import Foundation
import KeepsakeCore
import KeepsakeRender

/// Writes a `RenderedSite` into the hidden previous generation beside `Output/` and swaps the two
/// folders atomically, so `Output/` is always the old site or the new and only changes are written.
/// It never replaces a folder it did not write (no marker) nor the diary, `/` or home (`refusal`).
public struct OutputWriter: Sendable {
    /// Written into every output folder; its presence allows the next build to replace the folder.
    public static let markerName = ".keepsake-output"
    /// Files a diary keeps in its output folder (a placeholder tracked in git), carried over.
    static let keptNames: Set<String> = [".gitkeep", "README.md"]
    /// Files at the top of a generation that are not the site's: the marker and `keptNames`.
    static let topNames = keptNames.union([markerName])

    public let layout: SiteLayout

    public init(layout: SiteLayout) {
        self.layout = layout
    }

    public enum WriteError: Error, CustomStringConvertible {
        case notKeepsakeOutput(String)
        /// The folder is one that must never be replaced (see `refusal`).
        case forbidden(Refusal)
        /// A file system operation failed; `code` is its POSIX error, when known.
        case io(String, code: Int32? = nil)
        /// A page left unrendered because the output folder had it is gone from there (someone
        /// deleted it during the build): the next build renders it.
        case publishedFileMissing(String)

        /// `io` for a Foundation or POSIX error: what failed, the system's words for why, its number.
        static func io(_ what: String, _ error: any Error) -> WriteError {
            .io("\(what): \(SystemError.reason(error))", code: SystemError.code(of: error))
        }

        /// `io` for the POSIX call that just failed (`errno`).
        static func posix(_ what: String, _ code: Int32 = errno) -> WriteError {
            .io("\(what): \(String(cString: strerror(code)))", code: code)
        }

        /// What went wrong, on one line.
        public var message: String {
            switch self {
            case .notKeepsakeOutput(let path):
                "\(path) is not empty and was not written by keepsake; refusing to replace it"
            case .forbidden(let refusal): refusal.message
            case .io(let message, _): message
            case .publishedFileMissing(let path): "\(path) vanished from the output folder during the build"
            }
        }

        /// What to do about it, when there is something to say.
        public var hint: String? {
            switch self {
            case .notKeepsakeOutput:
                "choose an empty or new folder with --output, or delete it yourself if it holds nothing you need"
            case .forbidden(let refusal): refusal.hint
            case .publishedFileMissing: "build again: the next build writes it anew"
            case .io: nil
            }
        }

        public var description: String {
            message + (hint.map { "\n  hint: " + $0 } ?? "")
        }
    }

    /// What a write did.
    public struct Summary: Sendable, Equatable {
        /// Files written new.
        public var written = 0
        /// Files carried over from the published generation by a hard link.
        public var linked = 0
        /// Files the previous generation already had.
        public var kept = 0
        /// Files of the previous generation that no longer belong.
        public var removed = 0
        /// `true` when the output already was this site: nothing was touched.
        public var unchanged = false
        /// The generation the output folder now holds.
        public var generation: String?
    }

    /// Files written or gone past which a build brings the hidden generation up to date itself
    /// (`OutputTransaction.follow`), as does one that wrote half the site; fewer wait for the next.
    var followsAfter = 256

    /// The hidden previous generation beside the output folder.
    var previous: URL {
        layout.output.deletingLastPathComponent().appending(path: ".\(layout.output.lastPathComponent).previous")
    }

    var manifests: URL { layout.root.appending(path: ".keepsake-cache/outputs") }

    /// Gets `folder` ready to be rewritten: what it holds as written (empty when missing or
    /// unknown, after removing it) and its generation; what its manifest does not list goes.
    /// `read` and `planted` are its manifest and `removePlanted`'s result, when known already.
    func prepare(
        _ folder: URL, published: OutputManifest? = nil, read: (generation: String, manifest: OutputManifest)? = nil,
        planted: (generation: String, lost: Set<String>)? = nil
    ) throws(WriteError) -> (OutputManifest, String?) {
        let fileManager = FileManager.default
        // A link in the hidden generation's place is never followed: it goes, and the folder is made anew.
        if Self.isLink(folder.path) { unlink(folder.path) }
        if fileManager.fileExists(atPath: folder.path) {
            let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard Self.mayRewrite(previous: names) else { throw .notKeepsakeOutput(layout.display(folder)) }
            let generation = self.generation(of: folder)
            if let generation, let known = read?.generation == generation ? read?.manifest : manifest(of: generation) {
                // What was planted there (links above all) goes first: nothing below may follow one.
                let lost =
                    planted?.generation == generation
                    ? planted?.lost ?? [] : removePlanted(from: folder, (generation, known)).lost
                var held = known.verified(in: folder.path, shared: published)
                if !lost.isEmpty { held.files = held.files.filter { !PlantedFiles.isLost($0.key, in: lost) } }
                let tree = FileTree(root: folder.path)
                // Files changed since written go now: unlisted, one might otherwise be published.
                if held.files.count < known.files.count {
                    for path in known.files.keys where held.files[path] == nil {
                        try tree.remove(folder.path + "/" + path)
                        rmdir(folder.path + "/" + RelativePath.folder(of: path))  // only when left empty
                    }
                }
                return (held, generation)
            }
            // Unknown content (a killed build, another keepsake): start afresh, its manifest gone.
            if let generation { unlink(manifestFile(of: generation)) }
            // Renamed aside, then removed: a killed build leaves a folder `StaleStaging` removes,
            // never a half-emptied folder without its marker.
            let aside = folder.deletingLastPathComponent()
                .appending(path: ".\(layout.output.lastPathComponent).staging-\(getpid())")
            try? fileManager.removeItem(at: aside)  // a dead process's, which had this process's number
            guard rename(folder.path, aside.path) == 0 else { throw .posix("cannot clear \(layout.display(folder))") }
            try? fileManager.removeItem(at: aside)
        }
        // The folder is made by the first change (`OutputTransaction`).
        return (OutputManifest(), nil)
    }

    /// Removes what was put into `folder`, which holds the generation and manifest `read`, since
    /// the build that left it there (`PlantedFiles`); returns the paths removed.
    func removePlanted(from folder: URL, _ read: (generation: String, manifest: OutputManifest)) -> (
        generation: String, lost: Set<String>
    ) {
        let lost = PlantedFiles.remove(
            in: folder.path, manifest: read.manifest, ignoring: Self.topNames,
            horizon: PlantedFiles.horizon(ofManifest: manifestFile(of: read.generation)))
        return (read.generation, lost)
    }

    /// The digest of a file as its manifest lists it: a page's inputs, a generated file's bytes, a
    /// copy's source path and signature, a processed photo's cache path (which names its content).
    static func digest(of file: RenderedSite.File, in layout: SiteLayout) -> UInt64 {
        if let known = file.digest { return fileDigest(ofPage: known) }
        var digest = ContentDigest()
        switch file.contents {
        case .bytes(let bytes):
            digest.add(bytes)
        case .published, .placed:
            break  // pages: they carry their digest
        case .copy(let source):
            digest.add("copy " + source)
            // Its fields, not its text: describing a struct reflects it (dynamic casts per file).
            if let signature = FileSignature.of(path: layout.url(for: source).path) {
                signature.add(to: &digest)
            } else {
                digest.add("missing")
            }
        case .processed(let path):
            digest.add("processed " + path)
        }
        return digest.value
    }

    /// A page's entry in a manifest, from the digest of its inputs.
    static func fileDigest(ofPage digest: UInt64) -> UInt64 {
        var file = ContentDigest()
        file.add(digest)
        return file.value
    }

    /// Whether `folder` holds nothing but the files of `verified` (and the marker and kept names):
    /// any other file, folder or link is planted (`PlantedFiles`, finding without removing).
    func holdsOnly(_ verified: OutputManifest, in folder: String) -> Bool {
        let horizon = generation(of: URL(filePath: folder)).flatMap {
            PlantedFiles.horizon(ofManifest: manifestFile(of: $0))
        }
        return PlantedFiles.remove(
            in: folder, manifest: verified, ignoring: Self.topNames, horizon: horizon,
            removing: false
        ).isEmpty
    }

    /// The output folder's files that are exactly as written, and whether that is all its manifest
    /// lists; `checked` is used when the folder still holds its generation.
    func publishedState(checked: PublishedCheck.Found? = nil) -> (manifest: OutputManifest, isWhole: Bool)? {
        guard let generation = generation(of: layout.output) else { return nil }
        if let checked, checked.generation == generation { return (checked.verified, checked.isWhole) }
        guard let manifest = manifest(of: generation) else { return nil }
        let verified = manifest.verified(in: layout.output.path)
        return (verified, verified.files.count == manifest.files.count)
    }

    func generation(of folder: URL) -> String? {
        FileManager.default.contents(atPath: folder.appending(path: Self.markerName).path)
            .flatMap { OutputManifest.generation(ofMarker: String(decoding: $0, as: UTF8.self)) }
    }

    func manifest(of generation: String) -> OutputManifest? {
        OutputManifest.load(from: manifestFile(of: generation))
    }

    /// Where the manifest of `generation` is kept.
    func manifestFile(of generation: String) -> String {
        manifests.appending(path: generation).path
    }

    /// The generation `folder` holds and its manifest, when both can be read.
    func readManifest(of folder: URL) -> (generation: String, manifest: OutputManifest)? {
        generation(of: folder).flatMap { generation in manifest(of: generation).map { (generation, $0) } }
    }

    /// Drops manifests of other output folders (`--output` elsewhere) after a week: such a folder
    /// is then written whole.
    func pruneManifests(keeping current: [String]) {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: manifests.path)) ?? []
        let weekAgo = Date().addingTimeInterval(-7 * 24 * 3600)
        for name in names where !current.contains(name) {
            let path = manifests.appending(path: name).path
            let modified = (try? fileManager.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            if let modified, modified < weekAgo { try? fileManager.removeItem(atPath: path) }
        }
    }
}

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
