import Foundation
import KeepsakeCore
import KeepsakeRender

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
        /// A file system operation failed; `code` is its POSIX error, when known.
        case io(String, code: Int32? = nil)
        /// A page left unrendered because the output folder had it is gone from there (someone
        /// deleted it): the site must be rendered in full.
        case publishedFileMissing(String)

        /// `io` for a Foundation or POSIX error: what failed, the system's words for why (never
        /// Foundation's dump of the error) and its error number.
        static func io(_ what: String, _ error: any Error) -> WriteError {
            .io("\(what): \(SystemError.reason(error))", code: SystemError.code(of: error))
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
            case .io, .publishedFileMissing: nil
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

    /// How many files a build must leave the hidden previous generation behind the published one
    /// (written new, or gone) before it brings that generation up to date itself
    /// (`OutputTransaction.follow`), as does any build that wrote half the site; fewer are left
    /// for the next build to bring over.
    var followsAfter = 256

    /// The hidden previous generation beside the output folder.
    var previous: URL {
        layout.output.deletingLastPathComponent().appending(path: ".\(layout.output.lastPathComponent).previous")
    }

    var manifests: URL { layout.root.appending(path: ".keepsake-cache/outputs") }

    /// Writes `site`, reading copied files from the diary root.
    @discardableResult
    public func write(_ site: RenderedSite) throws(WriteError) -> Summary {
        try begin().finish(site)
    }

    /// Starts a write whose pages are placed while they are rendered (`OutputTransaction`).
    /// - Parameter listed: the published folder's generation and manifest, when read already.
    public func begin(listed: (generation: String, manifest: OutputManifest)? = nil) throws(WriteError)
        -> OutputTransaction
    {
        try OutputTransaction(self, listed: listed)
    }

    /// `begin(listed:)` with the published folder checked already.
    func begin(listed: (generation: String, manifest: OutputManifest)?, checked: PublishedCheck.Found?)
        throws(WriteError)
        -> OutputTransaction
    {
        try OutputTransaction(self, listed: listed, checked: checked)
    }

    // MARK: - Generations

    /// Gets `folder` ready to be rewritten: returns what it holds (empty when missing or unknown,
    /// after removing it) and the generation it held. What its manifest does not list (put there
    /// by hand, or while it was the published site) is removed (`PlantedFiles`).
    /// - Parameter published: the output folder's verified manifest (see `OutputManifest.verified`).
    /// - Parameter read: the folder's generation and its manifest, when read already (see
    ///   `readManifest(of:)`).
    /// - Parameter planted: what `removePlanted` took out of the folder already, for the
    ///   generation it holds.
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
                // What was put there since it was left (links above all) goes first: nothing
                // below may follow a link out of the output.
                let lost =
                    planted?.generation == generation
                    ? planted?.lost ?? [] : removePlanted(from: folder, (generation, known)).lost
                var held = known.verified(in: folder.path, shared: published)
                if !lost.isEmpty { held.files = held.files.filter { !PlantedFiles.isLost($0.key, in: lost) } }
                let tree = FileTree(root: folder.path)
                // Files changed since they were written (by hand, perhaps through a hard link the
                // published folder shares) go now: one whose page the site no longer has would
                // otherwise stay, unlisted, and be published with the folder.
                if held.files.count < known.files.count {
                    for path in known.files.keys where held.files[path] == nil {
                        try tree.remove(folder.path + "/" + path)
                        rmdir(folder.path + "/" + RelativePath.folder(of: path))  // only when left empty
                    }
                }
                return (held, generation)
            }
            // Unknown content (a build was killed while writing it, or another keepsake made it):
            // start it afresh, without the manifest no keepsake can use now.
            if let generation { unlink(manifestFile(of: generation)) }
            // Out of the way in one rename, then removed: a build killed while removing it leaves
            // a folder the next build removes (`StaleStaging`), never a half-emptied folder
            // without its marker, which no build would dare replace again (found by the kill test).
            let aside = folder.deletingLastPathComponent()
                .appending(path: ".\(layout.output.lastPathComponent).staging-\(getpid())")
            try? fileManager.removeItem(at: aside)  // a dead process's, which had this process's number
            guard rename(folder.path, aside.path) == 0 else {
                throw .io("cannot clear \(layout.display(folder)): \(Self.errnoText())", code: errno)
            }
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
            in: folder.path, manifest: read.manifest, ignoring: Self.keptNames.union([Self.markerName]),
            horizon: PlantedFiles.horizon(ofManifest: manifestFile(of: read.generation)))
        return (read.generation, lost)
    }

    /// The digest of a file as its manifest lists it: pages carry the digest of their inputs;
    /// other generated files are hashed; copies are known by their source's path and signature;
    /// processed photos by their cache path, which names their content.
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
            in: folder, manifest: verified, ignoring: Self.keptNames.union([Self.markerName]), horizon: horizon,
            removing: false
        ).isEmpty
    }

    /// The manifest of the output folder as it is now, if known: pages it holds need not be rendered.
    public func publishedManifest() -> OutputManifest? {
        publishedState()?.manifest
    }

    /// The output folder's files that are exactly as written (its manifest, verified), and whether
    /// that is every file of its manifest.
    ///
    /// - Parameter listed: the published folder's generation and manifest, when read already
    ///   (`readManifest(of:)`; used when the folder still holds that generation).
    /// - Parameter checked: the folder checked already (`PublishedCheck`), used when the folder
    ///   still holds the generation it was checked for.
    func publishedState(
        listed: (generation: String, manifest: OutputManifest)? = nil, checked: PublishedCheck.Found? = nil
    ) -> (manifest: OutputManifest, isWhole: Bool)? {
        guard let generation = generation(of: layout.output) else { return nil }
        if let checked, checked.generation == generation { return (checked.verified, checked.isWhole) }
        let read = listed?.generation == generation ? listed?.manifest : nil
        guard let manifest = read ?? manifest(of: generation) else { return nil }
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

    /// Manifests of other output folders (`--output` elsewhere) are kept for a week, then dropped:
    /// such a folder is then simply written whole.
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

    // MARK: - Steps

    func checkReplaceable(_ output: URL) throws(WriteError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        guard Self.mayReplace(output: names) else { throw .notKeepsakeOutput(layout.display(output)) }
    }

}
