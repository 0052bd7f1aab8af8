import Foundation
import KeepsakeCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Writes a `RenderedSite` so that the output folder is never half-written, and rewrites only
/// what changed.
///
/// Beside `Output/` lives its previous generation, `.Output.previous/`. A build brings that hidden
/// folder up to date — a file whose digest it already has stays, a file unchanged since the
/// published generation becomes a hard link to it, everything else is written new — and then
/// swaps the two folders with one atomic exchange. `Output/` is at every instant either the old
/// site or the new one; an unchanged rebuild touches nothing at all. Each generation's manifest
/// (path → digest) is kept in `.keepsake-cache/outputs/`; a folder whose manifest is missing or
/// damaged is simply written whole.
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
        /// A page left unrendered because the output folder had it is gone from there (someone
        /// deleted it): the site must be rendered in full.
        case publishedFileMissing(String)

        public var description: String {
            switch self {
            case .notKeepsakeOutput(let path):
                return "\(path) is not empty and was not written by keepsake; refusing to replace it"
                    + "\n  hint: choose an empty or new folder with --output, or delete it yourself if it holds nothing you need"
            case .forbidden(let refusal): return refusal.message + "\n  hint: " + refusal.hint
            case .io(let message): return message
            case .publishedFileMissing(let path): return "\(path) vanished from the output folder during the build"
            }
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

    /// The hidden previous generation beside the output folder.
    var previous: URL {
        layout.output.deletingLastPathComponent().appending(path: ".\(layout.output.lastPathComponent).previous")
    }

    private var manifests: URL { layout.root.appending(path: ".keepsake-cache/outputs") }

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
    /// - Parameter knownPublished: the output folder's verified manifest when the caller already
    ///   read it (`publishedManifest()`), so it is not read and checked twice.
    @discardableResult
    public func write(_ site: RenderedSite, knownPublished: OutputManifest?? = nil) throws(WriteError) -> Summary {
        let output = layout.output
        let parent = output.deletingLastPathComponent()
        if let refusal = refusal() { throw .forbidden(refusal) }
        let lock = try OutputLock(beside: output)
        defer { lock.release() }
        let existing = FileManager.default.fileExists(atPath: output.path)
        if existing { try checkReplaceable(output) }
        StaleStaging.removeLeftovers(beside: output)

        let digests = Self.digests(of: site, in: layout)
        let published = existing ? (knownPublished ?? publishedManifest()) : nil
        if let published, published.digests == digests, strays(in: output.path, manifest: published).isEmpty {
            return Summary(unchanged: true, generation: generation(of: output))
        }

        var summary = Summary()
        let (stale, staleGeneration) = try prepare(previous)
        let written = OutputManifest.newGeneration()
        do {
            let stamps: [String: OutputManifest.Stamp]
            (summary, stamps) = try update(previous, from: stale, to: site, digests: digests, published: existing ? published : nil)
            if existing { try carryKeptNames(from: output, to: previous) }
            try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
            try OutputManifest(digests: digests, stamps: stamps).save(to: manifests.appending(path: written).path)
            try writeMarker(OutputManifest.marker(for: written), in: previous)
        } catch let error as WriteError {
            throw error
        } catch {
            throw .io("cannot write the site into \(layout.display(previous)): \(error.localizedDescription)")
        }
        try swap(previous, into: output, existing: existing, parent: parent)
        if let staleGeneration { try? FileManager.default.removeItem(at: manifests.appending(path: staleGeneration)) }
        pruneManifests(keeping: [written] + (generation(of: previous).map { [$0] } ?? []))
        summary.generation = written
        return summary
    }

    // MARK: - Generations

    /// Makes `folder` ready to be rewritten: returns what it holds (empty when unknown, after
    /// clearing it) and the generation it held, and marks it as being written.
    private func prepare(_ folder: URL) throws(WriteError) -> (OutputManifest, String?) {
        let fileManager = FileManager.default
        var held = OutputManifest()
        var generation: String?
        if fileManager.fileExists(atPath: folder.path) {
            let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard names.isEmpty || names.contains(Self.markerName) else { throw .notKeepsakeOutput(layout.display(folder)) }
            generation = self.generation(of: folder)
            if let known = generation.flatMap(manifest(of:)) {
                held = known.verified(in: folder.path)
                // Anything else in it (put there by hand while it was the published site) goes.
                let tree = FileTree(root: folder.path)
                for stray in strays(in: folder.path, manifest: held) { try tree.remove(folder.path + "/" + stray) }
            } else {
                // Unknown content (a build was killed while writing it, or an older keepsake
                // made it): start it afresh.
                do {
                    try fileManager.removeItem(at: folder)
                } catch {
                    throw .io("cannot clear \(layout.display(folder)): \(error.localizedDescription)")
                }
            }
        }
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            // From here until the swap, the folder's content is unknown to any other build.
            try writeMarker("keepsake output (being written)\n", in: folder)
        } catch {
            throw .io("cannot prepare \(layout.display(folder)): \(error.localizedDescription)")
        }
        return (held, generation)
    }

    /// Brings `folder`, which holds `stale`, to exactly `site`.
    /// - Returns: what was done, and the stamp of every file (stat'ed only where written).
    private func update(
        _ folder: URL, from stale: OutputManifest, to site: RenderedSite, digests: [String: UInt64],
        published: OutputManifest?
    ) throws -> (Summary, [String: OutputManifest.Stamp]) {
        let tree = FileTree(root: folder.path)
        let output = layout.output.path
        try tree.makeFolders(for: digests.keys, existing: FileTree.folders(of: stale.digests.keys))
        let counts = Mutex(Summary())
        let stamps = Mutex([String: OutputManifest.Stamp](minimumCapacity: site.files.count))
        try FileTree.forEach(site.files) { file in
            let digest = digests[file.path]
            if stale.digests[file.path] == digest, let stamp = stale.stamps[file.path] {
                counts.withLock { $0.kept += 1 }
                stamps.withLock { $0[file.path] = stamp }
                return
            }
            if let published, published.digests[file.path] == digest, let stamp = published.stamps[file.path],
                try tree.link(output + "/" + file.path, to: file.path)
            {
                // A hard link shares the inode, size and modification time.
                counts.withLock { $0.linked += 1 }
                stamps.withLock { $0[file.path] = stamp }
                return
            }
            switch file.contents {
            case .published:
                throw WriteError.publishedFileMissing(file.path)
            case .bytes(let bytes):
                try tree.write(bytes, to: file.path)
            case .copy(let source):
                try tree.copy(layout.url(for: source).path, to: file.path)
            case .processed(let path):
                // Cache files are never changed in place (only replaced by a rename), so a hard
                // link is as good as a copy, and free.
                let cached = layout.url(for: path).path
                if !(try tree.link(cached, to: file.path)) { try tree.copy(cached, to: file.path) }
            }
            counts.withLock { $0.written += 1 }
            if let stamp = OutputManifest.Stamp.of(folder.path + "/" + file.path) { stamps.withLock { $0[file.path] = stamp } }
        }
        var summary = counts.withLock { $0 }
        let gone = stale.digests.keys.filter { digests[$0] == nil }
        for path in gone { try tree.remove(folder.path + "/" + path) }
        summary.removed = gone.count
        // Folders left empty, deepest first; one still holding something foreign stays.
        let needed = FileTree.folders(of: digests.keys)
        for emptied in FileTree.folders(of: gone).subtracting(needed).sorted(by: >) {
            rmdir(folder.path + "/" + emptied)
        }
        return (summary, stamps.withLock { $0 })
    }

    /// Digests of every file: pages carry the digest of their inputs; other generated files are
    /// hashed; copies are known by their source's path and signature; processed photos by their
    /// cache path, which names their content.
    static func digests(of site: RenderedSite, in layout: SiteLayout) -> [String: UInt64] {
        var digests: [String: UInt64] = [:]
        digests.reserveCapacity(site.files.count)
        for file in site.files {
            var digest = ContentDigest()
            if let known = file.digest {
                digests[file.path] = fileDigest(ofPage: known)
                continue
            }
            switch file.contents {
            case .bytes(let bytes):
                digest.add(bytes)
            case .published:
                break
            case .copy(let source):
                digest.add("copy " + source)
                digest.add(FileSignature.of(path: layout.url(for: source).path).map { String(describing: $0) } ?? "")
            case .processed(let path):
                digest.add("processed " + path)
            }
            digests[file.path] = digest.value
        }
        return digests
    }

    /// A page's entry in a manifest, from the digest of its inputs.
    static func fileDigest(ofPage digest: UInt64) -> UInt64 {
        var file = ContentDigest()
        file.add(digest)
        return file.value
    }

    /// Whether the output folder holds `generation`, every file exactly as written and nothing
    /// else (a file put there by hand is not the site).
    func isIntact(generation expected: String) -> Bool {
        guard generation(of: layout.output) == expected, let manifest = manifest(of: expected),
            manifest.verified(in: layout.output.path) == manifest
        else { return false }
        return strays(in: layout.output.path, manifest: manifest).isEmpty
    }

    /// Files in `folder` that its manifest does not list (besides the marker and kept names).
    private func strays(in folder: String, manifest: OutputManifest) -> [String] {
        FileTree(root: folder).list().filter {
            manifest.digests[$0] == nil && $0 != Self.markerName && !Self.keptNames.contains($0)
        }
    }

    /// The manifest of the output folder as it is now, if known: pages it holds need not be rendered.
    public func publishedManifest() -> OutputManifest? {
        generation(of: layout.output).flatMap(manifest(of:))?.verified(in: layout.output.path)
    }

    private func generation(of folder: URL) -> String? {
        FileManager.default.contents(atPath: folder.appending(path: Self.markerName).path)
            .flatMap { OutputManifest.generation(ofMarker: String(decoding: $0, as: UTF8.self)) }
    }

    private func manifest(of generation: String) -> OutputManifest? {
        OutputManifest.load(from: manifests.appending(path: generation).path)
    }

    /// Manifests of other output folders (`--output` elsewhere) are kept for a week, then dropped:
    /// such a folder is then simply written whole.
    private func pruneManifests(keeping current: [String]) {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: manifests.path)) ?? []
        let weekAgo = Date().addingTimeInterval(-7 * 24 * 3600)
        for name in names where !current.contains(name) {
            let path = manifests.appending(path: name).path
            let modified = (try? fileManager.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            if let modified, modified < weekAgo { try? fileManager.removeItem(atPath: path) }
        }
    }

    private func writeMarker(_ text: String, in folder: URL) throws {
        let marker = folder.appending(path: Self.markerName).path
        let temporary = marker + ".tmp"
        try Data(text.utf8).write(to: URL(filePath: temporary))
        guard rename(temporary, marker) == 0 else { throw WriteError.io("cannot mark \(layout.display(folder))") }
    }

    // MARK: - Steps

    private func checkReplaceable(_ output: URL) throws(WriteError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        let isMarked = names.contains(Self.markerName)
        guard isMarked || names.allSatisfy(Self.keptNames.contains) else {
            throw .notKeepsakeOutput(layout.display(output))
        }
    }

    /// A placeholder the diary keeps in its output folder (tracked in git) goes along.
    private func carryKeptNames(from output: URL, to folder: URL) throws {
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
    private func swap(_ folder: URL, into output: URL, existing: Bool, parent: URL) throws(WriteError) {
        guard existing else {
            guard rename(folder.path, output.path) == 0 else { throw .io("cannot move the site into place: \(Self.errnoText())") }
            return
        }
        if let exchange = Self.renameExchange, exchange(AT_FDCWD, folder.path, AT_FDCWD, output.path, 2) == 0 {
            return
        }
        // Fallback: three renames; the old site is kept until the new one is in place.
        let old = parent.appending(path: ".\(output.lastPathComponent).old-\(getpid())")
        guard rename(output.path, old.path) == 0 else { throw .io("cannot move the old site aside: \(Self.errnoText())") }
        guard rename(folder.path, output.path) == 0 else {
            _ = rename(old.path, output.path)
            throw .io("cannot move the site into place: \(Self.errnoText())")
        }
        _ = rename(old.path, folder.path)
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
