import Foundation
import KeepsakeCore

/// What the last successful `keepsake build` started from — every input file as `stat` saw it,
/// the options, git's `HEAD`, the keepsake binary — and what it wrote. When all of that is the
/// same, the next build has nothing to do and says so without reading a single entry (the test
/// make and git use: no file is read, only stat'ed).
struct BuildStamp: Codable, Sendable, Equatable {
    struct Counts: Codable, Sendable, Equatable {
        var entries, drafts, draftsSkipped, deletedTraces, months, commentThreads, comments, pages, otherFiles, photos: Int
    }

    /// Everything that decides the site, but the output folder.
    struct Inputs: Codable, Sendable, Equatable {
        let identity: UInt64
        let options: String
        /// The sum of the digests of the path and signature of every file in `Content/` and `Themes/`.
        let files: UInt64
        let head: String?
        /// When the files were stat'ed, and the newest change among them (ns): a file changed in
        /// the same clock tick as it was stat'ed might change again unseen ("racily clean").
        let statedAt: Int64
        let newest: Int64

        /// The same inputs (whenever they were stat'ed).
        func isSame(as other: Inputs) -> Bool {
            identity == other.identity && options == other.options && files == other.files && head == other.head
                && newest == other.newest
        }
    }

    let inputs: Inputs
    /// The output generation the build wrote.
    let generation: String
    let counts: Counts

    /// Stats every input now (on all cores), and hands back the scan of `Content/` it made, with
    /// what `stat` said of each of its files, for the build to use instead of asking again.
    static func inputs(of layout: SiteLayout, options: BuildOptions) -> (Inputs, ContentScanner.SignedScan) {
        let statedAt = FileSignature.now()
        // `Content/`'s files are stat'ed as the scan lists them, in each open folder.
        let scan = ContentScanner.scanSigned(layout)
        PhaseTrace.mark("stamp: scan")
        var (files, newest) = (scan.digest, scan.newest)
        let root = layout.root.path + "/"
        if let themes = FileManager.default.enumerator(atPath: layout.themes.path) {
            while let path = themes.nextObject() as? String {
                let signature = FileSignature.of(path: root + "Themes/" + path)
                files &+= FileSignature.digest(of: "Themes/" + path, signature)
                newest = max(newest, signature?.latestChange ?? 0)
            }
        }
        PhaseTrace.mark("stamp: themes")
        let head = options.readsGitHistory ? GitHistory.head(root: layout.root) : nil
        let inputs = Inputs(
            identity: OutputManifest.identity, options: describe(options), files: files, head: head,
            statedAt: statedAt, newest: newest)
        return (inputs, scan)
    }

    static func describe(_ options: BuildOptions) -> String {
        "drafts=\(options.includeDrafts) base=\(options.baseURL ?? "-") git=\(options.readsGitHistory) photos=\(options.photos)"
    }

    // MARK: - Storage

    /// One stamp per output folder, in the diary's cache.
    static func location(in layout: SiteLayout) -> URL {
        let name = String(ContentDigest.of(layout.output.standardizedFileURL.path), radix: 16)
        return layout.root.appending(path: ".keepsake-cache/build/stamp-\(name).json")
    }

    static func load(_ layout: SiteLayout) -> BuildStamp? {
        guard let data = FileManager.default.contents(atPath: location(in: layout).path) else { return nil }
        return try? JSONDecoder().decode(BuildStamp.self, from: data)
    }

    func save(_ layout: SiteLayout) {
        let url = Self.location(in: layout)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(self) { try? data.write(to: url, options: .atomic) }
    }

    static func remove(_ layout: SiteLayout) {
        try? FileManager.default.removeItem(at: location(in: layout))
    }

    /// Whether the inputs could have changed unseen since they were stat'ed.
    var isRacy: Bool { inputs.newest >= inputs.statedAt - 100_000_000 }
}
