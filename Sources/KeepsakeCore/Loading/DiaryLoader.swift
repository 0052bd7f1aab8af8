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
        public let parsed: ParsedFiles

        /// The path of each of `entries`, taken from the records: an entry's own path lives in its
        /// detail, which `keepsake build` keeps in a file and would read back for each.
        public var entrySources: [String] {
            let table = cache.records
            // An entry not held by a record in that order (no load makes that) is asked.
            return zip(entries, table.places(holding: entries)).map { entry, place in
                place.map { table.paths[$0] } ?? entry.source
            }
        }

        /// This load with `attached` (its entries in order, with git's history attached) in place of
        /// its entries and in its cache's records, as the history `historyKey` names.
        public func attaching(_ attached: [Entry], historyKey: UInt64) -> Loaded {
            precondition(attached.count == entries.count, "one attached entry per entry")
            return Loaded(
                entries: attached, diagnostics: diagnostics,
                cache: cache.attaching(attached, to: entries, historyKey: historyKey), parsed: parsed)
        }
    }

    /// Loads every entry of `inventory`, reusing `cache` (made with the same config and catalog)
    /// for files whose signature, and whose sidecar's, did not change.
    /// - Parameter changed: every file changed since `cache`'s load, when a watcher knows: only
    ///   those are looked at.
    /// - Parameter signatures: what `stat` said of the files just before, and when; files missing
    ///   from it are stat'ed.
    public func load(
        _ inventory: ContentInventory, reusing cache: EntryCache = EntryCache(), changed: Set<String>? = nil,
        signatures: consuming (taken: Int64, files: ContentScanner.Signatures)? = nil
    ) async -> Loaded {
        let pass = Pass(loader: self, inventory: inventory, cache: cache, signatures: consume signatures)
        // The cache's record of each listed file, found by walking both lists (both in path order);
        // none when it remembers nothing, so a first build makes no list of nothing.
        let remembersAny = cache.records.count > 0
        let known = remembersAny ? cache.records.aligned(with: inventory.entries) : []
        // Whether each file was parsed, kept beside the records rather than with each: the next
        // cache's table takes the list of records as it is, without a second list made from pairs.
        nonisolated(unsafe) let wasParsed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: inventory.entries.count)
        wasParsed.initialize(repeating: false)
        defer { wasParsed.deallocate() }
        let records = await Self.records(consume pass, known: known, changed: changed, wasParsed: wasParsed)
        var entries: [Entry] = []
        entries.reserveCapacity(records.count)
        // Listed only when something was remembered (see `ParsedFiles`).
        var (parsed, parsedCount) = ([String](), 0)
        var diagnostics = inventory.diagnostics
        for index in records.indices {
            if wasParsed[index] {
                parsedCount += 1
                if remembersAny { parsed.append(inventory.entries[index]) }
            }
            if let entry = records[index].entry { entries.append(entry) }
            diagnostics += records[index].diagnostics
        }
        // The next cache holds a record for exactly the files listed, in their (the table's) order.
        var next = cache
        next.filesDigest = inventory.filesDigest
        next.records = EntryCache.RecordTable(inOrder: inventory.entries, records: records)
        diagnostics += orphanedSidecars(inventory)
        // A load with nothing remembered reads every file: it says how many.
        let read = remembersAny ? ParsedFiles(parsed) : ParsedFiles(every: parsedCount)
        return Loaded(entries: entries, diagnostics: diagnostics, cache: next, parsed: read)
    }

    /// `load` for a watcher's `changed` files when they are all entries or sidecars: only their
    /// entries are looked at. `nil` for other changes (a picture may change what an entry says).
    public func reload(
        _ inventory: ContentInventory, after previous: Loaded, changed: Set<String>
    ) -> Loaded? {
        var affected = Set<String>()
        for path in changed {
            switch ContentInventory.kind(of: path) {
            case .sidecar: affected.insert(ContentInventory.entry(forSidecar: path, in: inventory.files))
            case .entry: affected.insert(path)
            case .misnamed, .other: return nil
            }
        }
        let pass = Pass(loader: self, inventory: inventory, cache: previous.cache)
        var cache = previous.cache
        cache.filesDigest = inventory.filesDigest
        var entries = previous.entries
        var parsed: [String] = []
        // The diagnostics stay those of `previous` unless an entry with some is involved or a file
        // came or went (a sidecar may have lost or found its entry).
        var sameDiagnostics = inventory.filesDigest == previous.cache.filesDigest
        for path in affected.sorted() {
            // Where the entry of `path` is (or goes) in `entries`, which is in the order of the
            // paths' bytes: compared by their bytes too (`String` compares a decomposed name as
            // composed, and so orders it elsewhere).
            let low = entries.partitioningIndex { RelativePath.order($0.source, path) >= 0 }
            let present = low < entries.count && RelativePath.order(entries[low].source, path) == 0
            if previous.cache.records[path].map({ !$0.diagnostics.isEmpty }) ?? true { sameDiagnostics = false }
            guard inventory.files.contains(path) else {
                cache.records[path] = nil
                if present { entries.remove(at: low) }
                continue
            }
            let remembered = pass.cache.record(for: path, files: inventory.files, filesDiffer: pass.filesDiffer)
            let (record, wasParsed) = pass.record(for: path, remembered: remembered)
            if wasParsed { parsed.append(path) }
            if !record.diagnostics.isEmpty { sameDiagnostics = false }
            cache.records[path] = record
            switch (record.entry, present) {
            case (let entry?, true): entries[low] = entry
            case (let entry?, false): entries.insert(entry, at: low)
            case (nil, true): entries.remove(at: low)
            case (nil, false): break
            }
        }
        let diagnostics = sameDiagnostics ? previous.diagnostics : diagnostics(inventory, cache)
        return Loaded(entries: entries, diagnostics: diagnostics, cache: cache, parsed: ParsedFiles(parsed))
    }

    /// Every diagnostic of a load, in file order, and a warning for each sidecar without an entry.
    private func diagnostics(_ inventory: ContentInventory, _ cache: EntryCache) -> [Diagnostic] {
        var diagnostics = inventory.diagnostics
        for case let record? in cache.records.aligned(with: inventory.entries) where !record.diagnostics.isEmpty {
            diagnostics += record.diagnostics
        }
        return diagnostics + orphanedSidecars(inventory)
    }

    /// The record of each entry file of `pass`'s inventory, on all cores, setting `wasParsed` for
    /// those parsed. `pass` (with the signatures of every file) goes before the entries are listed.
    private static func records(
        _ pass: consuming Pass, known: [EntryCache.Record?], changed: Set<String>?,
        wasParsed: UnsafeMutableBufferPointer<Bool>
    ) async -> [EntryCache.Record] {
        // As constants: a consuming parameter cannot be captured by the concurrent closure.
        let pass = pass
        nonisolated(unsafe) let wasParsed = wasParsed
        return await ParallelMap.map(pass.inventory.entries.indices) { index -> EntryCache.Record in
            let path = pass.inventory.entries[index]
            let remembered = known.isEmpty ? nil : pass.usable(known[index])
            if let changed, !changed.contains(path), !changed.contains(ContentInventory.sidecar(for: path)),
                let remembered
            {
                return remembered
            }
            // Each file writes only its own flag.
            let (record, parsed) = pass.record(for: path, remembered: remembered)
            wasParsed[index] = parsed
            return record
        }
    }

    /// A warning for each sidecar without an entry.
    private func orphanedSidecars(_ inventory: ContentInventory) -> [Diagnostic] {
        inventory.sidecars.filter {
            !inventory.files.contains(ContentInventory.entry(forSidecar: $0, in: inventory.files))
        }.map { sidecar in
            .warning(
                at: SourceLocation(path: sidecar), "comment sidecar has no entry; its comments are not published",
                hint: "name it after its entry: 2024-05-03-picnic.md → 2024-05-03-picnic.comments.json")
        }
    }

    /// What one load needs to look at an entry file.
    private struct Pass: Sendable {
        let loader: DiaryLoader
        let inventory: ContentInventory
        let cache: EntryCache
        let parser: EntryParser
        let comments: CommentLoader
        let root: String
        let start: Int64
        let filesDiffer: Bool
        let signatures: ContentScanner.Signatures?

        init(
            loader: DiaryLoader, inventory: ContentInventory, cache: EntryCache,
            signatures: (taken: Int64, files: ContentScanner.Signatures)? = nil
        ) {
            self.signatures = signatures?.files
            self.loader = loader
            self.inventory = inventory
            self.cache = cache
            parser = EntryParser(config: loader.config, catalog: loader.catalog, files: inventory.files)
            comments = CommentLoader(timeZone: loader.config.timeZone)
            root = loader.layout.root.path
            // Files changed just before their signature was taken are "racily clean".
            start = signatures?.taken ?? FileSignature.now()
            filesDiffer = cache.filesDiffer(from: inventory)
        }

        /// `record`, the cache's for some path, unless what it says may have changed since.
        func usable(_ record: EntryCache.Record?) -> EntryCache.Record? {
            cache.usable(record, files: inventory.files, filesDiffer: filesDiffer)
        }

        /// The record for `path`, and whether it had to be parsed: `remembered` (the cache's, when
        /// usable) when the files' signatures (or, failing that, their contents) are as remembered.
        func record(for path: String, remembered: EntryCache.Record?) -> (EntryCache.Record, parsed: Bool) {
            // A file named like a sidecar is one: no set of the sidecars is made for each load.
            let sidecarPath = inventory.files.spelling(of: ContentInventory.sidecar(for: path))
            // Signatures first: a write that lands while the file is read shows up next time.
            let signature = signatures?.stat(of: path) ?? FileStat.of(path, root: root, start: start)
            let sidecar = sidecarPath.flatMap { signatures?.stat(of: $0) ?? FileStat.of($0, root: root, start: start) }
            let isRacy = (signature?.isRecent ?? false) || (sidecar?.isRecent ?? false)
            let files = EntryFilesSignature(entry: signature, sidecar: sidecar)
            if let remembered, !remembered.isRacy, files != nil, remembered.files == files {
                return (remembered, false)
            }
            let source = loader.read(path, sidecar: sidecarPath, root: root)
            // Same texts (or the same reason they cannot be read): the same result.
            if let remembered,
                source.digest.map({ $0 == remembered.digest })
                    ?? (remembered.digest == nil && remembered.diagnostics == source.problem.map { [$0] })
            {
                return (remembered.seen(files, isRacy: isRacy), false)
            }
            let (entry, diagnostics) = loader.parse(source, parser: parser, comments: comments)
            let record = EntryCache.Record(
                files: files, digest: source.digest, entry: entry, diagnostics: diagnostics, isRacy: isRacy)
            return (record, true)
        }
    }

    /// An entry's texts as read, or why they could not be.
    fileprivate struct Source {
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
    fileprivate func read(_ path: String, sidecar sidecarPath: String?, root: String) -> Source {
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

    fileprivate func parse(_ source: Source, parser: EntryParser, comments: CommentLoader) -> (Entry?, [Diagnostic]) {
        guard let text = source.text, let digest = source.digest else {
            return (nil, source.problem.map { [$0] } ?? [])
        }
        var (entry, diagnostics) = parser.parse(path: source.path, text: text)
        guard let sidecarPath = source.sidecarPath, let json = source.json else {
            return (entry?.with(comments: nil, fingerprint: digest), diagnostics)
        }
        let (thread, problems) = comments.load(path: sidecarPath, text: json)
        diagnostics += problems
        return (problems.hasErrors ? nil : entry?.with(comments: thread, fingerprint: digest), diagnostics)
    }
}

extension DiaryLoader.Loaded {
    /// The load `cache`'s records (a store's, in a new process) stand for, listing `inventory`'s
    /// entries for `reload`; `nil` when there was anything to say about them.
    public init?(remembered cache: EntryCache, listed inventory: ContentInventory) {
        guard inventory.diagnostics.isEmpty else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(inventory.entries.count)
        for case let record? in cache.records.aligned(with: inventory.entries) {
            guard record.diagnostics.isEmpty else { return nil }
            if let entry = record.entry { entries.append(entry) }
        }
        self.init(entries: entries, diagnostics: [], cache: cache, parsed: ParsedFiles([]))
    }
}
