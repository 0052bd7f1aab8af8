import Foundation
import KeepsakeCore

/// What the last successful `keepsake build` started from (input files as `stat` saw them, the
/// options, git's `HEAD`, the binary) and wrote: when all is the same, nothing is read.
struct BuildStamp: Codable, Sendable, Equatable {
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
    let counts: BuildReport.Counts
    /// The saved `InputTable`'s digest and the entry store's state it goes with (see `changes`).
    var table: UInt64?
    var store: UInt64?

    /// Stats every input now, and gives back the scan of `Content/` for the build to use.
    static func inputs(of layout: SiteLayout, options: BuildOptions) -> (
        Inputs, ContentScanner.Scan, themes: [ScannedFile]
    ) {
        let statedAt = FileSignature.now()
        // `Content/`'s files are stat'ed as the scan lists them, in each open folder.
        let scan = ContentScanner.scanSigned(layout)
        PhaseTrace.mark("stamp: scan")
        var (files, newest) = (scan.digest, scan.newest)
        let root = layout.root.path + "/"
        var themeFiles: [ScannedFile] = []
        if let themes = FileManager.default.enumerator(atPath: layout.themes.path) {
            while let path = themes.nextObject() as? String {
                let file = ScannedFile(
                    path: "Themes/" + path, signature: FileSignature.of(path: root + "Themes/" + path))
                files &+= file.digest
                newest = max(newest, file.latestChange ?? 0)
                themeFiles.append(file)
            }
        }
        PhaseTrace.mark("stamp: themes")
        let head = options.readsGitHistory ? GitHistory.head(root: layout.root) : nil
        let inputs = Inputs(
            identity: OutputManifest.identity, options: describe(options), files: files, head: head,
            statedAt: statedAt, newest: newest)
        return (inputs, scan, themeFiles)
    }

    static func describe(_ options: BuildOptions) -> String {
        // Spelled out: interpolating a struct reflects it (slow).
        let photos = options.photos
        return "drafts=\(options.includeDrafts) base=\(options.baseURL ?? "-") git=\(options.readsGitHistory) "
            + "photos=\(photos.library.identity) workers=\(photos.workers) pixels=\(photos.maxPixels)"
    }

    /// One stamp per output folder, in the diary's cache.
    static func location(in layout: SiteLayout) -> URL {
        let name = String(ContentDigest.of(layout.output.standardizedFileURL.path), radix: 16)
        return layout.root.appending(path: ".keepsake-cache/build/stamp-\(name).json")
    }

    static func load(_ layout: SiteLayout) -> BuildStamp? {
        guard let data = FileManager.default.contents(atPath: location(in: layout).path) else { return nil }
        return try? JSONDecoder().decode(BuildStamp.self, from: data)
    }

    /// Saves `table` and gives its digest for the stamp to name it by (`nil` when not saved); no
    /// stamp names the file until this build's is saved (the build removed the old one first).
    static func saveTable(_ table: InputTable, _ layout: SiteLayout) -> UInt64? {
        let url = tableLocation(in: layout)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes = table.bytes
        guard (try? Data(bytes).write(to: url, options: .atomic)) != nil else { return nil }
        return ContentDigest.of(bytes)
    }

    /// Saves the stamp, naming the saved table of its inputs (see `saveTable`) and the entry
    /// store's `state` it goes with.
    func save(_ layout: SiteLayout, table: UInt64? = nil, store state: UInt64? = nil) {
        let url = Self.location(in: layout)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var stamp = self
        if let table { (stamp.table, stamp.store) = (table, state) }
        if let data = try? JSONEncoder().encode(stamp) { try? data.write(to: url, options: .atomic) }
    }

    /// The files changed since this stamp's build, among `files` (the inputs now), when its table
    /// is saved intact, the options and the program are the same, and no file is gone.
    func changes(in files: some Sequence<ScannedFile>, now inputs: Inputs, layout: SiteLayout) -> Set<String>? {
        guard let digest = table, store != nil, inputs.identity == self.inputs.identity,
            inputs.options == self.inputs.options,
            let file = MappedBytes(contentsOf: Self.tableLocation(in: layout).path),
            let saved = file.withUnsafeBytes({ bytes in
                ContentDigest.of(bytes) == digest ? InputTable(bytes: bytes) : nil
            })
        else { return nil }
        return saved.changes(in: files)
    }

    static func tableLocation(in layout: SiteLayout) -> URL {
        URL(filePath: location(in: layout).path.replacingOccurrences(of: ".json", with: ".inputs"))
    }

    /// Whether the inputs could have changed unseen since they were stat'ed.
    var isRacy: Bool { inputs.newest >= inputs.statedAt - 100_000_000 }
}
