/// What the last load made of each entry file (the entry, or its diagnostics), so the next load
/// re-reads only changed files; a value, so a load that fails leaves the caller's copy as it was.
public struct EntryCache: Sendable {
    /// What one entry file (with its sidecar) made, and how its files looked when it was made.
    package struct Record: Sendable {
        /// The entry the files made, if any.
        package let entry: Entry?
        package let diagnostics: [Diagnostic]
        /// Digest of the texts it was made from (an entry's `contentFingerprint`); `nil` when
        /// they could not be read.
        package let digest: UInt64?
        /// The entry file's and sidecar's signatures; `nil` when the entry file could not be
        /// stat'ed: never trusted without reading.
        package let files: EntryFilesSignature?
        /// Written so shortly before it was read that a later write could leave the same signature
        /// (file times tick coarsely), so the next load compares contents (git's "racily clean").
        package let isRacy: Bool

        /// With an entry, `digest` is its `contentFingerprint`, whatever is passed.
        package init(
            files: EntryFilesSignature?, digest: UInt64?, entry: Entry?, diagnostics: [Diagnostic], isRacy: Bool
        ) {
            (self.files, self.entry, self.diagnostics, self.isRacy) = (files, entry, diagnostics, isRacy)
            self.digest = entry?.contentFingerprint ?? digest
        }

        /// Whether `other` was made from the same files as seen the same way (and so holds the
        /// same result), with the same history attached (the fingerprint folds it in).
        package func isSame(as other: Record) -> Bool {
            files == other.files && digest == other.digest && isRacy == other.isRacy
                && entry?.fingerprint == other.entry?.fingerprint
        }

        /// The same record holding `entry` (the same entry with a history attached).
        func holding(_ entry: Entry) -> Record {
            Record(files: files, digest: digest, entry: entry, diagnostics: diagnostics, isRacy: isRacy)
        }

        /// The same result, for files seen again with these signatures.
        func seen(_ files: EntryFilesSignature?, isRacy: Bool) -> Record {
            Record(files: files, digest: digest, entry: entry, diagnostics: diagnostics, isRacy: isRacy)
        }
    }

    package var records = RecordTable()
    /// The inventory's `filesDigest` when the records were made: an entry's result also depends
    /// on whether the pictures it points at exist.
    package var filesDigest: UInt64 = 0
    /// Which history (`GitHistory.attachmentKey`) the records' entries have attached (0: none), so
    /// a build at the same commit attaches history only to the entries it read anew.
    public package(set) var historyKey: UInt64 = 0

    public init() {}

    /// Entry files remembered.
    public var count: Int { records.count }

    /// Whether `other` remembers the same files with the same signatures (and so the same results):
    /// then a stored copy of this cache needs no update.
    public func isSame(as other: EntryCache) -> Bool {
        guard records.count == other.records.count, filesDigest == other.filesDigest, historyKey == other.historyKey
        else { return false }
        // Both in path order: the same paths come at the same places.
        for index in records.paths.indices {
            guard records.records[index].isSame(as: other.records.records[index]),
                RelativePath.order(records.paths[index], other.records.paths[index]) == 0
            else { return false }
        }
        return true
    }

    /// This cache with `attached` (its entries after `GitHistory.attach`) in their records, carrying
    /// history `key`; `previous`: the entries before, in order, so only changed records are looked up.
    func attaching(_ attached: [Entry], to previous: [Entry], historyKey key: UInt64) -> EntryCache {
        var cache = self
        cache.historyKey = key
        let changed = zip(attached, previous).filter { $0.fingerprint != $1.fingerprint }
        // None changed: the records as they are, not copied by the loop below making them unique.
        guard !changed.isEmpty else { return cache }
        let places = records.places(holding: changed.lazy.map(\.1))
        for ((entry, _), place) in zip(changed, places) {
            if let place {
                cache.records.replace(at: place, with: cache.records.records[place].holding(entry))
            } else if let record = cache.records[entry.source], record.entry?.fingerprint != entry.fingerprint {
                // Not in the same order after all (no load makes that): found by its path.
                cache.records[entry.source] = record.holding(entry)
            }
        }
        return cache
    }

    /// Whether `inventory` lists other files than the one the records were made with.
    func filesDiffer(from inventory: ContentInventory) -> Bool { inventory.filesDigest != filesDigest }

    /// The remembered result for `path`, unless the pictures it could point at changed.
    func record(for path: String, files: Set<String>, filesDiffer: Bool) -> Record? {
        usable(records[path], files: files, filesDiffer: filesDiffer)
    }

    /// `record` (this cache's for some path), unless the pictures it could point at changed.
    func usable(_ record: Record?, files: Set<String>, filesDiffer: Bool) -> Record? {
        guard let record else { return nil }
        if filesDiffer {
            // A file appeared or vanished: an entry that complained may be fine now, and one whose
            // picture is gone must say so.
            guard record.diagnostics.isEmpty, let entry = record.entry,
                entry.media.allSatisfy({ files.contains($0.source) }),
                entry.photoSource.map({ files.contains($0) }) ?? true
            else { return nil }
        }
        return record
    }
}
