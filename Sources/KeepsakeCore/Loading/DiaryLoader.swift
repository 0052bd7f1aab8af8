import Foundation

/// Reads every entry and sidecar of a diary, on all cores, into entries plus diagnostics.
public struct DiaryLoader: Sendable {
    public let layout: SiteLayout
    public let config: DiaryConfig
    public let catalog: DecorationCatalog

    public init(layout: SiteLayout, config: DiaryConfig, catalog: DecorationCatalog) {
        self.layout = layout
        self.config = config
        self.catalog = catalog
    }

    /// What one load produced.
    public struct Loaded: Sendable {
        /// The entries that loaded, in file order.
        public let entries: [Entry]
        /// Every diagnostic, including a warning for each sidecar that has no entry.
        public let diagnostics: [Diagnostic]
        /// Hand this to the next load to re-read only what changed.
        public let cache: EntryCache
        /// Entry files actually read and parsed (the rest came from the cache).
        public let parsed: [String]
    }

    /// Loads every entry of `inventory`, reusing `cache` for files whose signature (and whose
    /// sidecar's) did not change. The cache must come from a load with the same config and catalog.
    ///
    /// - Parameter changed: when a watcher knows exactly which files changed since the load that
    ///   made `cache`, only those are looked at; every other remembered result is taken as it is,
    ///   without asking the disk.
    /// - Parameter bodies: where to keep the bodies of the entries parsed now, instead of memory.
    public func load(
        _ inventory: ContentInventory, reusing cache: EntryCache = EntryCache(), changed: Set<String>? = nil,
        bodies: BodyFile? = nil
    ) async -> Loaded {
        let parser = EntryParser(config: config, catalog: catalog, files: inventory.files)
        let comments = CommentLoader(timeZone: config.timeZone)
        let paths = inventory.entries
        let sidecars = Set(inventory.sidecars)
        let root = layout.root.path
        let start = FileSignature.now()
        let filesDiffer = cache.filesDiffer(from: inventory.files)
        let results = await ParallelMap.map(paths) { path -> (EntryCache.Record, Bool) in
            let sidecarPath = ContentInventory.sidecar(for: path)
            if let changed, !changed.contains(path), !changed.contains(sidecarPath),
                let remembered = cache.record(for: path, files: inventory.files, filesDiffer: filesDiffer)
            {
                return (remembered, false)
            }
            // Signatures first: a write that lands while the file is read shows up next time.
            let signature = FileSignature.of(path: root + "/" + path)
            let sidecar = sidecars.contains(sidecarPath) ? FileSignature.of(path: root + "/" + sidecarPath) : nil
            let isRacy = [signature, sidecar].contains { $0?.isRecent(comparedTo: start) ?? false }
            let remembered = cache.record(for: path, files: inventory.files, filesDiffer: filesDiffer)
            if let remembered, !remembered.isRacy, signature != nil, remembered.signature == signature,
                remembered.sidecar == sidecar
            {
                return (remembered, false)
            }
            let source = read(path, sidecar: sidecars.contains(sidecarPath) ? sidecarPath : nil, root: root)
            // Same texts (or the same reason they cannot be read): the same result.
            if let remembered,
                source.digest.map({ $0 == remembered.digest })
                    ?? (remembered.digest == nil && remembered.diagnostics == source.problem.map { [$0] })
            {
                return (remembered.seen(signature: signature, sidecar: sidecar, isRacy: isRacy), false)
            }
            var (entry, diagnostics) = parse(source, parser: parser, comments: comments)
            if let bodies { entry = entry?.spillingBody(to: bodies) }
            let record = EntryCache.Record(
                signature: signature, sidecar: sidecar, digest: source.digest, entry: entry, diagnostics: diagnostics,
                isRacy: isRacy)
            return (record, true)
        }
        var entries: [Entry] = []
        var diagnostics = inventory.diagnostics
        var next = EntryCache()
        next.files = inventory.files
        var parsed: [String] = []
        for (path, (record, wasParsed)) in zip(paths, results) {
            if wasParsed { parsed.append(path) }
            next.records[path] = record
            if let entry = record.entry { entries.append(entry) }
            diagnostics += record.diagnostics
        }
        let entryPaths = Set(paths)
        for sidecar in inventory.sidecars
        where !entryPaths.contains(String(sidecar.dropLast(ContentInventory.sidecarSuffix.count)) + ".md") {
            diagnostics.append(
                .warning(
                    at: SourceLocation(path: sidecar), "comment sidecar has no entry; its comments are not published",
                    hint: "name it after its entry: 2024-05-03-picnic.md → 2024-05-03-picnic.comments.json"))
        }
        return Loaded(entries: entries, diagnostics: diagnostics, cache: next, parsed: parsed)
    }

    /// An entry's texts as read, or why they could not be.
    private struct Source {
        let path: String
        let text: String?
        let sidecarPath: String?
        let json: String?
        let problem: Diagnostic?
        /// The digest of the path and both texts: with the same config and catalog, it decides
        /// everything about the entry, so it is the entry's fingerprint.
        let digest: UInt64?
    }

    /// - Parameter root: the diary folder on disk (`layout.root.path`), worked out once per load.
    private func read(_ path: String, sidecar sidecarPath: String?, root: String) -> Source {
        func failed(_ problem: Diagnostic) -> Source {
            Source(path: path, text: nil, sidecarPath: sidecarPath, json: nil, problem: problem, digest: nil)
        }
        let text: String
        switch SourceText.read(path, file: root + "/" + path, limit: .entry) {
        case .success(let value): text = value
        case .failure(let diagnostic): return failed(diagnostic)
        }
        var digest = ContentDigest()
        digest.add(path)
        digest.add(text)
        var json: String?
        if let sidecarPath {
            switch SourceText.read(sidecarPath, file: root + "/" + sidecarPath, limit: .sidecar) {
            case .success(let value): json = value
            case .failure(let diagnostic): return failed(diagnostic)
            }
            digest.add(json ?? "")
        }
        return Source(path: path, text: text, sidecarPath: sidecarPath, json: json, problem: nil, digest: digest.value)
    }

    private func parse(_ source: Source, parser: EntryParser, comments: CommentLoader) -> (Entry?, [Diagnostic]) {
        guard let text = source.text, let digest = source.digest else { return (nil, source.problem.map { [$0] } ?? []) }
        var (entry, diagnostics) = parser.parse(path: source.path, text: text)
        guard let sidecarPath = source.sidecarPath, let json = source.json else {
            return (entry?.with(comments: nil, fingerprint: digest), diagnostics)
        }
        let (thread, problems) = comments.load(path: sidecarPath, text: json)
        diagnostics += problems
        return (problems.hasErrors ? nil : entry?.with(comments: thread, fingerprint: digest), diagnostics)
    }
}
